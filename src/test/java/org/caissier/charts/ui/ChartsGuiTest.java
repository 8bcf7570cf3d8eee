package org.caissier.charts.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.charts.DiceTally;
import org.caissier.charts.Replay;
import org.caissier.longcours.Fortunes;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursModule;
import org.caissier.longcours.LongCoursState;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesModule;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.StagePoints;
import org.caissier.table.Command;
import org.caissier.table.Games;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.caissier.ui.shell.MainWindow;
import org.jfree.chart.ChartPanel;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Drawing needs fonts, so a display: the exports and the window from the Game menu. */
@GuiTest
class ChartsGuiTest {
    private static final Games GAMES = new Games(List.of(new LongCoursModule(), new PistesModule()));

    @TempDir
    Path dir;

    private static <S, C extends Command> Replay<S, C> replayOf(String resource, Class<S> state, Class<C> command) {
        return replayOf(resource).as(state, command);
    }

    private static Replay<?, ?> replayOf(String resource) {
        try {
            return replay(Files.readAllLines(Path.of("src/test/resources", resource)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Replay<?, ?> replay(List<String> lines) {
        String gameLine =
                lines.stream().filter(l -> l.startsWith("game ")).findFirst().orElseThrow();
        return Replay.play(
                GAMES.start(gameLine, Path.of(".")), lines.subList(lines.indexOf(gameLine) + 1, lines.size()));
    }

    @Test
    void each_chart_saves_as_a_png_of_the_export_size_and_as_an_svg_naming_the_players() throws Exception {
        ChartFactory english = new ChartFactory(new ChartTexts(Locale.ENGLISH));
        var longCours = replayOf(
                "longcours/games/1-storms-brawls-two-auctions.cmd", LongCoursState.class, LongCoursCommand.class);
        var pistes = replayOf("pistes/games/three-drivers.cmd", PistesState.class, PistesCommand.class);
        List<JFreeChart> charts = List.of(
                english.chart(Fortunes.CHART, Fortunes.of(longCours).table()),
                english.dice(DiceTally.of(longCours)),
                english.chart(StagePoints.CHART, StagePoints.of(pistes).table()));
        for (int i = 0; i < charts.size(); i++) {
            Path png = dir.resolve(i + ".png");
            Path svg = dir.resolve(i + ".svg");
            ChartExport.png(charts.get(i), png);
            ChartExport.svg(charts.get(i), svg);
            BufferedImage image = ImageIO.read(png.toFile());
            assertThat(image.getWidth()).isEqualTo(ChartExport.WIDTH);
            assertThat(image.getHeight()).isEqualTo(ChartExport.HEIGHT);
            assertThat(Files.readString(svg))
                    .contains("<svg")
                    .contains(charts.get(i).getTitle().getText());
        }
        assertThat(Files.readString(dir.resolve("2.svg"))).contains("Anne", "Bruno", "Chlo");
    }

    @Test
    void the_dice_chart_says_whether_each_origin_looks_fair_in_the_table_s_language() {
        Replay<?, ?> longCours = replayOf("longcours/games/1-storms-brawls-two-auctions.cmd");
        JFreeChart french = new ChartFactory(new ChartTexts(Locale.FRENCH)).dice(DiceTally.of(longCours));
        List<String> subtitles = new ArrayList<>();
        for (int i = 0; i < french.getSubtitleCount(); i++) {
            if (french.getSubtitle(i) instanceof TextTitle t) {
                subtitles.add(t.getText());
            }
        }
        assertThat(subtitles).anyMatch(s -> s.startsWith("Saisis\u202F: ") && s.contains("trop peu pour juger"));
    }

    @Test
    void game_menu_charts_opens_the_charts_of_the_open_game() throws Exception {
        Robot robot = Robots.newRobot();
        FrameFixture window = MainWindows.show(robot, dir);
        try {
            window.menuItem("menuCharts").requireDisabled();
            MainWindow frame = (MainWindow) window.target();
            List<String> game = List.of("game long-cours Ann Bob Cid", "place Ann Marseille", "buy Ann 2", "end Ann");
            assertThat(GuiActionRunner.execute(() -> frame.startGame(game.get(0))))
                    .isTrue();
            for (String line : game.subList(1, game.size())) {
                assertThat(GuiActionRunner.execute(() -> frame.play(line)))
                        .as(line)
                        .isTrue();
            }
            window.menuItem("menuCharts").requireEnabled().click();
            DialogFixture charts = WindowFinder.findDialog("chartsWindow")
                    .withTimeout(20, TimeUnit.SECONDS)
                    .using(robot);
            charts.tabbedPane("chartsTabs").requireTabTitles("Fortunes", "Dice");
            ChartPanel panel =
                    (ChartPanel) charts.panel("chart-fortunes").requireVisible().target();
            // Each captain's fortune, round by round, as the journal gives it: not an empty frame.
            Map<String, List<Number>> shown = GuiActionRunner.execute(() -> {
                XYDataset data = panel.getChart().getXYPlot().getDataset();
                Map<String, List<Number>> series = new LinkedHashMap<>();
                for (int i = 0; i < data.getSeriesCount(); i++) {
                    List<Number> values = new ArrayList<>();
                    for (int j = 0; j < data.getItemCount(i); j++) {
                        values.add(data.getY(i, j).intValue());
                    }
                    series.put(String.valueOf(data.getSeriesKey(i)), values);
                }
                return series;
            });
            Fortunes expected = Fortunes.of(replay(game).as(LongCoursState.class, LongCoursCommand.class));
            assertThat(shown).containsOnlyKeys("Ann", "Bob", "Cid").isEqualTo(expected.players());
            assertThat(shown.get("Ann")).hasSize(2).doesNotHaveDuplicates();
            charts.close();
        } finally {
            window.cleanUp();
        }
    }

    @Test
    void the_charts_bundles_have_the_same_keys_in_both_languages() throws Exception {
        Properties en = new Properties();
        Properties fr = new Properties();
        try (var a = Files.newBufferedReader(Path.of("resources/i18n/charts.properties"));
                var b = Files.newBufferedReader(Path.of("resources/i18n/charts_fr.properties"))) {
            en.load(a);
            fr.load(b);
        }
        assertThat(fr.stringPropertyNames()).isEqualTo(en.stringPropertyNames());
    }
}
