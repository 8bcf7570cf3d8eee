package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.event.KeyEvent;
import java.util.Locale;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.app.Wiring;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Theme;
import org.junit.jupiter.api.Test;

/**
 * On a laptop's window (narrower than 1500 px) the journal starts folded to a tab at the right edge, so that the
 * game has the whole width; F9 or a click on the tab opens it, and the choice holds for the next window.
 */
@GuiTest
class JournalDrawerGuiTest extends MainWindows.ShownLater {
    @Test
    void on_a_narrow_window_the_journal_starts_folded_and_f9_opens_it_for_good() {
        Robot robot = Robots.newRobot();
        window = show(robot);
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).startGame("game long-cours Ann Bob Cid"));
        robot.waitForIdle();
        window.button("journalTab").requireVisible();
        assertThat(showing(robot, "journalPanel"))
                .as("folded on a 1260 px window")
                .isFalse();

        window.pressAndReleaseKeys(KeyEvent.VK_F9);
        robot.waitForIdle();
        assertThat(showing(robot, "journalPanel")).as("F9 opens it").isTrue();
        window.list("journalList").requireVisible();

        window.cleanUp();
        window = show(Robots.newRobot());
        GuiActionRunner.execute(() -> ((MainWindow) window.target())
                .openGame(GuiActionRunner.execute(
                        () -> new AppSettings(home).lastGame().orElseThrow())));
        window.robot().waitForIdle();
        assertThat(showing(window.robot(), "journalPanel"))
                .as("still open in the next window")
                .isTrue();

        window.button("undoToHere").requireVisible();
        window.pressAndReleaseKeys(KeyEvent.VK_F9);
        window.robot().waitForIdle();
        assertThat(showing(window.robot(), "journalPanel"))
                .as("F9 folds it again")
                .isFalse();
        window.button("journalTab").click();
        window.robot().waitForIdle();
        assertThat(showing(window.robot(), "journalPanel"))
                .as("a click on the tab opens it")
                .isTrue();
    }

    private FrameFixture show(Robot robot) {
        MainWindow frame = GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            Theme.apply(false, 14);
            return new MainWindow(settings, Wiring.registry());
        });
        FrameFixture f = new FrameFixture(robot, frame);
        f.show(new Dimension(1260, 640)); // narrower than the journal's 1500 px, and than any test display
        // Whole on the test's screen, the tab at its right edge included.
        GuiActionRunner.execute(() -> frame.setLocation(0, 0));
        ShownWindow.ensureReceivesInput(f);
        return f;
    }

    private static boolean showing(Robot robot, String name) {
        return GuiActionRunner.execute(() -> robot.finder()
                        .findAll(c -> name.equals(c.getName()) && c.isShowing())
                        .size()
                == 1);
    }
}
