package org.caissier.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
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
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game cup-tournament Ann Bob Cid"))).isTrue();
        window.menuItem("menuNew-cup-tournament").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupTournamentDialog").withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        robot.waitForIdle();
        // Typed where the keyboard is, as a person types: no click first.
        robot.enterText("Spring Cup");
        robot.pressAndReleaseKeys(KeyEvent.VK_TAB);
        robot.enterText("2026-05-16");
        assertThat(dialog.textBox("eventName").text()).as("the first field, the event's name").isEqualTo("Spring Cup");
        assertThat(GuiActionRunner.execute(() -> java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager()
                .getFocusOwner().getName())).isNotEqualTo("eventName");
        assertThat(dialog.textBox("eventDate").text()).isEqualTo("2026-05-16");
        dialog.button("cancelNewGame").click();
    }
}
