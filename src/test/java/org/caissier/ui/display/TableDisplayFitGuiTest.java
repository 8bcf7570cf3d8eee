package org.caissier.ui.display;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.LongNames;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ScreenAudit;
import org.caissier.testing.ScreenChecks;
import org.caissier.ui.kit.WrappingLabel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The table display fits whatever it is given (issue 23, item 3): on a 1920×1080 television the names, cash,
 * points and the last event are 48 px or more for up to 6 captains, 6 drivers or 8 crews; on a 1366×768 laptop's
 * whole screen and in the window it opens in there, the largest size that shows everything and 32 px or more;
 * 16 crews go in two halves side by side and stay whole; a match of six boats is whole with every word 32 px or
 * more (issue 39); at 1280×720 too, with names as long as a name may be; nothing is cut, the Cup's next matches included. Sizes are those of the components' fonts; "whole" is the screen
 * audit's fit check on the display's window.
 */
@GuiTest
class TableDisplayFitGuiTest extends MainWindows.Shown {
    private static final String[] NAMES = {
        "Jean-Christophe",
        "Marie-Antoinette",
        "Pierre-Alexandre",
        "Anne-Charlotte",
        "Marie-Josèphe",
        "Charles-Henri",
        "Jean-Baptiste",
        "Guillaume",
        "Christophe",
        "Véronique",
        "Marguerite",
        "Gwendoline",
        "Maximilien",
        "Bérengère",
        "Anne-Sophie",
        "Éléonore"
    };

    @ParameterizedTest(name = "{0} with {1} players")
    @CsvSource({
        "long-cours, 6, Name, Cash",
        "pistes, 6, Name, Points",
        "cup-tournament, 8, Crew, Points",
        "cup-regatta, 6, Crew, Net"
    })
    void the_figures_are_48_px_on_a_television_and_32_or_more_on_a_laptop_and_nothing_is_cut(
            String game, int players, String name, String figure) {
        GuiActionRunner.execute(() -> frame.startGame("game " + game + " " + names(players)));
        FrameFixture display = open();
        List<String> figures = new ArrayList<>();
        for (int row = 1; row <= players; row++) {
            figures.add("display" + name + row);
            figures.add("display" + figure + row);
        }
        if (!game.equals("pistes")) {
            figures.add("displayLastEvent"); // Pistes shows the last event itself, three times larger
        }

        robot.waitForIdle();
        assertWhole(display, game + " in the window it opens in"); // on CI's 1280×1024 screen or a 1366×768 one
        assertAtLeast(display, 32f, figures);
        assertEveryWordAtLeast32(display, game + " in the window it opens in");

        resize(display, 1920, 1080);
        assertWhole(display, game + " at 1920×1080");
        assertAtLeast(display, 48f, figures);

        resize(display, 1366, 768);
        assertWhole(display, game + " at 1366×768");
        assertAtLeast(display, 32f, figures);

        resize(display, 1280, 720);
        assertWhole(display, game + " at 1280×720");
        assertAtLeast(display, 32f, figures);
        assertEveryWordAtLeast32(display, game + " at 1280×720");
        display.close();
    }

    /**
     * Names as long as a name may be, for the most players a game takes (twelve drivers, sixteen crews in two halves),
     * on a 1280×720 laptop's whole screen: every word 32 px or more, nothing cut. A name wraps (after a hyphen if it
     * must) or, in the players' sheet, gives its surnames' initials; it is whole in the turn line and on every other
     * screen. Twelve rows stand closer, a sheet's least needed columns are left out.
     */
    @ParameterizedTest(name = "{0} with {1} long names")
    @CsvSource({
        "long-cours, 6",
        "pistes, 8",
        "pistes, 12",
        "cup-tournament, 8",
        "cup-tournament, 16",
        "cup-regatta, 6",
        "cup-match, 6"
    })
    void long_names_keep_every_word_at_32_px_or_more_at_1280_by_720(String game, int players) {
        GuiActionRunner.execute(() -> frame.startGame("game " + game + " " + LongNames.quoted(players)));
        FrameFixture display = open();
        resize(display, 1280, 720);
        String where = game + " with " + players + " long names at 1280×720";
        assertWhole(display, where);
        assertEveryWordAtLeast32(display, where);
        display.close();
    }

