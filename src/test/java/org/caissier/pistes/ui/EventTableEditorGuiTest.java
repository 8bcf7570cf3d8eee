package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JButtonFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.caissier.pistes.Event;
import org.caissier.pistes.EventTable;
import org.caissier.pistes.EventTableLoader;
import org.caissier.pistes.EventTableWriter;
import org.caissier.testing.FileChoosers;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A club enters its printed event table from the Pistes new-game dialog: one cell changed with the keys, the table
 * saved to a file that loads with the changed cell, a malformed file refused with the loader's words (row and
 * column) and nothing lost, then a race started on the saved table whose game line names it and whose stage falls
 * on the changed cell.
 */
@GuiTest
class EventTableEditorGuiTest extends MainWindows.Shown {
    @TempDir
    Path club;

    @Test
    void PI_EVT_3_a_table_entered_in_the_editor_is_saved_refuses_a_bad_file_and_drives_the_next_race()
            throws Exception {
        EventTable shipped = Tables.reconstruction();
        // Row 1 (under 40 points), column 3: no damage in the program's table, a puncture in the club's.
        assertThat(shipped.at(1, 3)).isEqualTo(Event.NONE);

        robot.moveMouse(window.target(), 10, 10);
        window.button("new-pistes").click();
        DialogFixture newGame = dialog("newPistesDialog");
        ShownWindow.ensureReceivesInput(newGame);
        newGame.textBox("playerName1").enterText("Ann");
        newGame.textBox("playerName2").enterText("Bob");
        newGame.label("tableInfo").requireText("The program’s reconstruction of the table.");

        press(newGame.button("tableEdit"));
        DialogFixture editor = dialog("pistesTableDialog");
        ShownWindow.ensureReceivesInput(editor);
        editor.label("cellLabel").requireText("Row 1 (< 40 points), column 2:");

        // Keyboard only: one step right, then the digit of the event in the list (4: puncture).
        Component map = robot.finder().findByName(editor.target(), "eventHeatMap", true);
        robot.focusAndWaitForFocusGain(map);
        robot.pressAndReleaseKey(KeyEvent.VK_RIGHT);
        editor.label("cellLabel").requireText("Row 1 (< 40 points), column 3:");
        robot.type('4');
        editor.comboBox("cellEvent").requireSelection(Event.PUNCTURE.ordinal());
        editor.textBox("tableNote").setText("Vichy club, printed copy of 1972");
        editor.checkBox("tableReconstruction").requireSelected().focus().pressAndReleaseKeys(KeyEvent.VK_SPACE);
        editor.checkBox("tableReconstruction").requireNotSelected();
        editor.label("tableNotice").requireText("Entered from a printed copy of the table.");

        Path saved = club.resolve("vichy.json");
        press(editor.button("tableSave"));
        JFileChooserFixture saveAs = FileChoosers.shown(robot);
        saveAs.setCurrentDirectory(club.toFile());
        // The file does not exist yet: its name is typed, as a user would.
        saveAs.fileNameTextBox().setText(saved.getFileName().toString());
        FileChoosers.approve(saveAs);
        editor.label("tableSaved").requireText("Saved to " + saved);
        editor.label("tableProblem").requireText(" ");

        EventTable reread = new EventTableLoader().load(saved);
        assertThat(reread.at(1, 3)).isEqualTo(Event.PUNCTURE);
        assertThat(reread.with(1, 3, Event.NONE).cells()).isEqualTo(shipped.cells());
        assertThat(reread.reconstruction()).isFalse();
        assertThat(reread.note()).isEqualTo("Vichy club, printed copy of 1972");

        // A copy with a misspelt event in row 3, column 2 is refused with the loader's own words.
        Path malformed = club.resolve("misspelt.json");
        String good = new EventTableWriter().write(reread);
        String bad = good.replaceFirst("(\"row\": 3, [^\\[]*\\[)\"[a-z-]+\"", "$1\"flat-tyre\"");
        assertThat(bad).isNotEqualTo(good);
        Files.writeString(malformed, bad);
        // The save dialog is gone and Xvfb, with no window manager, makes no window active again: no key
        // would reach the editor, a click does (it activates the window it lands on).
        ShownWindow.afterDialogClosed(editor);
        editor.button("tableLoad").click();
        JFileChooserFixture open = FileChoosers.shown(robot);
        open.setCurrentDirectory(club.toFile());
        open.selectFile(malformed.toFile());
        FileChoosers.approve(open);
        assertThat(editor.label("tableProblem").text())
                .contains(malformed.toString())
                .contains("rows[2].cells[0] (row 3, column 2)")
                .contains("unknown event id \"flat-tyre\"");
        // Nothing changed: the cell, the notice, the note and the file to start with are still the saved ones.
        editor.label("cellLabel").requireText("Row 1 (< 40 points), column 3:");
        editor.comboBox("cellEvent").requireSelection(Event.PUNCTURE.ordinal());
        editor.label("tableNotice").requireText("Entered from a printed copy of the table.");
        editor.textBox("tableNote").requireText("Vichy club, printed copy of 1972");
        editor.label("tableSaved").requireText("Saved to " + saved);
        assertThat(new EventTableLoader().load(saved)).isEqualTo(reread);

        ShownWindow.afterDialogClosed(editor);
        editor.button("tableClose").click();
        ShownWindow.afterDialogClosed(newGame);
        newGame.textBox("tableFile").requireText(saved.toAbsolutePath().toString());
        // The file is read off the screen's thread once the typing stops: its answer comes a moment later.
        Settles.until(
                "the table file read",
                () -> newGame.label("tableInfo").text().equals("This file holds a printed table."));
        newGame.label("newGameProblem").requireText(" ");
        // The same once the editor is gone: Start is clicked.
        newGame.button("startGame").requireEnabled().click();

        window.label("turnLabel").requireText("Round 1 — Ann to drive (first stage)");
        ShownWindow.afterDialogClosed(window);
        assertThat(MainWindows.savedJournal(home)).contains("game pistes table=" + saved.toAbsolutePath() + " Ann Bob");

        // A short stage with 1 and 2 on the dice lands on the changed cell.
        window.textBox("sectionField").click();
        window.textBox("sectionField").enterText("R 10\n");
        window.label("stageRow").requireText("Row 1 of the event table (< 40 points)");
        assertThat(window.label("risk-puncture").text()).contains("2 in 36");
        window.menuItem("menuDiceTyped").click();
        JButtonFixture roll = window.button("rollButton").requireEnabled();
        GuiActionRunner.execute(() -> roll.target()
                .scrollRectToVisible(new Rectangle(
                        0, 0, roll.target().getWidth(), roll.target().getHeight())));
        roll.click();
        dialog("typedDiceDialog").textBox("typedDiceField").enterText("1 2\n");
        window.label("eventLabel").requireText("Puncture");
        assertThat(MainWindows.savedJournal(home)).anyMatch(l -> l.startsWith("drive Ann R10 1 2 dice=typed"));
    }

    /** Space on the focused button: keys reach a modal dialog more surely than clicks under Xvfb. */
    private static void press(JButtonFixture button) {
        button.focus().pressAndReleaseKeys(KeyEvent.VK_SPACE);
    }

    private DialogFixture dialog(String name) {
        return WindowFinder.findDialog(name).withTimeout(30, TimeUnit.SECONDS).using(robot);
    }
}
