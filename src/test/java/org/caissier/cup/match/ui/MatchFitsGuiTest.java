package org.caissier.cup.match.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.caissier.testing.ScreenLayout;
import org.caissier.ui.ArrangedPanel;
import org.caissier.ui.MainWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A match at the board on a 1366 × 768 laptop, the journal folded to its tab: at the usual text size the boats side
 * by side and the actions five a row; at twice that size the boats one above the other, fewer actions a row and
 * the card's explanation on two lines, so the page scrolls down only and every button is reachable whole.
 */
@GuiTest
class MatchFitsGuiTest {
    private static final String[] REACHED = {"boat1Mark", "boat1Penalty", "boat1Dsq", "boat2Mark", "boat2Penalty",
        "boat2Dsq", "matchEntry", "matchDiscard", "matchMiss", "matchTack", "matchLeeward", "matchShadow", "matchWind",
        "matchPivot", "matchScore", "matchBack"};

    @TempDir
    Path home;
    private Robot robot;
    private FrameFixture window;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void at_the_usual_text_size_the_boats_stand_side_by_side_and_nothing_scrolls_sideways() throws IOException {
        open(16);
        assertThat(arrangement("matchBoats")).as("both boats on a row").isZero();
        assertThat(arrangement("matchActions")).as("five actions a row").isZero();
        assertThat(GuiActionRunner.execute(() -> page().getHorizontalScrollBar().isShowing())).isFalse();
        assertReachable();
    }

    @Test
    void at_twice_the_text_size_the_page_scrolls_down_only_and_every_button_is_reachable_whole() throws IOException {
        open(32);
        assertThat(arrangement("matchBoats")).as("one boat a row").isPositive();
        assertThat(arrangement("matchActions")).as("fewer actions a row").isPositive();
        assertThat(GuiActionRunner.execute(() -> page().getHorizontalScrollBar().isShowing()))
                .as("the page scrolls sideways").isFalse();
        assertReachable();
    }

    private void assertReachable() {
        for (String name : REACHED) {
            JComponent k = named(name);
            // Through its parent: a text field's own scrollRectToVisible moves only the text inside it.
            GuiActionRunner.execute(() -> ((JComponent) k.getParent()).scrollRectToVisible(k.getBounds()));
            robot.waitForIdle();
            String where = GuiActionRunner.execute(() -> k.getVisibleRect() + " of " + k.getSize() + " in "
                    + k.getParent().getSize() + ", the page " + page().getViewport().getExtentSize());
            assertThat(ScreenLayout.wholeInSight(k)).as(name + " in sight whole once scrolled to: " + where).isTrue();
        }
        assertThat(ScreenLayout.problems(named("cupMatchView"))).isEmpty();
    }

    private int arrangement(String name) {
        ArrangedPanel panel = (ArrangedPanel) named(name);
        return GuiActionRunner.execute(panel::arrangement);
    }

    private JScrollPane page() {
        return (JScrollPane) named("gameScroll");
    }

    private JComponent named(String name) {
        return (JComponent) robot.finder().findByName(window.target(), name, true);
    }

    /** The golden match of two boats (the race over) at this text size (pt), the journal folded to its tab. */
    private void open(int textSize) throws IOException {
        // The View menu's "Larger text" steps from the size the settings hold: one step up reaches textSize.
        Files.writeString(home.resolve("settings.properties"), "fontSize=" + (textSize - 2) + "\n");
        Path match = home.resolve("club.caissier");
        Files.copy(Path.of("src/test/resources/golden/cup-match.caissier"), match);
        robot = Robots.newRobot();
        window = MainWindows.show(robot, home);
        window.menuItem("menuBigger").click();
        GuiActionRunner.execute(() -> window.target().setSize(new Dimension(1366, 768)));
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).openGame(match));
        window.panel("cupMatchView").requireVisible();
        // Folded on a laptop at start; this test display is larger, so the window may have opened it.
        if (robot.finder().findAll(window.target(), c -> "journalTab".equals(c.getName()) && c.isShowing()).isEmpty()) {
            robot.pressAndReleaseKeys(KeyEvent.VK_F9);
        }
        robot.waitForIdle();
    }
}
