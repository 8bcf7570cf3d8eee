package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.matcher.JLabelMatcher;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.table.JournalFile;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ReadOnlyPaths;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A saved game this user may not write: the window says so in a sentence and offers to look at it. */
@GuiTest
class ReadOnlyGameGuiTest extends MainWindows.Shown {
    private final ReadOnlyPaths readOnly = new ReadOnlyPaths();

    @AfterEach
    void close() throws Exception {
        readOnly.restore();
    }

    @Test
    void a_read_only_game_is_explained_and_opens_to_be_looked_at() throws Exception {
        Path saved = Files.writeString(
                home.resolve("evening.caissier"),
                JournalFile.MAGIC + "\ngame long-cours Ann Bob Cid\nplace Ann Marseille\n");
        readOnly.lock(saved);
        SwingUtilities.invokeLater(() -> ((MainWindow) window.target()).openGame(saved));
        DialogFixture offer = WindowFinder.findDialog("openElsewhereDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        offer.label(JLabelMatcher.withText(Pattern.compile("You may not write to this game's file:")))
                .requireVisible();
        offer.label(JLabelMatcher.withText(saved.toString())).requireVisible();
        offer.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.table("playersTable").requireCellValue(TableCell.row(0).column(9), "Marseille");
        assertThat(GuiActionRunner.execute(() ->
                        ((MainWindow) window.target()).session().orElseThrow().readOnly()))
                .isTrue();
    }
}
