package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.assertj.core.groups.Tuple;
import org.caissier.table.JournalFile.Mark;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;

class SessionTest extends CounterSessions {
    private Session<CounterState, CounterCommand> create(String... players) throws IOException {
        return create(List.of(players));
    }

    private Session<CounterState, CounterCommand> create(List<String> words) throws IOException {
        Session<CounterState, CounterCommand> s = Session.create(file(), new CounterGame().start(words, dir));
        opened.add(s);
        return s;
    }

    @SuppressWarnings("unchecked")
    private Session<CounterState, CounterCommand> reopen() throws Exception {
        Session<?, ?> s = Session.open(file(), CounterGame.games());
        opened.add(s);
        return (Session<CounterState, CounterCommand>) s;
    }

    private static Map<String, Integer> scores(Session<CounterState, ?> s) {
        return s.state().scores();
    }

    private List<String> commandLines() throws Exception {
        return JournalFile.read(file()).entries().stream()
                .map(JournalFile.Entry::fileLine)
                .toList();
    }

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
    void a_torn_last_line_is_dropped_with_a_warning_kept_beside_the_journal_and_play_goes_on() throws Exception {
        create("Ann").submit("add Ann 1");
        opened.get(0).close();
        Files.writeString(file(), "add An", StandardOpenOption.APPEND);

        Session<CounterState, CounterCommand> s = reopen();
        assertThat(scores(s)).isEqualTo(Map.of("Ann", 1));
        assertThat(s.warnings())
                .singleElement()
                .asString()
                .contains("cut short")
                .contains("add An")
                .contains(file().getFileName() + ".torn");
        assertThat(s.warnings(Locale.FRENCH))
                .as("for a French screen")
                .singleElement()
                .asString()
                .startsWith("la dernière ligne, coupée")
                .contains("«\u202fadd An\u202f»");
        assertThat(Journal.tornFile(file())).hasContent("add An");
        s.submit("add Ann 2");
        assertThat(commandLines()).containsExactly("add Ann 1", "add Ann 2");
    }

    @Test
    void a_last_line_without_its_line_break_is_dropped_even_when_it_reads_as_a_command() throws Exception {
        // "correct Bob Ann dsq=Bob" cut to "correct Bob An" read as the opposite of what was played: one verdict,
        // the window's and run's, is that a journal's unterminated last line was cut short.
        create("Ann").submit("add Ann 1");
        opened.get(0).close();
        Files.writeString(file(), "add Ann 9", StandardOpenOption.APPEND);

        Session<CounterState, CounterCommand> s = reopen();
        assertThat(scores(s)).isEqualTo(Map.of("Ann", 1));
        assertThat(s.warnings())
                .singleElement()
                .asString()
                .contains("cut short")
                .contains("add Ann 9");
        assertThat(Journal.tornFile(file())).hasContent("add Ann 9");
        s.submit("add Ann 2");
        assertThat(commandLines()).containsExactly("add Ann 1", "add Ann 2");
    }

    @Test
    void a_second_torn_line_gets_a_fresh_file_the_first_one_left_as_it_is() throws Exception {
        create("Ann").submit("add Ann 1");
        opened.get(0).close();
        Files.writeString(file(), "add Ann 7", StandardOpenOption.APPEND);
        reopen().close();
        Files.writeString(file(), "add Ann 8", StandardOpenOption.APPEND);
        assertThat(reopen().warnings()).singleElement().asString().contains("game.caissier.2.torn");
        assertThat(Files.readAllLines(Journal.tornFile(file()))).containsExactly("add Ann 7");
        assertThat(Files.readAllLines(dir.resolve("game.caissier.2.torn"))).containsExactly("add Ann 8");
    }

    @Test
    void the_read_only_view_drops_a_torn_line_too_but_writes_nothing() throws Exception {
        create("Ann").submit("add Ann 1");
        opened.get(0).close();
        Files.writeString(file(), "add Ann 9", StandardOpenOption.APPEND);
        byte[] before = Files.readAllBytes(file());

        Session<?, ?> look = Session.openReadOnly(file(), CounterGame.games());
        opened.add(look);
        assertThat(((CounterState) look.state()).score("Ann")).isEqualTo(1);
        assertThat(look.warnings()).singleElement().asString().contains("add Ann 9");
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
        assertThat(Journal.tornFile(file())).doesNotExist();
    }

    @Test
    void a_name_in_a_journal_is_matched_in_full_never_by_a_prefix() throws Exception {
        Files.writeString(file(), JournalFile.MAGIC + "\ngame counter Ann Bob\nadd ann 1\nadd An 2\n");
        byte[] before = Files.readAllBytes(file());
        assertThatThrownBy(this::reopen).isInstanceOfSatisfying(JournalException.class, e -> {
            assertThat(e.line()).isEqualTo(4);
            assertThat(e.getMessage()).contains("\"An\" is only the start of \"Ann\"");
        });
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
        assertThat(new Script(CounterGame.games()).run(Files.readAllLines(file()), dir))
                .as("run, the same")
                .isInstanceOfSatisfying(
                        Script.Refused.class, r -> assertThat(r.line()).isEqualTo(4));
        assertThat(new Script(CounterGame.games()).run(List.of("game counter Ann Bob", "add An 2"), dir))
                .as("typed, or in a plain command file, a prefix is fine")
                .isInstanceOf(Script.Finished.class);
    }

