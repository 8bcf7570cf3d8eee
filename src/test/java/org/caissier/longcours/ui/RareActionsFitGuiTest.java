package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ScreenAudit;
import org.junit.jupiter.api.Test;

/**
 * The rare actions unfolded (found by the explorer, long-cours seed 1): the column of actions then scrolls, and its
 * scroll bar took the actions' right edge — every action must stay wholly in the window.
 */
@GuiTest
class RareActionsFitGuiTest extends MainWindows.Shown {

    @Test
    void the_rare_actions_unfolded_leave_every_action_wholly_in_the_window() {
        GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cy"));
        window.toggleButton("moreActions").click();
        robot.waitForIdle();
        List<ScreenAudit.Fault> faults = GuiActionRunner.execute(
                () -> ScreenAudit.of(frame, "long-cours", new ScreenAudit.Checks(true, false, false)));
        assertThat(faults)
                .filteredOn(f -> f.key().endsWith("must show, not wholly in the window")
                        || f.key().endsWith("page scrolls sideways"))
                .isEmpty();
    }
}
