package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;

/**
 * The kernel's chained seal and its lines that stand for good, on the counter game at rules version 2: every command
 * line is bound into the next sealed line, an end is written only with its seat's sealed confirmation, and once
 * confirmed neither undo, "undo to here" nor redo reaches it — with the key or without.
 */
class ConfirmedEndTest extends CounterSessions {
    private static final Pin PIN = Pin.of("97531864");
    private static final CounterCommand.End END = new CounterCommand.End("Ann", 0);

    private LineSeal seal;

    @SuppressWarnings("unchecked")
    private Session<CounterState, CounterCommand> create() throws Exception {
        seal = SealedLinesTest.fastSeal(PIN, 7);
        Session<CounterState, CounterCommand> s = (Session<CounterState, CounterCommand>)
                (Session<?, ?>) Session.create(file(), CounterGame.chained().start("game counter Ann Bob", dir), seal);
        opened.add(s);
        return s;
    }

    /** Ann scores, writes a secret, Bob scores, Ann writes a second secret, Bob scores again. */
    private Session<CounterState, CounterCommand> played() throws Exception {
        Session<CounterState, CounterCommand> s = create();
        s.submit("add Ann 3");
        s.submitSealed(new CounterCommand.Secret("Ann", 41), seal);
        s.submit("add Bob 2");
        s.submitSealed(new CounterCommand.Secret("Ann", 42), seal);
        s.submit("add Bob 1");
        return s;
    }

    @SuppressWarnings("unchecked")
    private Session<CounterState, CounterCommand> reopen(Pin pin) throws Exception {
        closeSessions();
        Session<?, ?> s = pin == null
                ? Session.open(file(), CounterGame.chained())
                : Session.open(file(), CounterGame.chained(), pin);
        opened.add(s);
        return (Session<CounterState, CounterCommand>) s;
    }

    private Script.Outcome run(Pin pin) throws Exception {
        return new Script(CounterGame.chained()).run(Files.readAllLines(file()), dir, Optional.ofNullable(pin));
    }

    private void refusedWithThePin(int line) throws Exception {
        closeSessions();
        assertThat(run(PIN)).isInstanceOfSatisfying(Script.Refused.class, r -> {
            assertThat(r.line()).isEqualTo(line);
            assertThat(r.ruleId()).isEqualTo("CT-SEAL");
        });
        assertThatThrownBy(() -> reopen(PIN))
                .isInstanceOf(JournalException.class)
                .hasMessageStartingWith("line " + line + ": CT-SEAL: ");
    }

    private void edit(int index, String line) throws Exception {
        List<String> lines = new ArrayList<>(Files.readAllLines(file()));
        if (line == null) {
            lines.remove(index);
        } else {
            lines.set(index, line);
        }
        Files.write(file(), lines);
    }

    @Test
    void the_game_line_says_its_rules_version_and_a_program_without_it_refuses_the_journal() throws Exception {
        played();
        assertThat(Files.readAllLines(file())).contains("game counter rules=2 Ann Bob");
        closeSessions();
        assertThatThrownBy(() -> Session.open(file(), CounterGame.games())).isInstanceOf(NewerJournalException.class);
    }

    @Test
    void an_end_is_written_only_with_its_sealed_confirmation_both_lines_at_once() throws Exception {
        Session<CounterState, CounterCommand> s = played();
        List<String> before = Files.readAllLines(file());
        assertThatThrownBy(() -> s.submit(END))
                .isInstanceOf(RuleViolation.class)
                .hasMessageContaining("confirms it behind his PIN");
        assertThat(Files.readAllLines(file())).isEqualTo(before);
        assertThat(s.needsConfirmation(END)).isTrue();

        s.submitConfirmed(END, seal);
        List<String> after = Files.readAllLines(file());
        assertThat(after.subList(0, before.size())).isEqualTo(before);
        assertThat(after.subList(before.size(), after.size()))
                .hasSize(2)
                .satisfies(l -> assertThat(l.get(0)).isEqualTo("end Ann 0"))
                .satisfies(l -> assertThat(l.get(1)).startsWith("sealed "));
        assertThat(s.state().confirmed()).isTrue();
        assertThat(reopen(PIN).state()).isEqualTo(s.state());
        assertThat(reopen(null).state().confirmed()).isTrue();
        assertThat(run(PIN)).isInstanceOf(Script.Finished.class);
    }

    @Test
    void a_confirmed_end_is_never_undone_redone_over_or_undone_to_a_line_before_it() throws Exception {
        Session<CounterState, CounterCommand> s = played();
        s.undo();
        s.submitConfirmed(END, seal);
        byte[] file = Files.readAllBytes(file());
        for (Session<CounterState, CounterCommand> session : List.of(s, reopen(PIN), reopen(null))) {
            int last = session.history().size() - 1;
            assertThat(session.standsForGood()).isTrue();
            assertThatThrownBy(session::undo)
                    .isInstanceOf(RuleViolation.class)
                    .hasMessageContaining("CT-END-1")
                    .hasMessageContaining("cannot be taken back");
            assertThatThrownBy(() -> session.undoFrom(0)).hasMessageContaining("CT-END-1");
            assertThatThrownBy(() -> session.undoFrom(last - 1)).hasMessageContaining("CT-END-1");
            assertThatThrownBy(() -> session.undoFrom(last, seal)).hasMessageContaining("CT-END-1");
            assertThatThrownBy(() -> session.undoFrom(2, seal)).hasMessageContaining("CT-END-1");
            assertThatThrownBy(session::redo).hasMessageContaining("CT-END-1");
            assertThatThrownBy(() -> session.redo(seal)).hasMessageContaining("CT-END-1");
            assertThat(Files.readAllBytes(file())).as("nothing written").isEqualTo(file);
        }
    }

