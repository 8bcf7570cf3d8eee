package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.junit.jupiter.api.Test;

/** The words Swing draws itself, in the file choosers and the message boxes, follow the program's language. */
@GuiTest
class SwingWordsGuiTest extends MainWindows.Shown {

    @Test
    void file_choosers_and_message_boxes_speak_the_language_chosen() {
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).setLanguage(Locale.FRENCH));
        assertThat(swingWords()).containsExactly("Ouvrir", "Ouvrir", "Annuler", "Tous les fichiers");

        GuiActionRunner.execute(() -> ((MainWindow) window.target()).setLanguage(Locale.ENGLISH));
        assertThat(swingWords()).containsExactly("Open", "Open", "Cancel", "All Files");
    }

    /** A new chooser's title, Open button and "All Files" filter, and a new message box's Cancel button. */
    private List<String> swingWords() {
        return GuiActionRunner.execute(() -> {
            JFileChooser chooser = new JFileChooser();
            JOptionPane box = new JOptionPane();
            return List.of(
                    chooser.getUI().getDialogTitle(chooser),
                    chooser.getUI().getApproveButtonText(chooser),
                    UIManager.getString("OptionPane.cancelButtonText", box.getLocale()),
                    chooser.getAcceptAllFileFilter().getDescription());
        });
    }
}
