package org.caissier.espion.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.table.LineSeal;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.Test;

/**
 * The program as it is shipped ({@code app.Wiring}) seals a new game at its own cost, Argon2id with 64 MiB, 3 passes
 * and one lane: the other screen tests seal at the cheapest cost to stay fast, so this one pays one derivation to
 * show that the cheap cost never reaches the program.
 */
@GuiTest
class EspionShippedSealGuiTest extends MainWindows.Shown {

    @Test
    void the_spy_s_new_pin_is_derived_at_the_shipped_cost_and_the_file_says_so() {
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).startGame("game espion Anna Bruno"));
        window.button("spyTurn").click();
        DialogFixture pin = dialog("pinDialog");
        pin.textBox("pinField").enterText("24681012");
        pin.textBox("pinAgain").enterText("24681012");
        pin.textBox("pinField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        // The spy's view opens once the key is derived and the sealing line written.
        DialogFixture spy = dialog("spyDialog");
        assertThat(MainWindows.savedJournal(home))
                .filteredOn(l -> l.startsWith(LineSeal.HEADER))
                .singleElement()
                .asString()
                .startsWith(LineSeal.HEADER + "argon2id m=65536 t=3 p=1 salt=");
        spy.button("spyClose").click();
        ShownWindow.afterDialogClosed(window);
    }

    private DialogFixture dialog(String name) {
        DialogFixture dialog =
                WindowFinder.findDialog(name).withTimeout(60, TimeUnit.SECONDS).using(robot);
        ShownWindow.ensureReceivesInput(robot, dialog.target());
        return dialog;
    }
}
