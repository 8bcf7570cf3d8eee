package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JMenu;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JFileChooserFinder;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.caissier.cup.export.ResultsExport;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Game → Export results… and Print results… for an open Cup event (its phones: the one Show on phones… item): there for a
 * tournament and a regatta, absent with no game or another game open; Export writes the results page where asked.
 */
@GuiTest
class CupMenuGuiTest extends MainWindows.Shown {
    private static final List<String> CUP_ITEMS = List.of("menuCupExport", "menuCupPrint");

    @TempDir
    Path out;

    @Test
    void an_open_tournament_has_the_cup_items_and_export_writes_its_results_page_where_asked() throws Exception {
        assertThat(gameMenuNames()).doesNotContainAnyElementsOf(CUP_ITEMS);
        start("game cup-tournament Ann Bob Cid");
        assertThat(GuiActionRunner.execute(() -> frame().play("result Bob Cid")))
                .isTrue();
        assertThat(gameMenuNames())
                .containsAll(CUP_ITEMS)
                .contains("menuPhones")
                .doesNotContain("menuCupLive");
        CUP_ITEMS.forEach(name -> window.menuItem(name).requireEnabled());

        window.menuItem("menuCupExport").click();
        JFileChooserFixture chooser = JFileChooserFinder.findFileChooser("exportFolderChooser")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        // The folder is chosen as the chooser's own Save button would choose it, without waiting for the chooser
        // to list a shared temporary folder.
        GuiActionRunner.execute(() -> {
            chooser.target().setSelectedFile(out.toFile());
            chooser.target().approveSelection();
        });
        // The export goes on once the chooser's own event loop has returned: wait for the window to say so.
        Settles.until(
                "the export reported", () -> window.label("feedback").text().contains(ResultsExport.PAGE));

        Path page = out.resolve(ResultsExport.PAGE);
        assertThat(page).exists();
        assertThat(Files.readString(page))
                .contains("id=\"standings\"")
                .contains("Bob")
                .contains("Cid");
        assertThat(out.resolve(ResultsExport.STANDINGS)).exists();
        assertThat(out.resolve(ResultsExport.RESULTS)).exists();
        assertThat(window.label("feedback").text()).contains(page.toString());
    }

    @Test
    void an_open_regatta_has_the_cup_items_and_long_cours_has_none() {
        start("game cup-regatta Ann Bob Cid");
        assertThat(gameMenuNames()).containsAll(CUP_ITEMS);
        CUP_ITEMS.forEach(name -> window.menuItem(name).requireEnabled());

        start("game long-cours Ann Bob Cid");
        assertThat(gameMenuNames()).doesNotContainAnyElementsOf(CUP_ITEMS);
    }

    private void start(String gameLine) {
        assertThat(GuiActionRunner.execute(() -> frame().startGame(gameLine))).isTrue();
        robot.waitForIdle();
    }

    private MainWindow frame() {
        return (MainWindow) window.target();
    }

    /** The names of the Game menu's items as the window has built them for what is open now. */
    private List<String> gameMenuNames() {
        return GuiActionRunner.execute(() -> {
            JMenu game = frame().getJMenuBar().getMenu(0);
            return Arrays.stream(game.getMenuComponents())
                    .map(Component::getName)
                    .toList();
        });
    }
}
