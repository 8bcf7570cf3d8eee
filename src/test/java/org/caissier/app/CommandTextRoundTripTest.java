package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.caissier.table.Command;
import org.caissier.table.Rules;
import org.caissier.table.Session;
import org.caissier.table.StartedGame;
import org.caissier.table.Step;
import org.caissier.table.Words;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The text form of a command lives in one place per game: its record's {@code text()} and the game's parser, which
 * read each other back. Checked on every line of the golden journals and of the games' command scripts, which
 * between them hold every kind of command each game has (a kind they miss fails here: a new command needs a line
 * there too).
 */
class CommandTextRoundTripTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"long-cours,org.caissier.longcours.LongCoursCommand,longcours/games,",
            "pistes,org.caissier.pistes.PistesCommand,pistes/games,org.caissier.pistes.PistesCommand$NewGame",
            "cup-tournament,org.caissier.cup.TournamentCommand,cup/games,"
                    + "org.caissier.cup.TournamentCommand$NewTournament",
            "cup-regatta,org.caissier.cup.RegattaCommand,cup/games,org.caissier.cup.RegattaCommand$NewRegatta",
            "cup-match,org.caissier.cup.match.MatchCommand,cup/match,org.caissier.cup.match.MatchCommand$NewMatch",
            "espion,org.caissier.espion.EspionCommand,espion/games,"})
    void every_command_reads_back_from_its_own_text_and_every_kind_is_tried(String game, String type,
            String scriptDir, String gameLineType) throws Exception {
        Path copy = dir.resolve(game + ".caissier");
        Files.copy(Path.of("src/test/resources/golden", game + ".caissier"), copy);
        Set<Class<?>> kinds = new HashSet<>();
        try (Session<?, ?> session = Session.open(copy, Wiring.games())) {
            kinds.addAll(roundTrip(session));
        }
        try (var scripts = Files.list(Path.of("src/test/resources", scriptDir))) {
            for (Path script : scripts.filter(p -> p.toString().endsWith(".cmd")).sorted().toList()) {
                List<String> lines = Files.readAllLines(script);
                if (startsGame(lines, game)) {
                    kinds.addAll(roundTrip(lines, script.getParent()));
                }
            }
        }
        Set<Class<?>> expected = new HashSet<>(Arrays.asList(Class.forName(type).getPermittedSubclasses()));
        // The game line is the kernel's business: it starts a game, it is not played in one.
        if (gameLineType != null) {
            expected.remove(Class.forName(gameLineType));
        }
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
        return lines.stream().map(Words::split).filter(w -> !w.isEmpty()).findFirst()
                .filter(w -> w.size() > 1 && w.get(0).equals("game") && w.get(1).equals(game)).isPresent();
    }

    /** Plays a command script line by line, reading each command back from its text before applying it. */
    private static List<Class<?>> roundTrip(List<String> lines, Path baseDir) {
        StartedGame<?, ?> game = null;
        int i = 0;
        for (; game == null && i < lines.size(); i++) {
            if (!Words.split(lines.get(i)).isEmpty()) {
                game = Wiring.games().start(lines.get(i), baseDir);
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
            assertThat(game.rules().parse(Words.split(command.text()), state)).as(line).isEqualTo(command);
            kinds.add(command.getClass());
            state = game.rules().apply(state, command);
        }
        return kinds;
    }
}
