package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.caissier.table.Command;
import org.caissier.table.Games;
import org.caissier.table.Rules;
import org.caissier.table.Session;
import org.caissier.table.StartedGame;
import org.caissier.table.Step;
import org.caissier.table.Words;
import org.caissier.testing.TestGames;
import org.caissier.ui.game.GameRegistry;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The text form of a command lives in one place per game: its record's {@code text()} and the game's parser, which
 * read each other back. Checked on every line of the golden journals and of the games' command scripts, which
 * between them hold every kind of command each game has (a kind they miss fails here: a new command needs a line
 * there too). The games are the registry's (testing.TestGames), each with its golden journal; the scripts are every
 * {@code .cmd} under the test resources that starts it.
 */
class CommandTextRoundTripTest {
    @TempDir
    Path dir;

    static Stream<String> games() {
        return TestGames.registry().ids().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void every_command_reads_back_from_its_own_text_and_every_kind_is_tried(String game) throws Exception {
        GameRegistry games = TestGames.registry();
        Path copy = dir.resolve(game + ".caissier");
        Files.copy(Path.of("src/test/resources/golden", game + ".caissier"), copy);
        Set<Class<?>> kinds = new HashSet<>();
        try (Session<?, ?> session = Session.open(copy, games.games())) {
            kinds.addAll(roundTrip(session));
        }
        try (var scripts = Files.walk(Path.of("src/test/resources"))) {
            for (Path script :
                    scripts.filter(p -> p.toString().endsWith(".cmd")).sorted().toList()) {
                List<String> lines = Files.readAllLines(script);
                if (startsGame(lines, game)) {
                    kinds.addAll(roundTrip(games.games(), lines, script.getParent()));
                }
            }
        }
        Set<Class<?>> expected = new HashSet<>(
                Arrays.asList(games.require(game).module().commandType().getPermittedSubclasses()));
        // The game line is the kernel's business: it starts a game, it is not played in one (its record is New…).
        expected.removeIf(kind -> kind.getSimpleName().startsWith("New"));
        assertThat(kinds).containsExactlyInAnyOrderElementsOf(expected);
    }

    private static <S, C extends Command> List<Class<?>> roundTrip(Session<S, C> session) {
        Rules<S, C> rules = session.rules();
        List<Class<?>> kinds = new ArrayList<>();
        for (Step<S, C> step : session.history()) {
            if (!(step instanceof Step.Played<S, C> played)) {
                continue;
            }
            C command = played.command();
            C again = rules.parse(Words.split(command.text()), played.before());
            assertThat(again).as(command.text()).isEqualTo(command);
            assertThat(again.text()).isEqualTo(command.text());
            kinds.add(command.getClass());
        }
        return kinds;
    }

    /** Whether the script's game line starts this game (the Cup's folder holds tournaments and regattas). */
    private static boolean startsGame(List<String> lines, String game) {
        return lines.stream()
                .map(Words::split)
                .filter(w -> !w.isEmpty())
                .findFirst()
                .filter(w -> w.size() > 1 && w.get(0).equals("game") && w.get(1).equals(game))
                .isPresent();
    }

    /** Plays a command script line by line, reading each command back from its text before applying it. */
    private static List<Class<?>> roundTrip(Games games, List<String> lines, Path baseDir) {
        StartedGame<?, ?> game = null;
        int i = 0;
        for (; game == null && i < lines.size(); i++) {
            if (!Words.split(lines.get(i)).isEmpty()) {
                game = games.start(lines.get(i), baseDir);
            }
        }
        return roundTrip(game, lines.subList(i, lines.size()));
    }

    private static <S, C extends Command> List<Class<?>> roundTrip(StartedGame<S, C> game, List<String> lines) {
        List<Class<?>> kinds = new ArrayList<>();
        S state = game.initial();
        for (String line : lines) {
            List<String> words = Words.split(line);
            if (words.isEmpty()) {
                continue;
            }
            C command = game.rules().parse(words, state);
            assertThat(game.rules().parse(Words.split(command.text()), state))
                    .as(line)
                    .isEqualTo(command);
            kinds.add(command.getClass());
            state = game.rules().apply(state, command);
        }
        return kinds;
    }
}
