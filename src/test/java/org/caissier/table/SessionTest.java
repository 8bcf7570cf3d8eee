package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.assertj.core.groups.Tuple;
import org.caissier.table.JournalFile.Mark;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;

class SessionTest extends CounterSessions {
    private static List<Mark> marks(Session<?, ?> s) {
        return s.history().stream().map(Step::mark).toList();
    }

    @Test
    void a_new_session_writes_a_journal_with_header_and_canonical_game_line() throws Exception {
        create("ann", "Bob");
        JournalFile j = JournalFile.read(file());
        assertThat(j.header().get(0)).isEqualTo(JournalFile.MAGIC);
        assertThat(j.header()).anyMatch(h -> h.startsWith("# started "));
        assertThat(j.gameLine()).isEqualTo("game counter ann Bob");
        assertThat(j.entries()).isEmpty();
    }

    @Test
    void a_new_session_never_overwrites_an_existing_file() throws Exception {
        Files.writeString(file(), "someone's notes\n");
        assertThatThrownBy(() -> create("Ann")).isInstanceOf(FileAlreadyExistsException.class);
        assertThat(Files.readString(file())).isEqualTo("someone's notes\n");
    }

    @Test
    void a_command_is_on_disk_before_any_listener_hears_of_it() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann");
        List<List<String>> seenOnDisk = new ArrayList<>();
        List<Map<String, Integer>> seenState = new ArrayList<>();
        s.addListener(session -> {
            try {
                seenOnDisk.add(commandLines());
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            seenState.add(scores(s));
        });
        s.submit("add ann 5");
        s.submit("roll Ann 3 dice=virtual");
        assertThat(seenOnDisk).containsExactly(List.of("add Ann 5"), List.of("add Ann 5", "roll Ann 3 dice=virtual"));
        assertThat(seenState).containsExactly(Map.of("Ann", 5), Map.of("Ann", 8));
    }