    /**
     * Pistes' banner names the driver of the last stage: with a 40-letter name that line is wider than the laptop's
     * screen at 32 px, and wraps there, whole. The stage is driven with the display open: it fits itself again.
     */
    @Test
    void a_long_name_in_the_pistes_banner_wraps_whole_at_32_px_at_1280_by_720() {
        GuiActionRunner.execute(() -> frame.startGame("game pistes " + LongNames.quoted(6)));
        FrameFixture display = open();
        resize(display, 1280, 720);
        String driver = "\"" + LongNames.ALL.get(0) + "\"";
        assertThat(GuiActionRunner.execute(() -> frame.play("drive " + driver + " R19 J11 B14 3 4 dice=typed")))
                .isTrue();
        robot.waitForIdle();
        String where = "pistes, a long name's stage driven, at 1280×720";
        assertThat(GuiActionRunner.execute(() -> find(display, "displayWho") instanceof WrappingLabel w
                        ? w.words()
                        : ((JLabel) find(display, "displayWho")).getText()))
                .as(where)
                .startsWith(LongNames.ALL.get(0) + " rolled 3 + 4");
        assertWhole(display, where);
        assertEveryWordAtLeast32(display, where);
        display.close();
    }

    /**
     * Twelve drivers named as long as a name may be, once stages are driven: the banner names the last driver and
     * says what his event did (a minor accident names him twice), under a turn line that names the next one. The
     * display closes up rather than set its type below 32 px, in both languages, whatever the event.
     */
    @ParameterizedTest(name = "in {0}")
    @ValueSource(strings = {"en", "fr"})
    void twelve_long_names_keep_every_word_at_32_px_once_stages_are_driven_at_1280_by_720(String language) {
        if (language.equals("fr")) {
            window.menuItem("menuFrench").click();
        }
        GuiActionRunner.execute(() -> frame.startGame("game pistes " + LongNames.quoted(12)));
        FrameFixture display = open();
        resize(display, 1280, 720);
        String[] stages = {
            "R10 J10 B10 6 6", // row 1, column > 13: a minor accident, the driver named twice
            "R10 J10 6 5", // row 1, column 12: an electrical failure, not on the sheet
            "R19 J11 B14 3 4", // no damage
            "R40 J30 5 6" // a column of 12 further up the table
        };
        for (int i = 0; i < stages.length; i++) {
            String driver = "\"" + LongNames.ALL.get(i) + "\"";
            String drive = "drive " + driver + " " + stages[i] + " dice=typed";
            assertThat(GuiActionRunner.execute(() -> frame.play(drive)))
                    .as(drive)
                    .isTrue();
            robot.waitForIdle();
            String where = "pistes, 12 long names in " + language + ", after " + drive + ", at 1280×720";
            assertWhole(display, where);
            assertEveryWordAtLeast32(display, where);
        }
        display.close();
    }

    /**
     * Pistes' banner is as tall as its words: after a long event (a minor accident names a long-named driver twice)
     * a short one leaves no band of the event's colour with nothing in it under its words (it filled the room
     * between the turn line and the sheet), and the display is whole at 32 px or more after each.
     */
    @ParameterizedTest(name = "at {0}×{1}")
    @CsvSource({"1366, 768", "1920, 1080"})
    void the_pistes_banner_is_as_tall_as_its_words_after_a_taller_event(int w, int h) {
        GuiActionRunner.execute(() -> frame.startGame("game pistes " + LongNames.quoted(6)));
        FrameFixture display = open();
        resize(display, w, h);
        int[] heights = new int[2];
        String[] stages = {"R10 J10 B10 6 6", "R19 J11 B14 3 4"}; // a minor accident, then no damage
        for (int i = 0; i < stages.length; i++) {
            String drive = "drive \"" + LongNames.ALL.get(i) + "\" " + stages[i] + " dice=typed";
            assertThat(GuiActionRunner.execute(() -> frame.play(drive)))
                    .as(drive)
                    .isTrue();
            robot.waitForIdle();
            String where = "pistes, after " + drive + ", at " + w + "×" + h;
            int[] banner = GuiActionRunner.execute(() -> {
                Component b = find(display, "displayBanner");
                return new int[] {b.getHeight(), b.getPreferredSize().height};
            });
            assertThat(banner[0])
                    .as(where + ": the banner's height, its words asking for " + banner[1])
                    .isLessThanOrEqualTo(banner[1]);
            heights[i] = banner[0];
            assertWhole(display, where);
            assertEveryWordAtLeast32(display, where);
        }
        assertThat(heights[1])
                .as("the short event's banner against the long one's")
                .isLessThan(heights[0]);
        display.close();
    }

