package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.core.matcher.JLabelMatcher;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.table.JournalFile;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.ui.kit.AppSettings;
import org.junit.jupiter.api.Test;

/** The shell around the games: a damaged save, the language, the last game. */
@GuiTest
class ShellGuiTest extends MainWindows.Shown {

    @Test
    void a_damaged_save_goes_on_from_a_copy_of_what_came_before_and_is_itself_left_untouched() throws Exception {
        Path saved = home.resolve("evening.caissier");
        String text = JournalFile.MAGIC + "\ngame long-cours Ann Bob Cid\nplace Ann Marseille\nbuy Ann 2\n"
                + "buy Ann 999\nend Ann\n";
        Files.writeString(saved, text);
        SwingUtilities.invokeLater(() -> frame.openGame(saved));
        DialogFixture rescue = WindowFinder.findDialog("rescueDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        assertThat(rescue.label(JLabelMatcher.withText(Pattern.compile(".*line 5.*")))
                        .text())
                .contains("line 5");
        rescue.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.label("turnLabel").requireText("Round 1 — Ann to play");
        window.table("playersTable").requireCellValue(TableCell.row(0).column(1), "1 M");
        assertThat(Files.readString(saved)).isEqualTo(text);
        assertThat(home.resolve("evening-rescued.caissier")).exists();
    }

    @Test
    void in_french_the_damaged_line_is_named_in_french() throws Exception {
        GuiActionRunner.execute(() -> frame.setLanguage(Locale.FRENCH));
        Path saved = home.resolve("soir.caissier");
        Files.writeString(
                saved,
                JournalFile.MAGIC + "\ngame long-cours Ann Bob Cid\nplace Ann Marseille\nbuy Ann 2\n"
                        + "buy Ann 999\n");
        SwingUtilities.invokeLater(() -> frame.openGame(saved));
        DialogFixture rescue = WindowFinder.findDialog("rescueDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        String question = rescue.label(JLabelMatcher.withText(Pattern.compile(".*ligne 5\u202F: .*")))
                .text();
        assertThat(question)
                .as("the rule's own words, in French too")
                .isEqualTo("ligne 5\u202F: LC-SET-6\u202F: au premier tour on ne fait qu’un premier achat");
        rescue.button(JButtonMatcher.withText(Pattern.compile("Ne pas.*"))).click();
        // Not opened: the error that follows says the same, in French, and is closed.
        DialogFixture error = WindowFinder.findDialog("openErrorDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        assertThat(error.optionPane().target().getMessage().toString().replace('\n', ' '))
                .contains("ligne 5\u202F: LC-SET-6\u202F: au premier tour on ne fait qu’un premier achat");
        error.optionPane().okButton().click();
    }

    @Test
    void the_menus_speak_french_once_chosen_and_still_after_a_restart() {
        window.menuItem("menuFrench").click();
        assertThat(window.menuItem("menu.game").target().getText()).isEqualTo("Partie");
        window.button("openFile").requireText("Ouvrir une partie enregistrée…");
        assertThat(new AppSettings(home).locale().getLanguage()).isEqualTo("fr");
    }

    @Test
    void enter_on_the_first_screen_resumes_the_last_game() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        assertThat(GuiActionRunner.execute(() -> frame.play("place Ann Marseille")))
                .isTrue();
        window.menuItem("menuClose").click();
        window.button("resume").requireEnabled().requireFocused();
        window.button("resume").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.table("playersTable").requireCellValue(TableCell.row(0).column(9), "Marseille");
    }
}