    @Test
    void a_name_saved_in_another_case_or_without_its_accents_is_the_same_name() throws Exception {
        Files.writeString(file(), JournalFile.MAGIC + "\ngame counter Anaïs Bob\nadd anais 1\nadd ANAÏS 2\n");
        assertThat(scores(reopen())).isEqualTo(Map.of("Anaïs", 3, "Bob", 0));
    }

    @Test
    void run_drops_a_journals_torn_last_line_but_reads_a_plain_files_last_line() throws Exception {
        Script.Lines journal = Script.Lines.of(
                TextFiles.split((JournalFile.MAGIC + "\ngame counter Ann\nadd Ann 1\nadd Ann 9").getBytes()));
        assertThat(journal.lines()).containsExactly(JournalFile.MAGIC, "game counter Ann", "add Ann 1");
        assertThat(journal.warning())
                .hasValueSatisfying(w -> assertThat(w)
                        .startsWith("warning: ")
                        .contains("cut short")
                        .contains("add Ann 9"));
        Script.Lines plain = Script.Lines.of(TextFiles.split("game counter Ann\nadd Ann 1\nadd Ann 9".getBytes()));
        assertThat(plain.lines()).containsExactly("game counter Ann", "add Ann 1", "add Ann 9");
        assertThat(plain.warning()).isEmpty();
    }

    @Test
    void a_changed_data_file_is_reported_when_the_game_is_reopened() throws Exception {
        Path table = dir.resolve("table.txt");
        Files.writeString(table, "first edition\n");
        create(List.of("table=table.txt", "Ann")).submit("add Ann 1");
        opened.get(0).close();
        assertThat(reopen().warnings()).isEmpty();
        opened.get(1).close();

        Files.writeString(table, "second edition\n");
        Session<CounterState, CounterCommand> s = reopen();
        assertThat(s.warnings())
                .singleElement()
                .asString()
                .contains("table")
                .contains("table.txt")
                .contains("not the one this game was started with");
        assertThat(s.warnings(Locale.FRENCH))
                .singleElement()
                .asString()
                .startsWith("le fichier table.txt (table) n’est pas celui avec lequel la partie a commencé");
        assertThat(scores(s)).isEqualTo(Map.of("Ann", 1));
    }

    @Test
    void a_header_comment_with_an_unclosed_quote_does_not_stop_the_game_from_opening() throws Exception {
        Files.writeString(
                file(),
                JournalFile.MAGIC + "\n# data \"table sha256=ab\n# Ann's \"lucky game\ngame counter Ann\n"
                        + "add Ann 2\n");
        assertThat(scores(reopen())).isEqualTo(Map.of("Ann", 2));
    }

    @Test
    void a_damaged_journal_is_refused_naming_the_line_and_left_byte_for_byte_as_it_was() throws Exception {
        Session<CounterState, CounterCommand> s = create("Ann");
        s.submit("add Ann 1");
        s.submit("add Ann 2");
        s.close();
        String text = Files.readString(file()).replace("add Ann 1", "add Ann -1") + "add Ann";
        Files.writeString(file(), text);
        byte[] before = Files.readAllBytes(file());
        int line = (int) text.lines().takeWhile(l -> !l.equals("add Ann -1")).count() + 1;

        assertThatThrownBy(this::reopen).isInstanceOfSatisfying(JournalException.class, e -> {
            assertThat(e.line()).isEqualTo(line);
            assertThat(e.getMessage()).contains("line " + line).contains("CT-ADD-1");
        });
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
    }

    @Test
    void a_journal_whose_game_is_unknown_is_refused_on_the_game_line_and_left_alone() throws Exception {
        Files.writeString(file(), JournalFile.MAGIC + "\n# started x\ngame chess Ann\nadd Ann 1\nadd");
        byte[] before = Files.readAllBytes(file());
        assertThatThrownBy(this::reopen)
                .isInstanceOfSatisfying(
                        JournalException.class, e -> assertThat(e.line()).isEqualTo(3));
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
    }

    @Test
    void a_file_that_is_not_a_journal_is_refused_and_left_alone() throws Exception {
        Files.writeString(file(), "game counter Ann\nadd Ann 1\nadd");
        byte[] before = Files.readAllBytes(file());
        assertThatThrownBy(this::reopen)
                .isInstanceOfSatisfying(
                        JournalException.class, e -> assertThat(e.line()).isEqualTo(1));
        assertThat(Files.readAllBytes(file())).isEqualTo(before);
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
