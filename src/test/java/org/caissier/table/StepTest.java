package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.caissier.table.JournalFile.Mark;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;

/** The shapes a line of the history takes on the counter game, each holding what it has and nothing null. */
class StepTest extends CounterSessions {
    private static final Pin PIN = Pin.of("13579024");

    private Session<CounterState, CounterCommand> create(LineSeal seal) throws IOException {
        Session<CounterState, CounterCommand> s =
                Session.create(file(), new CounterGame().start(List.of("Ann", "Bob"), dir), seal);
        opened.add(s);
        return s;
    }

    @SuppressWarnings("unchecked")
    private Session<CounterState, CounterCommand> reopen(Pin pin) throws Exception {
        closeSessions();
        Session<?, ?> s = pin == null
                ? Session.open(file(), CounterGame.games())
                : Session.open(file(), CounterGame.games(), pin);
        opened.add(s);
        return (Session<CounterState, CounterCommand>) s;
    }

    private static CounterState scores(int ann, int bob) {
        return new CounterState(Map.of("Ann", ann, "Bob", bob), List.of());
    }

    @Test
    void a_played_line_holds_its_command_and_the_states_it_was_played_between() throws Exception {
        Session<CounterState, CounterCommand> s = create(SealedLinesTest.fastSeal(PIN, 3));
        s.submit("add Ann 4");
        s.submit("add Bob 2");
        assertThat(s.history())
                .containsExactly(
                        new Step.Played<>("add Ann 4", new CounterCommand.Add("Ann", 4), scores(0, 0), scores(4, 0)),
                        new Step.Played<>("add Bob 2", new CounterCommand.Add("Bob", 2), scores(4, 0), scores(4, 2)));
        List<Step<CounterState, CounterCommand>> played = s.history();
        assertThat(reopen(null).history()).as("replayed from the journal").isEqualTo(played);
    }

    @Test
    void an_undone_line_keeps_its_text_and_a_new_command_drops_it_and_both_survive_a_reopening() throws Exception {
        Session<CounterState, CounterCommand> s = create(SealedLinesTest.fastSeal(PIN, 4));
        s.submit("add Ann 4");
        s.submit("add Ann 1");
        s.submit("add Bob 3");
        s.undo();
        s.undo();
        assertThat(s.history()).extracting(Step::mark).containsExactly(Mark.ACTIVE, Mark.UNDONE, Mark.UNDONE);
        assertThat(s.history().subList(1, 3))
                .containsExactly(new Step.Undone<>("add Ann 1"), new Step.Undone<>("add Bob 3"));
        s.submit("add Bob 5");
        assertThat(s.history().subList(1, 4))
                .containsExactly(
                        new Step.Dropped<>("add Ann 1"),
                        new Step.Dropped<>("add Bob 3"),
                        new Step.Played<>("add Bob 5", new CounterCommand.Add("Bob", 5), scores(4, 0), scores(4, 5)));
        List<Step<CounterState, CounterCommand>> before = s.history();
        assertThat(reopen(null).history()).as("replayed from the journal").isEqualTo(before);
    }

    @Test
    void a_sealed_line_is_unread_without_the_pin_and_played_with_it() throws Exception {
        LineSeal seal = SealedLinesTest.fastSeal(PIN, 5);
        Session<CounterState, CounterCommand> s = create(seal);
        s.submitSealed(new CounterCommand.Secret("Ann", 77), seal);
        String sealedText = s.history().get(0).text();
        assertThat(LineSeal.isSealed(sealedText)).isTrue();

        Step<CounterState, CounterCommand> unread = reopen(null).history().get(0);
        assertThat(unread).isInstanceOfSatisfying(Step.Unread.class, u -> {
            assertThat(u.text()).isEqualTo(sealedText);
            assertThat(u.before()).isEqualTo(CounterState.start(List.of("Ann", "Bob")));
            assertThat(((CounterState) u.after()).secrets()).containsExactly(OptionalInt.empty());
        });
        assertThat(unread.active()).isTrue();

        Step<CounterState, CounterCommand> read = reopen(PIN).history().get(0);
        assertThat(read).isInstanceOfSatisfying(Step.Played.class, p -> {
            assertThat(p.text()).isEqualTo(sealedText);
            assertThat(p.command()).isEqualTo(new CounterCommand.Secret("Ann", 77));
            assertThat(((CounterState) p.after()).secrets()).containsExactly(OptionalInt.of(77));
        });
    }

    @Test
    void no_shape_takes_a_null_and_a_line_in_play_is_never_set_aside() {
        CounterState state = scores(0, 0);
        CounterCommand add = new CounterCommand.Add("Ann", 1);
        assertThatThrownBy(() -> new Step.Played<>("add Ann 1", null, state, state))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Step.Played<>("add Ann 1", add, null, state))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Step.Unread<>("sealed x", state, null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> new Step.Undone<>(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Step.setAside("add Ann 1", Mark.ACTIVE)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Step.<CounterState, CounterCommand>setAside("add Ann 1", Mark.DROPPED))
                .isEqualTo(new Step.Dropped<>("add Ann 1"));
    }
}
