package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.core.matcher.JButtonMatcher.withText;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A plain command script, as {@code caissier run} takes it, opened in the window: offered as a new game saved
 * beside it, the script itself never written to.
 */
@GuiTest
class ScriptAsGameGuiTest extends MainWindows.Shown {
    private static final String SCRIPT = "# Ann's race, typed by hand\ngame pistes Ann Bob\nequip Ann spare-wheel\n";

    @TempDir
    Path folder;

    @Test
    void a_script_is_played_as_a_new_game_saved_beside_it_and_left_as_it_is() throws Exception {
        Path script = Files.writeString(folder.resolve("race.txt"), SCRIPT);
        SwingUtilities.invokeLater(() -> ((MainWindow) window.target()).openGame(script));
        DialogFixture ask = dialog("scriptDialog");
        ShownWindow.ensureReceivesInput(ask);
        assertThat(ask.optionPane().target().getMessage().toString())
                .startsWith("“race.txt” is a list of commands, not a saved game.")
                .contains("saved beside it as “race-game.caissier”")
                .contains("The list itself is left as it is.");
        ask.button(withText("Play it as a new game")).click();
        ShownWindow.afterDialogClosed(window);

        window.label("turnLabel").requireText("Round 1 — Ann to drive (first stage)");
        window.tabbedPane("bottomTabs").selectTab(1);
        window.label("shopOwned-spare-wheel").requireText("1");
        assertThat(Files.readString(script)).isEqualTo(SCRIPT);
        Path game = folder.resolve("race-game.caissier");
        assertThat(Files.readAllLines(game)).first().isEqualTo("# caissier journal 1");
        assertThat(Files.readAllLines(game)).contains("game pistes Ann Bob", "equip Ann spare-wheel");
    }

    @Test
    void a_script_that_breaks_a_rule_is_refused_with_its_line_and_nothing_is_made() throws Exception {
        Path script = Files.writeString(folder.resolve("bad.txt"), SCRIPT + "equip Ann carburettor 5\n");
        SwingUtilities.invokeLater(() -> ((MainWindow) window.target()).openGame(script));
        DialogFixture error = dialog("openErrorDialog");
        assertThat(error.optionPane().target().getMessage().toString().replace('\n', ' '))
                .contains("line 4")
                .contains("Nothing was created");
        error.optionPane().okButton().click();
        // (opening any file takes the lock beside it, .bad.txt.lock, before it is read)
        assertThat(Files.list(folder).filter(p -> !p.getFileName().toString().startsWith(".")))
                .containsExactly(script);
    }

    @Test
    void a_file_that_is_neither_a_game_nor_a_list_of_commands_is_refused_saying_what_either_begins_with()
            throws Exception {
        Path passwd = Files.writeString(folder.resolve("passwd"), "root:x:0:0:root:/root:/bin/bash\n");
        SwingUtilities.invokeLater(() -> ((MainWindow) window.target()).openGame(passwd));
        DialogFixture error = dialog("openErrorDialog");
        assertThat(error.optionPane().target().getMessage().toString().replace('\n', ' '))
                .contains(
                        "“passwd” is neither a saved game",
                        "# caissier journal 1",
                        "nor a list of commands",
                        "game …",
                        "The file was left as it is");
        error.optionPane().okButton().click();
        assertThat(Files.readString(passwd)).isEqualTo("root:x:0:0:root:/root:/bin/bash\n");
    }

    @Test
    void a_folder_is_called_a_folder_in_the_screens_language_not_a_file_of_the_wrong_kind() throws Exception {
        MainWindow frame = (MainWindow) window.target();
        GuiActionRunner.execute(() -> frame.setLanguage(Locale.FRENCH));
        Path games = Files.createDirectory(folder.resolve("parties.caissier"));
        SwingUtilities.invokeLater(() -> frame.openGame(games));
        DialogFixture error = dialog("openErrorDialog");
        assertThat(error.optionPane().target().getMessage().toString().replace('\n', ' '))
                .contains(games + " n’est pas un fichier ordinaire (c’est un dossier")
                .doesNotContain("ni une partie enregistrée");
        error.optionPane().okButton().click();
    }

    private DialogFixture dialog(String name) {
        return WindowFinder.findDialog(name).withTimeout(30, TimeUnit.SECONDS).using(robot);
    }
}
