package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.caissier.testing.Cases;
import org.caissier.testing.Gen;
import org.junit.jupiter.api.Test;

class SessionProperties {
    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Zoé");

    private Path dir;
    private final List<Session<?, ?>> opened = new ArrayList<>();

    /** Runs one case in a fresh folder, closing its sessions and removing the folder afterwards. */
    private <T> Cases.Check<T> inFolder(Cases.Check<T> check) {
        return value -> {
            dir = Files.createTempDirectory("caissier-props");
            try {
                check.accept(value);
            } finally {
                removeFolder();
            }
        };
    }

    private void removeFolder() throws IOException {
        for (Session<?, ?> s : opened) {
            s.close();
        }
        opened.clear();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** A line a player might type: good ones, refused ones (negative, too big, not a face), odd spellings. */
    static String line(Random r) {
        String verb = Gen.oneOf(r, "add", "take", "roll", "ADD");
        String player = Gen.oneOf(r, "Ann", "bob", "zoe", "Zoé", "an");
        int number = Gen.between(r, -2, 9);
        String origin = Gen.oneOf(r, "", " dice=virtual", " dice=typed", " dice=box");
        return verb + " " + player + " " + number + (verb.equalsIgnoreCase("roll") ? origin : "");
    }

    /** A move at the table: a typed line (6 in 11), or undo, redo (2 in 11 each), or undo back to an earlier line. */
    static String move(Random r) {
        int w = r.nextInt(11);
        if (w < 6) {
            return line(r);
        }
        if (w < 8) {
            return "!undo";
        }
        if (w < 10) {
            return "!redo";
        }
        return "!undoFrom " + Gen.between(r, 0, 12);
    }

    private Session<CounterState, CounterCommand> create() throws IOException {
        Session<CounterState, CounterCommand> s =
                Session.create(dir.resolve("game.caissier"), new CounterGame().start(PLAYERS, dir));
        opened.add(s);
        return s;
    }

    @SuppressWarnings("unchecked")
    private Session<CounterState, CounterCommand> reopen() throws Exception {
        Session<?, ?> s = Session.open(dir.resolve("game.caissier"), CounterGame.games());
        opened.add(s);
        return (Session<CounterState, CounterCommand>) s;
    }

    private static void play(Session<CounterState, CounterCommand> s, String move) throws IOException {
        if (move.equals("!undo")) {
            s.undo();
        } else if (move.equals("!redo")) {
            s.redo();
        } else if (move.startsWith("!undoFrom ")) {
            int i = Integer.parseInt(move.substring("!undoFrom ".length()));
            if (i < s.history().size()) {
                s.undoFrom(i);
            }
        } else {
            try {
                s.submit(move);
            } catch (RuleViolation refused) {
                // A refused line changes nothing; the property checks that too.
            }
        }
    }

    private List<String> fileLines() throws Exception {
        return JournalFile.read(dir.resolve("game.caissier")).entries().stream()
                .map(JournalFile.Entry::fileLine)
                .toList();
    }

    @Test
    void replaying_the_journal_gives_the_state_of_live_play() {
        Cases.forAll(60, r -> Gen.listOf(r, 0, 25, SessionProperties::move), inFolder(moves -> {
            Session<CounterState, CounterCommand> live = create();
            for (String m : moves) {
                play(live, m);
            }
            live.close();

            Session<CounterState, CounterCommand> replayed = reopen();
            assertThat(replayed.state()).isEqualTo(live.state());
            assertThat(replayed.history())
                    .extracting(Step::text)
                    .isEqualTo(live.history().stream().map(Step::text).toList());
            assertThat(replayed.history())
                    .extracting(Step::mark)
                    .isEqualTo(live.history().stream().map(Step::mark).toList());
            assertThat(replayed.canRedo()).isEqualTo(live.canRedo());
            assertThat(replayed.warnings()).isEmpty();

            // The journal also reads as a script: caissier run ends in the same state.
            Script.Outcome run =
                    new Script(CounterGame.games()).run(Files.readAllLines(dir.resolve("game.caissier")), dir);
            assertThat(run)
                    .isEqualTo(new Script.Finished(live.rules().view(live.state()), CounterGame.ID, live.state()));
        }));
    }

    @Test
    void undo_then_redo_changes_neither_the_state_nor_the_active_lines() {
        Cases.forAll(60, r -> Gen.listOf(r, 1, 15, SessionProperties::line), inFolder(lines -> {
            Session<CounterState, CounterCommand> s = create();
            for (String line : lines) {
                play(s, line);
            }
            CounterState before = s.state();
            List<String> activeBefore = activeLines();

            s.undo();
            s.redo();

            assertThat(s.state()).isEqualTo(before);
            assertThat(activeLines()).isEqualTo(activeBefore);
        }));
    }

    private record UndoTo(List<String> lines, int from) {}

    @Test
    void undo_to_any_line_then_redo_all_changes_neither_the_state_nor_the_active_lines() {
        Cases.forAll(
                40,
                r -> new UndoTo(Gen.listOf(r, 1, 15, SessionProperties::line), Gen.between(r, 0, 14)),
                inFolder(c -> {
                    Session<CounterState, CounterCommand> s = create();
                    for (String line : c.lines()) {
                        play(s, line);
                    }
                    CounterState before = s.state();
                    List<String> activeBefore = activeLines();

                    if (c.from() < s.history().size()) {
                        s.undoFrom(c.from());
                    }
                    while (s.canRedo()) {
                        s.redo();
                    }

                    assertThat(s.state()).isEqualTo(before);
                    assertThat(activeLines()).isEqualTo(activeBefore);
                }));
    }

    private List<String> activeLines() throws Exception {
        return fileLines().stream().filter(l -> !l.startsWith("#")).toList();
    }

    /** Words without double quotes (the language has no way to write one inside a word) or line breaks. */
    private static final String WORD_CHARS = "abcXYZ019éÉœ-_'#=.,;:!?/\\ \t" + Gen.range('\u00a0', '\u00ff');

    @Test
    void joining_words_then_splitting_the_line_gives_the_same_words() {
        Cases.forAll(
                1000,
                r -> Gen.listOf(r, 0, 6, x -> Gen.string(x, 0, 8, WORD_CHARS)),
                words -> assertThat(Words.split(Words.join(words))).isEqualTo(words));
    }
}
