package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import org.caissier.charts.ChartTable;
import org.caissier.charts.DiceTally;
import org.caissier.charts.GameChart;
import org.caissier.charts.Replay;
import org.caissier.table.DiceOrigin;
import org.caissier.table.JournalFile;
import org.caissier.table.Session;
import org.caissier.table.counter.CounterGame;
import org.caissier.testing.TestGames;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fifth game, registered in one line (testing.TestGames) and nowhere else, gets what the four get: a place in
 * {@code --list-games}, its {@code run} option in the usage and at work, its help, its charts and the dice chart
 * from what its rules say it rolled, and a screen handed its own typed session (its golden journal is checked with
 * the others', GoldenJournalsTest). The checks of "each game" find it in the registry too, with no list edited:
 * every command dispatched (CommandDispatchTest), read back from its text (CommandTextRoundTripTest, on its golden
 * journal and {@code counter/games/every-command.cmd}), and the phone pages of the games that offer one
 * (PhonePagesTest).
 */
class FifthGameTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/counter.caissier");
    private final GameRegistry games = TestGames.registry();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Launcher launcher = new Launcher(
            games,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            System.in);

    @TempDir
    Path dir;

    /** The game's screen for a session, the session checked once to be of its game (as the window does). */
    private static <S, C extends org.caissier.table.Command> org.caissier.ui.game.GameView viewOf(
            GamePlugin<S, C> plugin, Session<?, ?> session) {
        return plugin.screens().open(plugin.module().typed(session), null);
    }

    private GamePlugin<?, ?> counter() {
        return games.require(CounterGame.ID);
    }

    @Test
    void list_games_names_the_program_s_games_then_the_fifth_and_the_program_alone_does_not() {
        assertThat(launcher.launch(List.of("--list-games"))).isZero();
        List<String> program = Wiring.registry().ids();
        assertThat(out.toString(StandardCharsets.UTF_8).lines())
                .startsWith(program.toArray(String[]::new))
                .endsWith(CounterGame.ID)
                .hasSize(program.size() + 1);
        assertThat(program).doesNotContain(CounterGame.ID).hasSize(6);
    }

    @Test
    void its_run_option_is_in_the_usage_and_writes_its_file_once_the_lines_played() throws Exception {
        assertThat(launcher.launch(List.of("--help"))).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("caissier run --scores OUT FILE")
                .contains("caissier run --pin PIN FILE")
                .contains("caissier run --export DIR FILE");
        out.reset();
        Path scores = dir.resolve("scores.csv");
        assertThat(launcher.launch(List.of("run", "--scores", scores.toString(), GOLDEN.toString())))
                .as(err.toString(StandardCharsets.UTF_8))
                .isZero();
        assertThat(Files.readString(scores)).isEqualTo("Ann,9\nBob,2\n");
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"Ann\" : 9");
    }

    @Test
    void its_run_option_on_another_game_says_so_and_prints_no_state() throws Exception {
        Path script = Files.writeString(dir.resolve("game.txt"), "game pistes Ann Bob\n");
        assertThat(launcher.launch(
                        List.of("run", "--scores", dir.resolve("s.csv").toString(), script.toString())))
                .isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo("--scores writes the scores of counter games only\n");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void its_help_comes_from_its_own_files_in_both_languages() {
        assertThat(counter().screens().commandHelp(new Messages(Locale.ENGLISH)))
                .startsWith("COUNTER")
                .contains("roll PLAYER FACE");
        assertThat(counter().screens().commandHelp(new Messages(Locale.FRENCH)))
                .startsWith("COMPTEUR")
                .contains("roll JOUEUR FACE");
    }

    @Test
    void its_charts_and_its_dice_are_drawn_from_its_journal() throws Exception {
        Replay<?, ?> replay =
                Replay.of(JournalFile.read(GOLDEN), GOLDEN.toAbsolutePath().getParent(), games.games());
        DiceTally dice = DiceTally.of(replay);
        assertThat(dice.counts(DiceOrigin.TYPED)).containsExactly(0, 0, 0, 1, 0, 0);
        assertThat(dice.counts(DiceOrigin.BOX)).containsExactly(0, 0, 0, 0, 0, 1);
        assertThat(counter().charts()).extracting(GameChart::id).containsExactly("scores");
        assertThatThrownBy(() -> games.require("pistes").gameCharts().draw(replay))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a replay of counter");
        ChartTable scores = counter().gameCharts().draw(replay).get(0).table();
        assertThat(scores.xs()).containsExactly(0, 1, 2, 3, 4);
        assertThat(scores.series())
                .containsEntry("Ann", List.of(0, 3, 3, 9, 9))
                .containsEntry("Bob", List.of(0, 0, 4, 4, 2));
    }

    /** Its chart's words are in its own bundle, in both languages: no shared bundle gains a word for it. */
    @Test
    void its_chart_s_words_come_from_its_own_bundle() {
        GameChart.Words words = counter().charts().get(0).words();
        assertThat(words.bundle()).isEqualTo("i18n.counter");
        assertThat(ResourceBundle.getBundle(words.bundle(), Locale.ENGLISH).getString(words.title()))
                .isEqualTo("Each player's score after each line");
        assertThat(ResourceBundle.getBundle(words.bundle(), Locale.FRENCH).getString(words.x()))
                .isEqualTo("Ligne (0\u202F: le départ)");
    }

    @Test
    void its_screen_is_handed_a_session_of_its_own_game_and_no_other() throws Exception {
        Path copy = Files.copy(GOLDEN, dir.resolve("counter.caissier"));
        try (Session<?, ?> session = Session.openReadOnly(copy, games.games())) {
            var view = viewOf(counter(), session);
            view.refresh();
            assertThat(((javax.swing.JLabel) view.component()).getText()).isEqualTo("{Ann=9, Bob=2}");
            assertThatThrownBy(() -> games.require("pistes").module().typed(session))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("counter");
        }
    }
}
