package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Point;
import java.awt.event.KeyEvent;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.plaf.basic.BasicSplitPaneUI;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.app.Wiring;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.UiTimer;
import org.junit.jupiter.api.Test;

/**
 * The journal opened beside the game on a laptop's window leaves the game its width: the drawer, folded as such a
 * window starts, had taken the split's divider out with the game's view, so the split opened again had none, and the
 * first layout after it was painted read the missing divider's place, 0, as the divider's: the game went to 0 px and
 * every control on it out of the window. Found by the explorer: America's Cup regatta seeds 6 and 7 at 300 steps
 * (1366×768), the journal's tab, then any step that laid the split out again.
 */
@GuiTest
class GameKeepsItsWidthBesideTheJournalGuiTest extends MainWindows.ShownLater {
    private MainWindow frame;

    @Test
    void the_journal_opened_on_a_laptop_leaves_the_game_the_width_its_page_needs_or_half() {
        showWithAGame();
        window.pressAndReleaseKeys(KeyEvent.VK_F9);
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> named("journalPanel").isShowing()))
                .as("F9 opens the journal")
                .isTrue();
        assertGameKeepsItsRoom("the journal just opened");

        // Each line played lays the split out again: the first took the divider's place from a divider it no
        // longer had, the next laid the game out there.
        window.textBox("commandBar").enterText("place Ann Marseille").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.textBox("commandBar").enterText("buy Ann 2").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        robot.waitForIdle();
        assertGameKeepsItsRoom("two lines played beside the journal");

        Component divider = GuiActionRunner.execute(() -> ((BasicSplitPaneUI) split().getUI()).getDivider());
        Point from = GuiActionRunner.execute(() -> {
            Point p = divider.getLocationOnScreen();
            return new Point(p.x + divider.getWidth() / 2, p.y + divider.getHeight() / 2);
        });
        Point edge = GuiActionRunner.execute(() -> new Point(frame.getLocationOnScreen().x + 2, from.y));
        robot.pressMouse(from, MouseButton.LEFT_BUTTON);
        robot.moveMouse(new Point((from.x + edge.x) / 2, from.y));
        robot.moveMouse(edge);
        robot.releaseMouse(MouseButton.LEFT_BUTTON);
        robot.waitForIdle();
        assertGameKeepsItsRoom("the divider dragged to the window's left edge");

        window.pressAndReleaseKeys(KeyEvent.VK_F9);
        robot.waitForIdle();
        window.pressAndReleaseKeys(KeyEvent.VK_F9);
        robot.waitForIdle();
        assertGameKeepsItsRoom("the journal folded and opened again");
    }

    @Test
    void a_journal_width_kept_from_a_wider_screen_leaves_the_game_its_room() {
        AppSettings kept = new AppSettings(home);
        kept.put("journal.open", "true");
        kept.put("journal.width", "2000"); // dragged wide on a 2560 px monitor
        showWithAGame();
        assertGameKeepsItsRoom("the window opened with the journal");
        window.pressAndReleaseKeys(KeyEvent.VK_F9);
        robot.waitForIdle();
        window.pressAndReleaseKeys(KeyEvent.VK_F9);
        robot.waitForIdle();
        assertGameKeepsItsRoom("the journal folded and opened again");
    }

    /** The main window at a laptop's size, the journal as the settings in {@code home} place it, a game started. */
    private void showWithAGame() {
        robot = Robots.newRobot();
        window = MainWindows.show(robot, home, UiTimer.swing(), Wiring.registry(), false);
        frame = (MainWindow) window.target();
        GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid"));
        robot.waitForIdle();
    }

    /** The game's page as wide as it needs at the least, or half the split when it needs more: never squeezed. */
    private void assertGameKeepsItsRoom(String after) {
        int[] widths = GuiActionRunner.execute(() -> {
            JScrollPane game = (JScrollPane) named("gameScroll");
            int half = (split().getWidth() - split().getDividerSize()) / 2;
            return new int[] {
                game.getWidth(),
                Math.min(
                        half,
                        game.getViewport().getView().getMinimumSize().width
                                + game.getVerticalScrollBar().getPreferredSize().width),
                split().getWidth()
            };
        });
        assertThat(widths[0])
                .as("the game's width beside the journal (the split %d px wide), after %s", widths[2], after)
                .isGreaterThanOrEqualTo(widths[1])
                .isPositive();
    }

    private JSplitPane split() {
        return (JSplitPane) named("tableSplit");
    }

    private Component named(String name) {
        return robot.finder().findByName(frame, name, false);
    }
}
