package org.caissier.cup.match.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dialog;
import java.awt.Rectangle;
import java.awt.Window;
import javax.swing.JComponent;
import javax.swing.JMenuItem;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.caissier.testing.Settles;
import org.junit.jupiter.api.Test;

/**
 * A crew's name too long for its boat is set smaller: the boat keeps the height of a name at the largest size, so
 * that a later layout (About opened and closed) does not grow the boats (found by the explorer, cup-match seed 3:
 * the boats 2 px taller after About).
 */
@GuiTest
class BoatsKeepTheirSizeGuiTest extends MainWindows.Shown {
    private static final String LONG = "Maximiliennedelacroixmontbrisondelatour";

    @Override
    protected boolean journalOpen() {
        return false;
    }

    @Test
    void a_long_name_set_smaller_keeps_its_boat_as_tall_and_about_moves_no_boat() {
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.startGame("game cup-match legs=1 " + LONG + " Bob")));
        robot.waitForIdle();
        assertThat(height("boat1Name"))
                .as("the long name, set smaller, as tall as the short one")
                .isEqualTo(height("boat2Name"));
        Rectangle[] before = boats();
        JMenuItem about = (JMenuItem) robot.finder().findByName(frame, "menuAbout", false);
        GuiActionRunner.execute(() -> SwingUtilities.invokeLater(about::doClick));
        Settles.until("About shows", () -> GuiActionRunner.execute(() -> aboutShowing() != null));
        Dialog dialog = GuiActionRunner.execute(this::aboutShowing);
        GuiActionRunner.execute(dialog::dispose);
        robot.waitForIdle();
        assertThat(boats()).as("the boats where they were, as large").containsExactly(before);
    }

    private Dialog aboutShowing() {
        for (Window w : Window.getWindows()) {
            if (w instanceof Dialog d && d.isShowing()) {
                return d;
            }
        }
        return null;
    }

    private int height(String name) {
        return GuiActionRunner.execute(
                () -> robot.finder().findByName(frame, name, true).getHeight());
    }

    private Rectangle[] boats() {
        return GuiActionRunner.execute(() -> {
            Rectangle[] at = new Rectangle[2];
            for (int i = 0; i < 2; i++) {
                JComponent boat = (JComponent) robot.finder().findByName(frame, "boat" + (i + 1), true);
                at[i] = SwingUtilities.convertRectangle(boat.getParent(), boat.getBounds(), frame.getRootPane());
            }
            return at;
        });
    }
}
