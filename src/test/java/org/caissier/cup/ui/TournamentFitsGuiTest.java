package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
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
 * A tournament's page on a 1366 × 768 laptop: at the usual text size the results' buttons beside the status and
 * the standings beside the matches; at twice that size (a television across the room) the same parts one above
 * the other, so the page scrolls down only and every button and table is reachable whole.
 */
@GuiTest
class TournamentFitsGuiTest {
    private static final String[] REACHED = {"exportResults", "printResults", "publishLive", "cupTabs",
        "matchesTable", "dsqButton", "withdrawButton", "endRoundRobinButton"};

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
    void at_the_usual_text_size_the_parts_stand_side_by_side_and_nothing_scrolls() throws IOException {
        open(16);
        assertThat(arrangement()).as("the results' buttons beside the status").isZero();
        assertThat(orientation()).isEqualTo(JSplitPane.HORIZONTAL_SPLIT);
        assertThat(GuiActionRunner.execute(() -> page().getHorizontalScrollBar().isShowing()
                || page().getVerticalScrollBar().isShowing())).as("the page scrolls").isFalse();
        for (String name : REACHED) {
            assertThat(ScreenLayout.wholeInSight(whole(name))).as(name + " in sight").isTrue();
        }
        assertThat(ScreenLayout.problems(view())).isEmpty();
    }

    @Test
    void at_twice_the_text_size_the_page_scrolls_down_only_and_every_part_is_reachable_whole() throws IOException {
        open(32);
        assertThat(arrangement()).as("the results' buttons below the status").isPositive();
        assertThat(orientation()).as("the standings below the matches").isEqualTo(JSplitPane.VERTICAL_SPLIT);
        assertThat(GuiActionRunner.execute(() -> page().getHorizontalScrollBar().isShowing()))
                .as("the page scrolls sideways").isFalse();
        for (String name : REACHED) {
            JComponent whole = whole(name);
            GuiActionRunner.execute(() -> whole.scrollRectToVisible(new Rectangle(0, 0, whole.getWidth(),
                    whole.getHeight())));
            robot.waitForIdle();
            // A table's pane taller than the page (seven crews at this size) fills the page's height instead.
            int[] seen = GuiActionRunner.execute(() -> new int[] {whole.getVisibleRect().width,
                whole.getVisibleRect().height, whole.getWidth(), Math.min(whole.getHeight(),
                page().getViewport().getExtentSize().height)});
            assertThat(seen[0]).as(name + "'s width in sight once scrolled to").isEqualTo(seen[2]);
            assertThat(seen[1]).as(name + "'s height in sight once scrolled to").isEqualTo(seen[3]);
        }
        assertThat(ScreenLayout.problems(view())).isEmpty();
    }

    /** The component, or the scroll pane it scrolls in (a table). */
    private JComponent whole(String name) {
        JComponent k = named(name);
        return k.getParent().getParent() instanceof JScrollPane table ? table : k;
    }

    private int arrangement() {
        ArrangedPanel header = (ArrangedPanel) named("cupHeader");
        return GuiActionRunner.execute(header::arrangement);
    }

    private int orientation() {
        JSplitPane split = (JSplitPane) named("cupSplit");
        return GuiActionRunner.execute(split::getOrientation);
    }

    private JScrollPane page() {
        return (JScrollPane) named("gameScroll");
    }

    private JComponent view() {
        return named("cupTournamentView");
    }

    private JComponent named(String name) {
        return (JComponent) robot.finder().findByName(window.target(), name, true);
    }

    /** The golden tournament (seven crews, the final under way) at this text size (pt) in a laptop-sized window. */
    private void open(int textSize) throws IOException {
        // The View menu's "Larger text" steps from the size the settings hold: one step up reaches textSize.
        Files.writeString(home.resolve("settings.properties"), "fontSize=" + (textSize - 2) + "\n");
        Path event = home.resolve("club.caissier");
        Files.copy(Path.of("src/test/resources/golden/cup-tournament.caissier"), event);
        robot = Robots.newRobot();
        window = MainWindows.show(robot, home);
        window.menuItem("menuBigger").click();
        GuiActionRunner.execute(() -> window.target().setSize(new Dimension(1366, 768)));
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).openGame(event));
        window.panel("cupTournamentView").requireVisible();
        robot.waitForIdle();
    }
}
