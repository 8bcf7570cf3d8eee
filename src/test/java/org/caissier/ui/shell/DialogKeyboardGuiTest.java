package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import javax.swing.JSpinner;
import javax.swing.JWindow;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A dialog opened from the menus takes the keyboard at once, typing and Tab, with a game open behind it; run a
 * second time under a window manager (tag {@code dialogs}, see {@code .ci/run}), as on a real desktop.
 */
@GuiTest
@Tag("dialogs")
class DialogKeyboardGuiTest extends MainWindows.Shown {

    @Test
    void the_new_event_dialog_opened_from_the_menu_over_an_open_event_takes_typing_and_tab() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game cup-tournament Ann Bob Cid")))
                .isTrue();
        window.menuItem("menuNew-cup-tournament").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupTournamentDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.hasTheKeyboard(dialog);
        // Typed where the keyboard is, as a person types: no click first.
        robot.enterText("Spring Cup");
        robot.pressAndReleaseKeys(KeyEvent.VK_TAB);
        robot.enterText("2026-05-16");
        assertThat(dialog.textBox("eventName").text())
                .as("the first field, the event's name")
                .isEqualTo("Spring Cup");
        assertThat(GuiActionRunner.execute(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager()
                        .getFocusOwner()
                        .getName()))
                .isNotEqualTo("eventName");
        assertThat(dialog.textBox("eventDate").text()).isEqualTo("2026-05-16");
        // Escape cancels, as in every dialog of the desktop.
        robot.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        dialog.requireNotVisible();
    }

    @Test
    void a_result_arriving_while_the_dialog_is_open_leaves_the_keyboard_in_the_dialog() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game cup-tournament Ann Bob Cid")))
                .isTrue();
        window.menuItem("menuNew-cup-tournament").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupTournamentDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.hasTheKeyboard(dialog);
        robot.enterText("Spring");
        // The event behind changes (a result from the command line, the box, a match's finish): the main window
        // must not ask for the keyboard it cannot have while the dialog is up.
        assertThat(GuiActionRunner.execute(() -> frame.play("result Bob Cid"))).isTrue();
        robot.waitForIdle();
        robot.enterText(" Cup");
        robot.pressAndReleaseKeys(KeyEvent.VK_TAB);
        robot.enterText("2026-05-16");
        assertThat(dialog.textBox("eventName").text()).isEqualTo("Spring Cup");
        assertThat(dialog.textBox("eventDate").text()).isEqualTo("2026-05-16");
        dialog.button("cancelNewGame").click();
    }

    @Test
    void escape_closes_the_phones_dialog_opened_from_the_menu_and_gives_the_keyboard_back_to_the_window() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game cup-tournament Ann Bob Cid")))
                .isTrue();
        window.menuItem("menuPhones").click();
        DialogFixture dialog = WindowFinder.findDialog("liveDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        robot.waitForIdle();
        // Escape, as a person closes a dialog from the keyboard: it used to stay open and take the next keys.
        robot.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        dialog.requireNotVisible();
        Component owner = focusOwner();
        assertThat(owner).as("the keyboard somewhere").isNotNull();
        assertThat(GuiActionRunner.execute(() -> SwingUtilities.getWindowAncestor(owner)))
                .isSameAs(frame);
    }

    @Test
    void a_window_of_the_main_window_that_is_no_dialog_closing_leaves_the_keyboard_where_it_is() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        // The keyboard in the amount to buy, not in the next input (the point-of-call list).
        Component amount = GuiActionRunner.execute(() ->
                ((JSpinner.DefaultEditor) window.spinner("buyAmount").target().getEditor()).getTextField());
        robot.click(amount);
        robot.waitForIdle();
        assertThat(focusOwner()).isSameAs(amount);
        // A heavyweight popup (a menu or a tooltip too large for the window) is a window of its own, owned by the
        // main window; its closing is no dialog closing and sends the keyboard nowhere.
        GuiActionRunner.execute(() -> {
            JWindow popup = new JWindow(frame);
            popup.setFocusableWindowState(false);
            popup.setBounds(10, 10, 40, 20);
            popup.setVisible(true);
            popup.dispose();
        });
        robot.waitForIdle();
        assertThat(focusOwner()).isSameAs(amount);
    }

    private Component focusOwner() {
        robot.waitForIdle();
        return GuiActionRunner.execute(
                () -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }
}
