package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import javax.swing.SwingUtilities;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.pistes.EventTable;
import org.caissier.pistes.EventTableLoader;
import org.caissier.testing.GuiTest;
import org.caissier.testing.Settles;
import org.caissier.testing.TypedFileDialog;
import org.caissier.ui.files.PathCheck;
import org.junit.jupiter.api.Test;

/**
 * The table file typed in the new-race dialog is read once the typing stops and never on the screen's thread:
 * a pipe's path (which would wait for ever for a writer if it were opened) leaves the dialog answering and is
 * refused with a message. The test holds the typing timer, so "the typing stopped" is when it says.
 */
@GuiTest
class TableFileOffTheEdtGuiTest extends TypedFileDialog {
    @Test
    void a_pipe_typed_as_the_table_file_is_read_once_off_the_screen_thread_and_refused_with_a_message()
            throws Exception {
        Path pipe = dir.resolve("pipe.json");
        assertThat(new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor())
                .isZero();
        PathCheck.Reader<EventTable> watched = path -> {
            read(path);
            if (SwingUtilities.isEventDispatchThread()) {
                throw new IllegalStateException("read on the screen's thread"); // opening a pipe here would freeze it
            }
            return new EventTableLoader().load(path);
        };
        SwingUtilities.invokeLater(
                () -> answer.add(new NewGameDialog(owner.context("i18n.pistes"), typing, watched).ask()));
        DialogFixture dialog = shown("newPistesDialog");
        dialog.textBox("playerName1").enterText("Ann");
        dialog.textBox("playerName2").enterText("Bob");

        dialog.textBox("tableFile").enterText(pipe.toString());
        assertThat(reads).as("nothing read while typing").isEmpty();
        dialog.label("tableInfo").requireText("Reading the file…");
        dialog.button("startGame").requireDisabled();

        typingStopped();
        Settles.until(
                "the pipe refused", () -> dialog.label("newGameProblem").text().contains("not a regular file"));
        assertThat(reads).containsExactly(pipe.toString());
        assertThat(dialog.label("newGameProblem").text()).contains(pipe.toString());
        dialog.button("startGame").requireDisabled();

        dialog.textBox("tableFile").deleteText();
        dialog.label("tableInfo").requireText("The program’s reconstruction of the table.");
        dialog.button("startGame").requireEnabled().click();
        Settles.until("the dialog answered", () -> !answer.isEmpty());
        assertThat(answer).containsExactly(Optional.of("game pistes Ann Bob"));
    }
}
