package org.caissier.ui.box;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.junit.jupiter.api.Test;

/**
 * A press on the box is no keystroke: the keyboard stays in the command bar where someone is typing, whether a line
 * is begun there or the bar is empty between two lines.
 */
@GuiTest
class BoxKeepsTheKeyboardGuiTest extends MainWindows.Shown {

    @Test
    void a_box_press_that_ends_the_turn_leaves_the_keyboard_in_the_command_bar() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        window.textBox("commandBar").click();
        robot.enterText("place Ann Marseille\n");
        robot.enterText("buy Ann 2\n");
        Component bar = window.textBox("commandBar").target();
        assertThat(focusOwner()).as("the keyboard in the empty bar").isSameAs(bar);

        // Ann's seat button, as BoxSession calls it on the screen's thread.
        assertThat(GuiActionRunner.execute(() -> frame.boxAction("end-turn", 1).taken()))
                .isTrue();
        window.label("turnLabel").requireText("Round 1 — Bob to play");
        assertThat(focusOwner()).as("after a press, the bar empty").isSameAs(bar);
        robot.enterText("place Bob Ha");
        assertThat(GuiActionRunner.execute(() -> frame.boxAction("end-turn", 2).taken()))
                .isTrue();
        assertThat(focusOwner()).as("after a press, a line begun").isSameAs(bar);
        robot.enterText("mbourg\n");
        assertThat(MainWindows.savedJournal(home))
                .contains("place Ann Marseille", "buy Ann 2", "end Ann", "place Bob Hambourg");
    }

    private Component focusOwner() {
        robot.waitForIdle();
        return GuiActionRunner.execute(
                () -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }
}
