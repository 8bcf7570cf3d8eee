package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.caissier.testing.FileChoosers;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A club's corrected board, opened from Game → "Long Cours: new game on a board file…": a copy with a line to a stop
 * that is not on the board is refused with the entry named and no game started; the corrected copy opens the
 * new-game dialog with the file filled in, and the game started on it knows the board's own port names.
 */
@GuiTest
class BoardFileGuiTest extends MainWindows.Shown {
    @TempDir
    Path club;

    @Test
    void D_LC_1_a_wrong_board_file_is_refused_by_name_and_a_corrected_one_starts_the_game() throws Exception {
        String shipped = new String(
                getClass().getResourceAsStream("/longcours/board.json").readAllBytes(), StandardCharsets.UTF_8);
        // The club's board calls Tamatave by its present name.
        Path corrected = club.resolve("our-board.json");
        Files.writeString(corrected, shipped.replace("Tamatave", "Toamasina"));
        Path wrong = club.resolve("misprint.json");
        String misprint = shipped.replace("[\"Dakar\", \"Tamatave\"]", "[\"Dakar\", \"Tombouctou\"]");
        assertThat(misprint).isNotEqualTo(shipped);
        Files.writeString(wrong, misprint);

        choose(wrong);
        JOptionPaneFixture refusal = JOptionPaneFinder.findOptionPane()
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(robot, SwingUtilities.getWindowAncestor(refusal.target()));
        refusal.requireErrorMessage().requireMessage(Pattern.compile("(?s).*lines\\[.*Tombouctou.*"));
        refusal.okButton().click();
        // Nothing started, nothing saved.
        ShownWindow.afterDialogClosed(window);
        window.button("new-long-cours").requireVisible();
        assertThat(home.resolve("games"))
                .satisfiesAnyOf(
                        games -> assertThat(games).doesNotExist(),
                        games -> assertThat(games).isEmptyDirectory());

        choose(corrected);
        DialogFixture newGame = WindowFinder.findDialog("newLongCoursDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(newGame);
        newGame.textBox("boardFile").requireText(corrected.toAbsolutePath().toString());
        newGame.textBox("playerName1").enterText("Ann");
        newGame.textBox("playerName2").enterText("Bob");
        newGame.textBox("playerName3").enterText("Cid");
        // Start waits for the dialog's own check of the board file, off the screen's thread.
        Settles.onScreen(
                "the board file checked",
                () -> newGame.button("startGame").target().isEnabled());
        // Enter presses Start, the dialog's default button.
        newGame.textBox("playerName3").pressAndReleaseKeys(KeyEvent.VK_ENTER);

        window.label("turnLabel").requireText("Round 1 — Ann to play");
        assertThat(MainWindows.savedJournal(home))
                .anyMatch(line ->
                        line.startsWith("game long-cours") && line.contains("board=" + corrected.toAbsolutePath()));
        assertThat(window.comboBox("stopPicker").contents())
                .contains("Toamasina")
                .doesNotContain("Tamatave");
    }

    /** Game → "new game on a board file…", then the file picked in the chooser and approved with Enter. */
    private void choose(Path file) {
        window.menuItem("menuOpenBoard").click();
        JFileChooserFixture chooser = FileChoosers.shown(robot);
        chooser.setCurrentDirectory(file.getParent().toFile());
        chooser.selectFile(file.toFile());
        FileChoosers.approve(chooser);
    }
}