    @ParameterizedTest(name = "at {0}×{1}")
    @CsvSource({"1920, 1080", "1366, 768"})
    void sixteen_crews_stay_whole_and_the_next_matches_are_whole(int w, int h) {
        GuiActionRunner.execute(() -> frame.startGame("game cup-tournament " + names(16)));
        FrameFixture display = open();
        resize(display, w, h);
        assertWhole(display, "16 crews at " + w + "×" + h);
        List<String> rows =
                IntStream.rangeClosed(1, 16).mapToObj(r -> "displayCrew" + r).toList();
        for (String row : rows) {
            assertThat(inWindow(display, row)).as(row + " inside the display").isTrue();
        }
        String next = GuiActionRunner.execute(() -> ((JLabel) find(display, "displayNext")).getText());
        assertThat(next.split(" – ", -1))
                .as("six matches, each whole on its line: " + next)
                .hasSize(7);
        display.close();
    }

    /** Six boats side by side were wider than any screen: two rows of three, their long names wrapped. */
    @ParameterizedTest(name = "at {0}×{1}")
    @CsvSource({"1280, 720", "1920, 1080"})
    void a_match_of_six_boats_is_whole_at_32_px_or_more(int w, int h) {
        GuiActionRunner.execute(() -> frame.startGame("game cup-match " + names(6)));
        FrameFixture display = open();
        resize(display, w, h);
        assertWhole(display, "6 boats at " + w + "×" + h);
        assertEveryWordAtLeast32(display, "6 boats at " + w + "×" + h);
        for (int boat = 1; boat <= 6; boat++) {
            assertThat(inWindow(display, "display" + boat + "_0"))
                    .as("boat " + boat + " inside the display")
                    .isTrue();
        }
        display.close();
    }

    private FrameFixture open() {
        window.menuItem("menuTableDisplay").click();
        FrameFixture display =
                WindowFinder.findFrame("tableDisplay").withTimeout(30, SECONDS).using(robot);
        robot.waitForIdle();
        return display;
    }

    private void resize(FrameFixture display, int w, int h) {
        GuiActionRunner.execute(() -> display.target().setBounds(0, 0, w, h));
        robot.waitForIdle();
    }

    private void assertWhole(FrameFixture display, String where) {
        List<ScreenAudit.Fault> faults = GuiActionRunner.execute(
                () -> ScreenAudit.of(display.target(), where, new ScreenAudit.Checks(true, false, false)).stream()
                        // The display may be larger than the test's screen: it stands for a television's.
                        .filter(f -> !f.key().endsWith("window larger than the screen"))
                        .toList());
        assertThat(faults).as(where).isEmpty();
    }

    /** Every word showing in the display, headings and the next matches included: the screen audit's check. */
    private void assertEveryWordAtLeast32(FrameFixture display, String where) {
        assertThat(GuiActionRunner.execute(() -> ScreenChecks.displayWords(display.target(), where)))
                .as(where)
                .isEmpty();
    }

    private void assertAtLeast(FrameFixture display, float px, List<String> names) {
        for (String n : names) {
            assertThat(size(display, n)).as(n).isGreaterThanOrEqualTo(px);
        }
    }

    private float size(FrameFixture display, String name) {
        return GuiActionRunner.execute(() -> find(display, name).getFont().getSize2D());
    }

    private boolean inWindow(FrameFixture display, String name) {
        return GuiActionRunner.execute(() -> {
            Component k = find(display, name);
            Container content = ((JFrame) display.target()).getContentPane();
            Rectangle at = SwingUtilities.convertRectangle(k.getParent(), k.getBounds(), content);
            return k.isShowing() && new Rectangle(content.getSize()).contains(at);
        });
    }

    private Component find(FrameFixture display, String name) {
        return robot.finder().findByName(display.target(), name, JComponent.class, false);
    }

    private static String names(int n) {
        return Arrays.stream(NAMES).limit(n).map(s -> "\"" + s + "\"").collect(Collectors.joining(" "));
    }
}
