package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.app.Wiring;
import org.caissier.table.GameOpenElsewhereException;
import org.caissier.table.Session;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.junit.jupiter.api.Test;

/**
 * Another tool appends to the journal of the game the window plays: the window's next move is not written over
 * it; the window says so, stops saving, and opens the game again from the file as it is.
 */
@GuiTest
class JournalChangedGuiTest extends MainWindows.Shown {

    @Test
    void a_journal_changed_by_another_program_is_never_written_over_and_is_opened_again_as_it_is() throws Exception {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        assertThat(GuiActionRunner.execute(() -> frame.play("place Ann Marseille")))
                .isTrue();
        Path saved = MainWindows.savedGame(home);
        Files.writeString(saved, "buy Ann 2\n", StandardOpenOption.APPEND);
        String outside = Files.readString(saved);

        SwingUtilities.invokeLater(() -> frame.play("buy Ann 1"));
        DialogFixture changed = WindowFinder.findDialog("journalChangedDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        assertThat(changed.optionPane().target().getMessage().toString())
                .contains("changed")
                .contains(saved.getFileName().toString());
        assertThat(Files.readString(saved))
                .as("nothing written over the other program's line")
                .isEqualTo(outside);
        changed.button(JButtonMatcher.withText(Pattern.compile("Open it again")))
                .click();

        window.table("playersTable").requireVisible();
        assertThatThrownBy(() -> Session.open(saved, Wiring.games()))
                .as("the window holds the game again")
                .isInstanceOf(GameOpenElsewhereException.class);
        assertThat(Files.readString(saved)).isEqualTo(outside);
    }
}
