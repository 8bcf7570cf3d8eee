package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AfterTry;
import net.jqwik.api.lifecycle.BeforeTry;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;

class SessionProperties {
    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Zoé");

    private Path dir;
    private final List<Session<?, ?>> opened = new ArrayList<>();

    @BeforeTry
    void makeFolder() throws IOException {
        dir = Files.createTempDirectory("caissier-props");
    }

    @AfterTry
    void removeFolder() throws IOException {
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

    /** Lines a player might type: good ones, refused ones (negative, too big, not a face), odd spellings. */
    @Provide
    Arbitrary<String> lines() {
        Arbitrary<String> verb = Arbitraries.of("add", "take", "roll", "ADD");
        Arbitrary<String> player = Arbitraries.of("Ann", "bob", "zoe", "Zoé", "an");
        Arbitrary<Integer> number = Arbitraries.integers().between(-2, 9);
        Arbitrary<String> origin = Arbitraries.of("", " dice=virtual", " dice=typed", " dice=box");
        return Combinators.combine(verb, player, number, origin).as((v, p, n, o) -> v + " " + p + " " + n
                + (v.equalsIgnoreCase("roll") ? o : ""));
    }

    /** A move at the table: a typed line, or undo, redo, or undo back to some earlier line. */
    @Provide
    Arbitrary<String> moves() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, lines()),
                net.jqwik.api.Tuple.of(2, Arbitraries.just("!undo")),
                net.jqwik.api.Tuple.of(2, Arbitraries.just("!redo")),
                net.jqwik.api.Tuple.of(1, Arbitraries.integers().between(0, 12).map(i -> "!undoFrom " + i)));
    }

    private Session<CounterState, CounterCommand> create() throws IOException {
        Session<CounterState, CounterCommand> s = Session.create(dir.resolve("game.caissier"),
                new CounterGame().start(PLAYERS, dir));
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
        return JournalFile.read(dir.resolve("game.caissier")).entries().stream().map(JournalFile.Entry::fileLine)
                .toList();
    }

    @Property(tries = 60)
    void replaying_the_journal_gives_the_state_of_live_play(@ForAll @Size(max = 25) List<@From("moves") String> moves)
            throws Exception {
        Session<CounterState, CounterCommand> live = create();
        for (String m : moves) {
            play(live, m);
        }
        live.close();

        Session<CounterState, CounterCommand> replayed = reopen();
        assertThat(replayed.state()).isEqualTo(live.state());
        assertThat(replayed.history()).extracting(Session.Step::text)
                .isEqualTo(live.history().stream().map(Session.Step::text).toList());
        assertThat(replayed.history()).extracting(Session.Step::mark)
                .isEqualTo(live.history().stream().map(Session.Step::mark).toList());
        assertThat(replayed.canRedo()).isEqualTo(live.canRedo());
        assertThat(replayed.warnings()).isEmpty();

        // The journal also reads as a script: caissier run ends in the same state.
        Script.Outcome run = new Script(CounterGame.games())
                .run(Files.readAllLines(dir.resolve("game.caissier")), dir);
        assertThat(run).isEqualTo(new Script.Finished(live.rules().view(live.state())));
    }

    @Property(tries = 60)
    void undo_then_redo_changes_neither_the_state_nor_the_active_lines(
            @ForAll @Size(min = 1, max = 15) List<@From("lines") String> lines) throws Exception {
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
    }

    @Property(tries = 40)
    void undo_to_any_line_then_redo_all_changes_neither_the_state_nor_the_active_lines(
            @ForAll @Size(min = 1, max = 15) List<@From("lines") String> lines,
            @ForAll @net.jqwik.api.constraints.IntRange(min = 0, max = 14) int from) throws Exception {
        Session<CounterState, CounterCommand> s = create();
        for (String line : lines) {
            play(s, line);
        }
        CounterState before = s.state();
        List<String> activeBefore = activeLines();

        if (from < s.history().size()) {
            s.undoFrom(from);
        }
        while (s.canRedo()) {
            s.redo();
        }

        assertThat(s.state()).isEqualTo(before);
        assertThat(activeLines()).isEqualTo(activeBefore);
    }

    private List<String> activeLines() throws Exception {
        return fileLines().stream().filter(l -> !l.startsWith("#")).toList();
    }

    /** Words without double quotes (the language has no way to write one inside a word) or line breaks. */
    @Provide
    Arbitrary<List<String>> wordLists() {
        Arbitrary<String> word = Arbitraries.strings()
                .withChars("abcXYZ019éÉœ-_'#=.,;:!?/\\ \t")
                .withCharRange('\u00a0', '\u00ff')
                .ofMaxLength(8);
        return word.list().ofMaxSize(6);
    }

    @Property
    void joining_words_then_splitting_the_line_gives_the_same_words(@ForAll("wordLists") List<String> words) {
        assertThat(Words.split(Words.join(words))).isEqualTo(words);
    }
}
