package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.SwingUtilities;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.longcours.Board;
import org.caissier.longcours.BoardLoader;
import org.caissier.testing.GuiTest;
import org.caissier.testing.Settles;
import org.caissier.testing.TypedFileDialog;
import org.caissier.ui.files.PathCheck;
import org.junit.jupiter.api.Test;

/**
 * The board file typed in the new-game dialog is read and checked once the typing stops, off the screen's thread
 * (D-LC-1): a misprinted board is refused there with the entry named and Start stays off, a corrected one is
 * said to be read and can be started on, and an empty field means the board supplied. The test holds the typing
 * timer, so "the typing stopped" is when it says.
 */
@GuiTest
class BoardFileCheckGuiTest extends TypedFileDialog {
    @Test
    void D_LC_1_a_typed_board_file_is_checked_before_start_off_the_screen_thread() throws Exception {
        String shipped = new String(
                getClass().getResourceAsStream("/longcours/board.json").readAllBytes(), StandardCharsets.UTF_8);
        Path wrong = dir.resolve("misprint.json");
        Files.writeString(wrong, shipped.replace("[\"Dakar\", \"Tamatave\"]", "[\"Dakar\", \"Tombouctou\"]"));
        Path corrected = dir.resolve("our-board.json");
        Files.writeString(corrected, shipped.replace("Tamatave", "Toamasina"));
        PathCheck.Reader<Board> watched = path -> {
            read(path);
            return new BoardLoader().load(path);
        };
        SwingUtilities.invokeLater(
                () -> answer.add(new NewGameDialog(owner.context("i18n.longcours"), typing, watched).ask()));
        DialogFixture dialog = shown("newLongCoursDialog");
        dialog.label("boardInfo").requireText("The board supplied with the program, a reconstruction.");
        dialog.textBox("playerName1").enterText("Ann");
        dialog.textBox("playerName2").enterText("Bob");
        dialog.textBox("playerName3").enterText("Cid");
        dialog.button("startGame").requireEnabled();

        dialog.textBox("boardFile").enterText(wrong.toString());
        assertThat(reads).as("nothing read while typing").isEmpty();
        dialog.label("boardInfo").requireText("Reading the file…");
        dialog.button("startGame").requireDisabled();
        typingStopped();
        Settles.onScreen(
                "the misprint refused",
                () -> dialog.label("newGameProblem").text().contains("Tombouctou"));
        assertThat(dialog.label("newGameProblem").text())
                .contains(wrong.toString())
                .contains("lines[");
        dialog.button("startGame").requireDisabled();

        dialog.textBox("boardFile").deleteText().enterText(corrected.toString());
        typingStopped();
        Settles.onScreen(
                "the corrected board read", () -> dialog.button("startGame").isEnabled());
        dialog.label("boardInfo").requireText("This file holds a board not yet checked against a printed one.");
        dialog.label("newGameProblem").requireText(" ");
        assertThat(reads).containsExactly(wrong.toString(), corrected.toString());

        dialog.button("startGame").click();
        Settles.onScreen("the dialog answered", () -> !answer.isEmpty());
        assertThat(answer).hasSize(1);
        assertThat(answer.get(0).orElseThrow())
                .startsWith("game long-cours board=" + corrected)
                .endsWith("Ann Bob Cid");
    }
}