    @Test
    void an_end_not_yet_confirmed_stands_for_nothing_and_may_be_taken_back() throws Exception {
        Session<CounterState, CounterCommand> s = played();
        s.submitConfirmed(END, seal);
        List<String> lines = Files.readAllLines(file());
        edit(lines.size() - 1, null); // the confirmation cut off
        refusedWithThePin(lines.size() - 1);
        assertThat(run(null)).isInstanceOf(Script.Finished.class);
        Session<CounterState, CounterCommand> open = reopen(null);
        assertThat(open.state().over()).isTrue();
        assertThat(open.standsForGood()).isFalse();
        open.undo();
        assertThat(open.state().over()).isFalse();
    }

    @Test
    void the_sealed_lines_bind_every_line_before_them_as_first_written() throws Exception {
        played();
        closeSessions();
        List<String> lines = Files.readAllLines(file());
        int firstSealed = lines.indexOf(
                lines.stream().filter(l -> l.startsWith("sealed ")).findFirst().orElseThrow());
        int secondSealed = lines.lastIndexOf(lines.stream()
                .filter(l -> l.startsWith("sealed "))
                .reduce((a, b) -> b)
                .orElseThrow());
        // A public line changed before the second sealed line: that line no longer opens, with the PIN.
        edit(secondSealed - 1, "add Bob 5");
        refusedWithThePin(secondSealed + 1);
        assertThat(run(null)).as("without the PIN nothing tells").isInstanceOf(Script.Finished.class);

        // Removed, or a line added, likewise.
        Files.write(file(), lines);
        edit(firstSealed - 1, null);
        refusedWithThePin(firstSealed);
        Files.write(file(), lines);
        List<String> added = new ArrayList<>(lines);
        added.add(firstSealed, "add Bob 0");
        Files.write(file(), added);
        refusedWithThePin(firstSealed + 2);

        // The game line, its id included, is the first link.
        Files.write(file(), lines);
        edit(lines.indexOf("game counter rules=2 Ann Bob"), "game counter rules=2 Ann Bob Cid");
        refusedWithThePin(firstSealed + 1);

        Files.write(file(), lines);
        assertThat(run(PIN)).isInstanceOf(Script.Finished.class);
    }

    @Test
    void an_undone_line_counts_as_written_and_the_seats_undo_and_redo_keep_the_chain() throws Exception {
        Session<CounterState, CounterCommand> s = played();
        s.undoFrom(s.history().size() - 2, seal); // Ann's second secret and Bob's last line, taken back
        s.redo(seal);
        s.submit("add Bob 4"); // drops the undone "add Bob 1"
        s.submitSealed(new CounterCommand.Secret("Ann", 43), seal);
        s.submitConfirmed(END, seal);
        CounterState known = s.state();
        assertThat(known.secrets())
                .containsExactly(OptionalInt.of(41), OptionalInt.of(42), OptionalInt.of(43), OptionalInt.of(0));
        assertThat(reopen(PIN).state()).isEqualTo(known);
        assertThat(run(PIN)).isInstanceOf(Script.Finished.class);

        closeSessions();
        List<String> lines = Files.readAllLines(file());
        int dropped = lines.indexOf("#dropped add Bob 1");
        assertThat(dropped).isPositive();
        edit(dropped, null); // a line set aside, removed: the next sealed line tells
        refusedWithThePin(dropped + 2);
    }

    @Test
    void the_confirmation_binds_the_public_lines_after_the_last_secret() throws Exception {
        Session<CounterState, CounterCommand> s = played();
        s.submitConfirmed(END, seal);
        closeSessions();
        List<String> lines = Files.readAllLines(file());
        edit(lines.indexOf("add Bob 1"), "add Bob 6");
        refusedWithThePin(lines.size());
    }

    @Test
    void a_journal_of_the_rules_before_chaining_opens_as_it_did_with_a_warning_that_its_lines_are_not_bound()
            throws Exception {
        LineSeal old = SealedLinesTest.fastSeal(PIN, 9);
        try (Session<CounterState, CounterCommand> s =
                Session.create(file(), new CounterGame().start(List.of("Ann", "Bob"), dir), old)) {
            s.submitSealed(new CounterCommand.Secret("Ann", 5), old);
            s.submit("end Ann 0"); // no confirmation in the older rules
            s.undo();
        }
        try (Session<?, ?> s = Session.open(file(), CounterGame.chained(), PIN)) {
            assertThat(s.warnings())
                    .containsExactly(
                            "this game was saved before its lines were bound to the seal: its public lines could have been "
                                    + "changed without the PIN telling");
        }
    }
}
