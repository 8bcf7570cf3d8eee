package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.junit.jupiter.api.Test;

/**
 * The crews' buttons of a regatta on one line in a wide window and on two in a narrow one, the window narrowed,
 * widened and narrowed again: the lines are those of the width the row has now, even a width it had before, and a
 * refused race then moves no button. The explorer saw Play the race 24 px lower after a step that changed nothing
 * (cup-regatta seed 3); a crews' row keeping the lines of a width it had before is the cause this test guards
 * against (WrapRow once asked again only once for good at each width).
 */
@GuiTest
class CrewLinesAtAWidthSeenBeforeGuiTest extends MainWindows.Shown {

    @Override
    protected boolean journalOpen() {
        return false;
    }

    @Test
    void a_width_seen_before_gets_its_lines_again_and_a_refusal_moves_no_button() {
        GuiActionRunner.execute(() ->
                frame.startGame("game cup-regatta Alexandrine Bartholomew Constantine Dorothea Evangeline Florentine"));
        robot.waitForIdle();
        for (int width : new int[] {760, 1280, 760}) {
            GuiActionRunner.execute(() -> frame.setSize(width, 860));
            robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> crews().getHeight()))
                    .as("the crews' lines at %d px", width)
                    .isEqualTo(GuiActionRunner.execute(() -> crews().getPreferredSize().height));
        }
        Rectangle before = playRace();
        window.textBox("raceField").setText("Nobody");
        window.textBox("raceField").pressAndReleaseKeys(java.awt.event.KeyEvent.VK_ENTER);
        robot.waitForIdle();
        window.label("feedback").requireText(java.util.regex.Pattern.compile("✖ .*"));
        assertThat(playRace()).as("Play the race where it was").isEqualTo(before);
    }

    private Component crews() {
        return robot.finder().findByName(frame, "raceCrews", true);
    }

    private Rectangle playRace() {
        return GuiActionRunner.execute(() -> {
            Component b = robot.finder().findByName(frame, "playRace", true);
            return SwingUtilities.convertRectangle(b.getParent(), b.getBounds(), frame.getRootPane());
        });
    }
}
