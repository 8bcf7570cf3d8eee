package org.caissier.ui.display;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;

import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.WrappingLabel;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The table display follows the game as it is played and goes away with its menu item or with the game. */
@GuiTest
class TableDisplayGuiTest extends MainWindows.Shown {

    @BeforeEach
    void open() {
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).startGame("game long-cours Ann Bob Cid"));
    }

    @Test
    void a_purchase_shows_on_the_table_display_with_the_captains_new_cash_and_cargo() {
        FrameFixture display = openDisplay();
        assertThat(((WrappingLabel) display.label("displayTurn").target()).words())
                .isEqualTo("Round 1 — Ann to play");
        String before = display.label("displayCash1").text();
        display.label("displayCargo1").requireText("·");

        play("place Ann Marseille");
        play("buy Ann 2");

        String cashOnTheSheet = window.table("playersTable").valueAt(row(0).column(1));
        display.label("displayCash1").requireText(cashOnTheSheet);
        assertThat(cashOnTheSheet).isNotEqualTo(before);
        display.label("displayCargo1").requireText("2 M fruit"); // the hold in one column, as the journal says it
        display.label("displayStop1").requireText("Marseille");

        window.menuItem("menuTableDisplay").click();
        display.requireNotVisible();
    }

    @Test
    void closing_the_game_closes_the_table_display() {
        FrameFixture display = openDisplay();
        window.menuItem("menuClose").click();
        display.requireNotVisible();
        window.menuItem("menuTableDisplay").requireDisabled();
    }

    private FrameFixture openDisplay() {
        window.menuItem("menuTableDisplay").click();
        FrameFixture display =
                WindowFinder.findFrame("tableDisplay").withTimeout(30, SECONDS).using(robot);
        // The display opens over the main window when there is no second screen; the menus below are clicked in
        // the main window, so it comes back on top, and where Java believes it is is checked as after a dialog.
        GuiActionRunner.execute(() -> window.target().toFront());
        ShownWindow.afterDialogClosed(window);
        return display;
    }

    private void play(String line) {
        boolean played = GuiActionRunner.execute(() -> ((MainWindow) window.target()).play(line));
        assertThat(played).as(line).isTrue();
    }
}