    @Test
    void a_failing_listener_neither_hides_the_change_from_the_others_nor_makes_it_look_refused() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann");
        List<Throwable> reported = new ArrayList<>();
        Thread.UncaughtExceptionHandler before = Thread.currentThread().getUncaughtExceptionHandler();
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> reported.add(e));
        List<Integer> heard = new ArrayList<>();
        try {
            s.addListener(session -> {
                throw new IllegalStateException("a broken view");
            });
            s.addListener(session -> heard.add(s.state().score("Ann")));
            s.submit("add Ann 2");
        } finally {
            Thread.currentThread().setUncaughtExceptionHandler(before);
        }
        assertThat(heard).containsExactly(2);
        assertThat(reported).extracting(Throwable::getMessage).containsExactly("a broken view");
        assertThat(commandLines()).containsExactly("add Ann 2");
    }

    @Test
    void the_journal_holds_the_canonical_form_of_what_was_typed() throws Exception {
        Session<CounterState, CounterCommand> s = create("Zoé");
        s.submit("ADD zoe 2   # typed in a hurry");
        assertThat(commandLines()).containsExactly("add Zoé 2");
    }

    @Test
    void a_refused_command_leaves_the_state_the_file_and_the_listeners_alone() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann");
        s.submit("add Ann 2");
        List<Session<?, ?>> told = new ArrayList<>();
        s.addListener(told::add);
        byte[] before = Files.readAllBytes(file());

        assertThatThrownBy(() -> s.submit("add Ann -1"))
                .isInstanceOfSatisfying(
                        RuleViolation.class, v -> assertThat(v.ruleId()).isEqualTo("CT-ADD-1"));
        assertThatThrownBy(() -> s.submit("take Ann 3"))
                .isInstanceOfSatisfying(
                        RuleViolation.class, v -> assertThat(v.ruleId()).isEqualTo("CT-TAKE-1"));
        assertThatThrownBy(() -> s.submit("roll Ann 0"))
                .isInstanceOfSatisfying(
                        RuleViolation.class, v -> assertThat(v.ruleId()).isEqualTo("CT-ROLL-1"));
        assertThatThrownBy(() -> s.submit("add Nobody 1"))
                .isInstanceOfSatisfying(
                        RuleViolation.class, v -> assertThat(v.ruleId()).isEqualTo(RuleViolation.SYNTAX));
        assertThatThrownBy(() -> s.submit("  # nothing")).isInstanceOf(RuleViolation.class);

        assertThat(Files.readAllBytes(file())).isEqualTo(before);
        assertThat(scores(s)).isEqualTo(Map.of("Ann", 2));
        assertThat(s.history()).hasSize(1);
        assertThat(told).isEmpty();
    }

    @Test
    void undo_marks_the_last_line_undone_and_goes_back_to_the_state_before_it() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann");
        s.submit("add Ann 1");
        s.submit("add Ann 2");
        List<Map<String, Integer>> told = new ArrayList<>();
        s.addListener(x -> told.add(scores(s)));

        s.undo();

        assertThat(scores(s)).isEqualTo(Map.of("Ann", 1));
        assertThat(commandLines()).containsExactly("add Ann 1", "#undone add Ann 2");
        assertThat(marks(s)).containsExactly(Mark.ACTIVE, Mark.UNDONE);
        assertThat(s.canUndo()).isTrue();
        assertThat(s.canRedo()).isTrue();
        assertThat(told).containsExactly(Map.of("Ann", 1));
    }

    @Test
    void redo_plays_the_undone_lines_again_in_order() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann");
        s.submit("add Ann 1");
        s.submit("add Ann 2");
        s.submit("add Ann 4");
        s.undo();
        s.undo();
        assertThat(scores(s)).isEqualTo(Map.of("Ann", 1));
        assertThat(commandLines()).containsExactly("add Ann 1", "#undone add Ann 2", "#undone add Ann 4");

        s.redo();
        assertThat(scores(s)).isEqualTo(Map.of("Ann", 3));
        assertThat(commandLines()).containsExactly("add Ann 1", "add Ann 2", "#undone add Ann 4");
        s.redo();
        assertThat(scores(s)).isEqualTo(Map.of("Ann", 7));
        assertThat(commandLines()).containsExactly("add Ann 1", "add Ann 2", "add Ann 4");
        assertThat(s.canRedo()).isFalse();
    }

    @Test
    void undo_and_redo_with_nothing_to_take_back_change_nothing() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann");
        byte[] before = Files.readAllBytes(file());
        List<Session<?, ?>> told = new ArrayList<>();
        s.addListener(told::add);
        assertThat(s.canUndo()).isFalse();
        assertThat(s.canRedo()).isFalse();
        s.undo();
        s.redo();
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
        assertThat(told).isEmpty();
    }

    @Test
    void undo_to_here_takes_back_that_line_and_every_one_after_it() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann", "Bob");
        s.submit("add Ann 1");
        s.submit("add Bob 2");
        s.submit("roll Ann 6");
        s.submit("add Bob 3");

        s.undoFrom(1);

        assertThat(scores(s)).isEqualTo(Map.of("Ann", 1, "Bob", 0));
        assertThat(commandLines())
                .containsExactly(
                        "add Ann 1", "#undone add Bob 2", "#undone roll Ann 6 dice=typed", "#undone add Bob 3");
        s.redo();
        assertThat(scores(s)).isEqualTo(Map.of("Ann", 1, "Bob", 2));
    }

    @Test
    void a_new_command_after_undo_drops_the_undone_lines_and_redo_is_no_longer_possible() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann");
        s.submit("add Ann 1");
        s.submit("add Ann 2");
        s.submit("add Ann 4");
        s.undoFrom(1);
        List<List<String>> seenOnDisk = new ArrayList<>();
        s.addListener(x -> {
            try {
                seenOnDisk.add(commandLines());
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });

        s.submit("add Ann 10");

        assertThat(s.canRedo()).isFalse();
        List<String> expected = List.of("add Ann 1", "#dropped add Ann 2", "#dropped add Ann 4", "add Ann 10");
        assertThat(commandLines()).isEqualTo(expected);
        assertThat(seenOnDisk).containsExactly(expected);
        assertThat(marks(s)).containsExactly(Mark.ACTIVE, Mark.DROPPED, Mark.DROPPED, Mark.ACTIVE);
        s.redo();
        assertThat(scores(s)).isEqualTo(Map.of("Ann", 11));
        assertThat(commandLines()).isEqualTo(expected);
    }

    @Test
    void reopening_gives_the_same_state_history_and_redo_stack() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann", "Bob");
        s.submit("add Ann 1");
        s.submit("add Bob 2");
        s.undo();
        s.submit("roll Bob 5 dice=box");
        s.submit("add Ann 3");
        s.submit("take Ann 2");
        s.undo();
        s.close();

        Session<CounterState, CounterCommand> again = reopen();
        assertThat(again.state()).isEqualTo(s.state());
        assertThat(again.history())
                .extracting(Step::text, Step::mark)
                .isEqualTo(s.history().stream()
                        .map(h -> Tuple.tuple(h.text(), h.mark()))
                        .toList());
        assertThat(again.canRedo()).isTrue();
        assertThat(again.warnings()).isEmpty();
        again.redo();
        assertThat(scores(again)).isEqualTo(Map.of("Ann", 2, "Bob", 5));
        again.undoFrom(0);
        assertThat(scores(again)).isEqualTo(Map.of("Ann", 0, "Bob", 0));
    }

    @Test
    void play_goes_on_after_reopening_and_survives_another_reopening() throws Exception {
        create("Ann").submit("add Ann 1");
        opened.get(0).close();
        reopen().submit("add Ann 2");
        opened.get(1).close();
        assertThat(scores(reopen())).isEqualTo(Map.of("Ann", 3));
    }

    @Test
    void each_step_describes_itself_and_keeps_the_states_around_it() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann");
        s.submit("add Ann 4");
        s.submit("add Ann 1");
        s.undo();
        List<Step<CounterState, CounterCommand>> h = s.history();
        assertThat(h.get(0)).isInstanceOfSatisfying(Step.Played.class, played -> {
            assertThat(played.before()).isEqualTo(CounterState.start(List.of("Ann")));
            assertThat(((CounterState) played.after()).score("Ann")).isEqualTo(4);
        });
        assertThat(s.describe(h.get(0), Locale.ENGLISH)).isEqualTo("add Ann 4");
        assertThat(s.describe(h.get(1), Locale.FRENCH)).isEqualTo("add Ann 1");
        assertThat(h.get(1)).isEqualTo(new Step.Undone<>("add Ann 1"));
    }
}
