package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.caissier.ui.kit.ArrangedPanel;
import org.junit.jupiter.api.Test;

/**
 * A tournament's results buttons go back beside the status once its words are short enough again, where the same
 * game opened afresh has them: the arrangement beside it, measured while the status was long, was not measured again
 * (a MigLayout keeps its parts' sizes, and only the arrangement in use was told they changed), so the buttons stayed
 * below the status until something laid the page out anew. Found by the explorer: Cup tournament seed 4 (the buttons
 * moved 75 px up when a dialog cancelled laid the page out again). 1366 × 768, text 26, the journal folded.
 */
@GuiTest
class ButtonsComeBackBesideTheStatusGuiTest extends MainWindows.Shown {
    @Override
    protected boolean journalOpen() {
        return false;
    }

    @Test
    void after_the_sail_offs_the_final_brings_the_results_buttons_back_beside_the_status() throws Exception {
        for (int i = 0; i < 5; i++) {
            window.menuItem("menuBigger").click(); // 16 to 26
        }
        GuiActionRunner.execute(() -> frame.setSize(new Dimension(1366, 768)));
        List<String> golden = Files.readAllLines(Path.of("src/test/resources/golden/cup-tournament-2.caissier"));
        Path file = home.resolve("spring.caissier");
        Files.write(file, golden.subList(0, golden.indexOf("sail-off Bob Dan")));
        open(file);
        play("sail-off Bob Dan");
        assertThat(arrangement())
                .as("the sail-offs' status too long for the buttons beside it")
                .isPositive();

        play("final Bob Ann");
        int inPlace = arrangement();
        Rectangle printInPlace = printAt();
        open(file);

        assertThat(inPlace)
                .as("the buttons beside the status, as the game opened afresh has them")
                .isZero();
        assertThat(arrangement()).isZero();
        assertThat(printInPlace)
                .as("Print results… where the game opened afresh has it")
                .isEqualTo(printAt());
    }

    private void open(Path file) {
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.openGame(file)));
        robot.waitForIdle();
    }

    private void play(String line) {
        assertThat(GuiActionRunner.execute(() -> frame.play(line))).as(line).isTrue();
        robot.waitForIdle();
    }

    private int arrangement() {
        ArrangedPanel header = (ArrangedPanel) robot.finder().findByName(frame, "cupHeader", false);
        return GuiActionRunner.execute(header::arrangement);
    }

    private Rectangle printAt() {
        Component print = robot.finder().findByName(frame, "printResults", false);
        return GuiActionRunner.execute(
                () -> SwingUtilities.convertRectangle(print.getParent(), print.getBounds(), frame.getRootPane()));
    }
}
