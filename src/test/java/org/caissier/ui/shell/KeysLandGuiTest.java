package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.AWTEvent;
import java.awt.Dimension;
import java.awt.Toolkit;
import java.awt.event.AWTEventListener;
import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;
import javax.swing.JDialog;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTestExtension;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.ScreenFit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every key lands where it was typed (docs/architecture.md, "Where the keys go"), fifty times in a row: into a dialog
 * fitted to the screen as it is given the keyboard, and into two fields one after the other at twice the usual text
 * size, where the new-race dialog is taller than the screen and scrolls. Run under openbox only (tag
 * {@code dialogs} without {@code gui}: see {@code .ci/run}), where the window manager gives the keyboard to a dialog
 * at its own pace; the CI's other lane runs it beside, which keeps the machine busy.
 */
@Tag("dialogs")
@ExtendWith(GuiTestExtension.class)
// Fifty dialogs at 32 pt outlast the suite's four minutes on a loaded machine (CI's other lane beside them).
@org.junit.jupiter.api.Timeout(value = 12, unit = TimeUnit.MINUTES)
class KeysLandGuiTest extends MainWindows.ShownLater {
    private static final int TRIES = 50;

    /**
     * At the usual text size the new-event dialog fits the laptop's screen, and the window system's late answer
     * about its size, past the screen, comes as it is given the keyboard (openbox did so after the main window was
     * resized): the dialog is fitted at that moment, every try. Its content moved into a scroll pane then, and it took
     * no key (docs/architecture.md, "Where the keys go").
     */
    @Test
    void the_new_event_dialog_takes_every_key_fifty_times_over_a_busy_resized_event() throws IOException {
        MainWindow frame = open(false);
        AWTEventListener lateSize = e -> {
            if (e.getID() == WindowEvent.WINDOW_GAINED_FOCUS
                    && e.getSource() instanceof JDialog d
                    && "newCupTournamentDialog".equals(d.getName())) {
                d.setSize(d.getWidth(), 3000);
                ScreenFit.fit(d);
            }
        };
        Toolkit.getDefaultToolkit().addAWTEventListener(lateSize, AWTEvent.WINDOW_FOCUS_EVENT_MASK);
        try {
            typeIntoTheNewEventDialog(frame);
        } finally {
            Toolkit.getDefaultToolkit().removeAWTEventListener(lateSize);
        }
    }

    private void typeIntoTheNewEventDialog(MainWindow frame) {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game cup-tournament Ann Bob Cid Dan Eve Fay Gus")))
                .isTrue();
        assertThat(GuiActionRunner.execute(() -> frame.play("result Bob Gus"))).isTrue();
        for (int i = 0; i < TRIES; i++) {
            int n = i;
            // The window resized and the event changed behind it between two dialogs, as at the table.
            GuiActionRunner.execute(
                    () -> frame.setSize(n % 2 == 0 ? new Dimension(1200, 720) : new Dimension(1366, 768)));
            assertThat(GuiActionRunner.execute(() -> frame.play(n % 2 == 0 ? "correct Gus Bob" : "correct Bob Gus")))
                    .isTrue();
            window.menuItem("menuNew-cup-tournament").click();
            DialogFixture dialog = WindowFinder.findDialog("newCupTournamentDialog")
                    .withTimeout(30, TimeUnit.SECONDS)
                    .using(robot);
            ShownWindow.hasTheKeyboard(dialog);
            // Typed where the keyboard is, as a person types once the caret shows: no click, no focus asked.
            robot.enterText("Cup " + i);
            robot.pressAndReleaseKeys(KeyEvent.VK_TAB);
            robot.enterText("2026-05-16");
            assertThat(dialog.textBox("eventName").text() + " | "
                            + dialog.textBox("eventDate").text())
                    .as("try %d: the name, Tab, the date", i)
                    .isEqualTo("Cup " + i + " | 2026-05-16");
            robot.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
            dialog.requireNotVisible();
        }
    }

    @Test
    void two_names_typed_one_field_after_the_other_each_land_in_their_own_field_fifty_times() throws IOException {
        open(true);
        for (int i = 0; i < TRIES; i++) {
            window.button("new-pistes").click();
            DialogFixture dialog = WindowFinder.findDialog("newPistesDialog")
                    .withTimeout(30, TimeUnit.SECONDS)
                    .using(robot);
            ShownWindow.hasTheKeyboard(dialog);
            dialog.textBox("playerName1").enterText("Ann");
            dialog.textBox("playerName2").enterText("Bob");
            assertThat(dialog.textBox("playerName1").text() + " | "
                            + dialog.textBox("playerName2").text())
                    .as("try %d: the two names", i)
                    .isEqualTo("Ann | Bob");
            robot.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
            dialog.requireNotVisible();
        }
    }

    /** The program in a laptop's window, at 32 pt when {@code large} (where the new-race dialog scrolls). */
    private MainWindow open(boolean large) throws IOException {
        if (large) {
            // The View menu's "Larger text" steps from the size the settings hold: one step up reaches 32.
            Files.writeString(home.resolve("settings.properties"), "fontSize=30\n");
        }
        robot = Robots.newRobot();
        window = MainWindows.show(robot, home);
        if (large) {
            window.menuItem("menuBigger").click();
        }
        MainWindow frame = (MainWindow) window.target();
        GuiActionRunner.execute(() -> frame.setSize(new Dimension(1366, 768)));
        return frame;
    }
}
