package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;

import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JButtonFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;

/**
 * A Pistes race played from the screen alone: the new-game dialog, a spare wheel bought in the shop, the worked
 * example typed in the section field, its risks read before the dice, real dice typed in, and the puncture that
 * the spare wheel repairs shown on screen and on Ann's sheet.
 */
@GuiTest
class PistesScreenGuiTest extends MainWindows.Shown {

    @Test
    void PI_MOVE_4_one_stage_from_the_sections_typed_to_the_puncture_repaired_on_the_sheet() throws Exception {
        startRace();
        window.label("turnLabel").requireText("Round 1 — Ann to drive (first stage)");

        // PI-SET-2: a spare wheel in the basket, then bought.
        window.comboBox("shopPlayer").requireSelection("Ann");
        window.button("shopPlus-spare-wheel").click();
        window.label("shopPoints").requireText("Points left: 1,000 − 100 = 900");
        window.button("shopBuy").click();
        window.label("shopPoints").requireText("Points left: 900 of 1,000");
        window.label("shopOwned-spare-wheel").requireText("1");

        // The worked example, keyboard first.
        window.textBox("sectionField").click();
        window.textBox("sectionField").enterText("R 19\n").enterText("J 11\n").enterText("B14\n");
        window.list("sectionList").requireItemCount(3);
        window.label("stagePoints").requireText("171 / 240 points");
        window.label("changesCounted").requireText("(counted: 2)");
        window.label("stageRow").requireText("Row 7 of the event table (140–179 points)");
        // Column 9 (7 on the dice + 2 changes) is a puncture in the program's table: 6 throws in 36.
        window.label("risk-puncture").requireText("Puncture: 6 in 36 (17 %)");
        window.label("risk-puncture-cover").requireText("✔ spare wheel");
        assertThat(window.label("risk-fatal-accident").text()).contains("1 in 36");

        window.menuItem("menuDiceTyped").click();
        roll();
        dialog("typedDiceDialog").textBox("typedDiceField").enterText("3 4\n");
        ShownWindow.afterDialogClosed(window);

        window.label("eventLabel").requireText("Puncture");
        assertThat(window.label("effectLabel").text()).contains("Spare wheel crossed off the sheet: full distance");
        window.label("turnLabel").requireText("Round 1 — Bob to drive (first stage)");
        window.list("sectionList").requireItemCount(0);
        window.tabbedPane("bottomTabs").selectTab(0);
        JTableFixture sheets = window.table("playersTable");
        sheets.requireCellValue(row(0).column(SheetsTableModel.EQUIPMENT), "—");
        sheets.requireCellValue(row(0).column(SheetsTableModel.TURNS), "1");
        assertThat(sheets.valueAt(row(0).column(SheetsTableModel.LAST)))
                .contains("171 pts")
                .contains("puncture")
                .contains("full distance");
        assertThat(Files.readAllLines(MainWindows.savedGame(home)))
                .contains("drive Ann R19 J11 B14 3 4 dice=typed", "equip Ann spare-wheel");
    }

    @Test
    void PI_MOVE_2_a_stage_over_240_points_is_refused_before_the_dice() {
        startRace();
        window.textBox("sectionField").click();
        window.textBox("sectionField").enterText("B 49\n");
        window.label("stagePoints").requireText("245 / 240 points");
        window.button("rollButton").requireDisabled();
        window.button("rollButton").requireToolTip("This stage costs 245 points, the most is 240.");
        window.list("sectionList").focus().pressAndReleaseKeys(KeyEvent.VK_DOWN, KeyEvent.VK_DELETE);
        window.list("sectionList").requireItemCount(0);
        window.textBox("sectionField").enterText("b 48\n");
        window.label("stagePoints").requireText("240 / 240 points");
        window.button("rollButton").requireEnabled();
    }

    @Test
    void D_PI_3_the_counted_changes_can_be_corrected_and_the_drive_line_says_so() throws Exception {
        startRace();
        window.textBox("sectionField").click();
        window.textBox("sectionField").enterText("R19 J11 B14\n");
        window.spinner("changesSpinner").requireValue(2).enterTextAndCommit("1");
        window.label("changesCounted").requireText("(corrected by hand; counted: 2)");
        window.menuItem("menuDiceTyped").click();
        roll();
        dialog("typedDiceDialog").textBox("typedDiceField").enterText("1 1\n");
        ShownWindow.afterDialogClosed(window);
        window.label("eventLabel").requireText("No damage, all is well");
        assertThat(Files.readAllLines(MainWindows.savedGame(home)))
                .contains("drive Ann R19 J11 B14 changes=1 1 1 dice=typed");
    }

    /** Xvfb's default screen is small: the play area scrolls, so the button is brought into view first. */
    private void roll() {
        JButtonFixture roll = window.button("rollButton").requireEnabled();
        GuiActionRunner.execute(() -> roll.target()
                .scrollRectToVisible(new Rectangle(
                        0, 0, roll.target().getWidth(), roll.target().getHeight())));
        roll.click();
    }

    private void startRace() {
        // The input check leaves the pointer at the window's centre, right on the launcher's only game button;
        // a press there without the pointer ever entering the button was seen to be lost.
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-pistes").click();
        DialogFixture newGame = dialog("newPistesDialog");
        ShownWindow.ensureReceivesInput(newGame);
        newGame.textBox("playerName1").enterText("Ann");
        // Enter presses the dialog's default button, Start: keys reach a dialog more surely than a click.
        newGame.textBox("playerName2").enterText("Bob\n");
        ShownWindow.afterDialogClosed(window);
    }

    /** A dialog the last click opened; the bound is generous because a loaded machine is slow to show one. */
    private DialogFixture dialog(String name) {
        return WindowFinder.findDialog(name).withTimeout(30, TimeUnit.SECONDS).using(robot);
    }
}
