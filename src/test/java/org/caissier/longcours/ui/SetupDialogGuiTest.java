package org.caissier.longcours.ui;

import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.longcours.ShipColour;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The captains typed one after the other, Tab between the names: no colour changes on the way. */
@GuiTest
class SetupDialogGuiTest extends MainWindows.Shown {

    @BeforeEach
    void open() {
        robot.moveMouse(window.target(), 10, 10);
    }

    @Test
    void tab_goes_from_name_to_name_and_typing_never_changes_a_colour() {
        window.button("new-long-cours").click();
        DialogFixture dialog = WindowFinder.findDialog("newLongCoursDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        dialog.textBox("playerName1").click().enterText("Ann");
        robot.pressAndReleaseKey(KeyEvent.VK_TAB);
        robot.enterText("Bob");
        robot.pressAndReleaseKey(KeyEvent.VK_TAB);
        robot.enterText("Gil");

        dialog.textBox("playerName2").requireText("Bob");
        dialog.textBox("playerName3").requireText("Gil");
        dialog.comboBox("playerColour1").requireSelection(ShipColour.RED.ordinal());
        dialog.comboBox("playerColour2").requireSelection(ShipColour.BLUE.ordinal());
        dialog.comboBox("playerColour3").requireSelection(ShipColour.GREEN.ordinal());

        // Clicked on purpose, a colour list still takes the arrow keys, never a letter.
        dialog.comboBox("playerColour1").focus();
        robot.enterText("g");
        dialog.comboBox("playerColour1").requireSelection(ShipColour.RED.ordinal());
    }
}
