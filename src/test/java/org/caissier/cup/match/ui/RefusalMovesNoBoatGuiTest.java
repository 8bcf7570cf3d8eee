package org.caissier.cup.match.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.junit.jupiter.api.Test;

/**
 * The journal opened beside a match from its tab, then an action refused: the refusal said in the feedback line
 * moves neither boat (found by the explorer, cup-match seed 1: the journal opened on a 1280 px window placed its
 * divider a moment later, and the match kept its old width until the refusal laid the window out again).
 */
@GuiTest
class RefusalMovesNoBoatGuiTest extends MainWindows.Shown {
    @Override
    protected boolean journalOpen() {
        return false;
    }

    @Test
    void a_refusal_said_under_the_match_moves_neither_boat() throws Exception {
        Path file = Files.copy(
                Path.of("src/test/resources/golden/cup-match-advanced.caissier"), home.resolve("match.caissier"));
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.openGame(file)));
        robot.waitForIdle();
        // The journal folded on this 1280 px window, opened from its tab beside the match.
        window.button("journalTab").click();
        robot.waitForIdle();
        Rectangle[] before = boats();
        String journal = Files.readString(file);
        window.button("matchWind").click();
        robot.waitForIdle();
        window.label("feedback").requireText(Pattern.compile("✖ .*"));
        assertThat(Files.readString(file)).as("refused: nothing written").isEqualTo(journal);
        assertThat(boats()).as("the boats where they were").containsExactly(before);
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
