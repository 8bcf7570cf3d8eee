package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.JTextField;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ScreenChecks;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.ScreenFit;
import org.junit.jupiter.api.Test;

/**
 * A new game's dialog with as many players as the game takes, each named as long as a name may be (issue 39): the
 * name field that has the keyboard is in sight when a row is added and at every Tab, and the dialog fits the screen,
 * even where its rows scroll (sixteen crews) or the whole dialog does (ten drivers at twice the text size).
 */
@GuiTest
class NameRowsInSightGuiTest extends MainWindows.Shown {
    private static final String LONG = "Anne-Sophie Delacroix-Montbrison-Lévêque";

    @Test
    void each_of_sixteen_crews_is_in_sight_as_it_is_added_and_as_tab_reaches_it() {
        DialogFixture dialog = open("new-cup-tournament", "newCupTournamentDialog");
        everyRowInSight(dialog, "addCrew", 16);
    }

    @Test
    void each_of_ten_drivers_at_twice_the_text_size_is_in_sight_as_it_is_added_and_as_tab_reaches_it() {
        GuiActionRunner.execute(() -> frame.setFontSize(32));
        DialogFixture dialog = open("new-pistes", "newPistesDialog");
        everyRowInSight(dialog, "addPlayer", 10);
    }

    /** A refusal that quotes what was typed, as long as a name may be, leaves the dialog's buttons in sight. */
    @Test
    void a_refusal_quoting_a_long_value_leaves_cancel_and_start_in_sight() {
        DialogFixture dialog = open("new-cup-tournament", "newCupTournamentDialog");
        dialog.textBox("eventDate").setText(LONG);
        robot.waitForIdle();
        for (String name : new String[] {"cancelNewGame", "startGame"}) {
            AbstractButton button = dialog.button(name).target();
            Rectangle seen = GuiActionRunner.execute(button::getVisibleRect);
            assertThat(seen.width + "x" + seen.height)
                    .as(name + " wholly in sight beside the refusal")
                    .isEqualTo(GuiActionRunner.execute(() -> button.getWidth() + "x" + button.getHeight()));
        }
    }

    private DialogFixture open(String button, String name) {
        window.button(button).click();
        DialogFixture dialog =
                WindowFinder.findDialog(name).withTimeout(30, TimeUnit.SECONDS).using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        return dialog;
    }

    /** Rows added to {@code rows} (each named at once), then Shift+Tab back to the first and Tab down to the last. */
    private void everyRowInSight(DialogFixture dialog, String add, int rows) {
        JDialog d = (JDialog) dialog.target();
        AbstractButton adds = dialog.button(add).target();
        dialog.textBox("playerName1").focus();
        inSight(d, 1, "at the start");
        int shown = GuiActionRunner.execute(() -> count(d));
        for (int i = 1; i <= shown; i++) {
            int row = i;
            GuiActionRunner.execute(() -> field(d, row).setText(LONG.substring(0, 39) + (char) ('a' + row)));
        }
        for (int row = shown + 1; row <= rows; row++) {
            int named = row;
            // As Space on the focused button would: the button may be below the fold by then.
            GuiActionRunner.execute(() -> {
                adds.doClick();
                field(d, named).setText(LONG.substring(0, 39) + (char) ('a' + named));
            });
            inSight(d, row, "added");
        }
        for (int row = rows - 1; row >= 1; row--) {
            robot.pressKey(KeyEvent.VK_SHIFT);
            robot.pressAndReleaseKey(KeyEvent.VK_TAB);
            robot.releaseKey(KeyEvent.VK_SHIFT);
            inSight(d, row, "Shift+Tab");
        }
        for (int row = 2; row <= rows; row++) {
            robot.pressAndReleaseKey(KeyEvent.VK_TAB);
            inSight(d, row, "Tab");
        }
        Rectangle[] both = GuiActionRunner.execute(
                () -> new Rectangle[] {d.getBounds(), ScreenFit.usable(d.getGraphicsConfiguration())});
        assertThat(both[1].contains(both[0]))
                .as("the dialog " + both[0] + " inside the screen " + both[1])
                .isTrue();
        dialog.close();
    }

    private void inSight(JDialog d, int row, String how) {
        robot.waitForIdle();
        Object[] seen = GuiActionRunner.execute(() -> {
            Component owner =
                    KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            return new Object[] {
                owner == null ? null : owner.getName(), ScreenChecks.keyboardInView(d, "row " + row + " " + how)
            };
        });
        assertThat(seen[0]).as("the keyboard in row " + row + " (" + how + ")").isEqualTo("playerName" + row);
        assertThat((java.util.List<?>) seen[1])
                .as("row " + row + " in sight (" + how + ")")
                .isEmpty();
    }

    private static int count(JDialog d) {
        int n = 0;
        while (find(d, "playerName" + (n + 1)) != null) {
            n++;
        }
        return n;
    }

    private static JTextField field(JDialog d, int row) {
        return (JTextField) find(d, "playerName" + row);
    }

    private static Component find(java.awt.Container in, String name) {
        for (Component k : in.getComponents()) {
            if (name.equals(k.getName())) {
                return k;
            }
            if (k instanceof java.awt.Container inner) {
                Component found = find(inner, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
