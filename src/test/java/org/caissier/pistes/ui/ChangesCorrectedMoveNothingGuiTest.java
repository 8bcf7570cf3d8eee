package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JSpinner;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.junit.jupiter.api.Test;

/**
 * Correcting the counted road changes by hand moves nothing below the stage: the note beside the spinner, longer
 * once corrected ("corrected by hand; counted: 0"), widened the entry column past its room at a larger text size, so
 * the chances went under it and the drivers' table 58 px down under the user's eyes. Found by the explorer: Pistes seed 3 at 300 steps (1366×768), step 63,
 * the spinner's up arrow.
 */
@GuiTest
class ChangesCorrectedMoveNothingGuiTest extends MainWindows.Shown {
    @Override
    protected boolean journalOpen() {
        return false;
    }

    @Test
    void the_spinners_arrows_leave_the_drivers_table_where_it_was_at_every_text_size() throws Exception {
        Path file = Files.copy(Path.of("src/test/resources/golden/pistes.caissier"), home.resolve("pistes.caissier"));
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.openGame(file)));
        robot.waitForIdle();
        for (int bigger = 0; bigger < 6; bigger++) {
            int size = GuiActionRunner.execute(
                    () -> UIManager.getFont("Label.font").getSize());
            Rectangle before = GuiActionRunner.execute(this::table);
            arrow("Spinner.nextButton");
            assertThat(GuiActionRunner.execute(this::table))
                    .as("the drivers' table with the road changes corrected by hand, at %d pt", size)
                    .isEqualTo(before);
            arrow("Spinner.previousButton");
            assertThat(GuiActionRunner.execute(this::table))
                    .as("the drivers' table with the road changes as counted again, at %d pt", size)
                    .isEqualTo(before);
            GuiActionRunner.execute(() -> ((AbstractButton) named("menuBigger")).doClick());
            robot.waitForIdle();
        }
    }

    /** One of the road changes spinner's arrows, clicked (as the explorer does, the page not scrolled to it). */
    private void arrow(String name) {
        JSpinner changes = (JSpinner) named("changesSpinner");
        AbstractButton arrow = (AbstractButton) robot.finder().findByName(changes, name, false);
        GuiActionRunner.execute(() -> arrow.doClick());
        robot.waitForIdle();
    }

    /** Where the drivers' table is on the page (scrolled or not). */
    private Rectangle table() {
        Component t = named("playersTable");
        return SwingUtilities.convertRectangle(t.getParent(), t.getBounds(), frame.getRootPane());
    }

    private JComponent named(String name) {
        return (JComponent) robot.finder().findByName(frame, name, false);
    }
}
