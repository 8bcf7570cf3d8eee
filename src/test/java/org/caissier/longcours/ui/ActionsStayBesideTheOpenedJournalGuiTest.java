package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.caissier.testing.Settles;
import org.junit.jupiter.api.Test;

/**
 * On a laptop's window, the journal opened beside the game with its tab, nothing on the game moves as the window is
 * laid out again: End the turn's Alt+T refused (its words in the feedback line), a line played and taken back, the
 * rare actions unfolded and folded. The journal, folded at the start (below 1500 px), had lost its split's divider
 * as it folded (the split emptied whole), and the split's first layouts after being painted took the missing
 * divider's place, 0, for the game's width: the actions went from 882 to 665 px wide and the captains' table 13 px
 * up, or the game to nothing. Found by the explorer: Long Cours seed 6 at 300 steps (1366×768), step 44, Alt+T.
 */
@GuiTest
class ActionsStayBesideTheOpenedJournalGuiTest extends MainWindows.Shown {
    @Override
    protected boolean journalOpen() {
        return false;
    }

    @Test
    void a_line_taken_back_alt_t_refused_and_the_rare_actions_unfolded_leave_every_control_where_it_was() {
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.startGame("game long-cours Ann Bob Cy")));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> ((AbstractButton) named("journalTab")).doClick());
        robot.waitForIdle();
        paint();
        Map<String, Rectangle> before = GuiActionRunner.execute(this::places);
        assertThat(before.get("gameScroll").width)
                .as("the game's width beside the journal")
                .isGreaterThan(before.get("journalPanel").width);
        // A line played and taken back: the journal beside the game changes, and the window is laid out again.
        GuiActionRunner.execute(() -> ((JComboBox<?>) named("stopPicker")).setSelectedItem("Marseille"));
        click("placeButton");
        assertThat(GuiActionRunner.execute(() -> frame.session().orElseThrow().history()))
                .as("Ann placed")
                .hasSize(1);
        click("menuUndo");
        assertThat(GuiActionRunner.execute(this::places))
                .as("after a line played and taken back")
                .isEqualTo(before);
        JComponent bar = named("commandBar");
        GuiActionRunner.execute(() -> bar.requestFocusInWindow());
        Settles.onScreen("the command bar has the keyboard", bar::isFocusOwner);
        for (int tries = 0; tries < 3; tries++) {
            robot.pressKey(KeyEvent.VK_ALT);
            robot.pressAndReleaseKey(KeyEvent.VK_T);
            robot.releaseKey(KeyEvent.VK_ALT);
            robot.waitForIdle();
            paint();
            assertThat(GuiActionRunner.execute(this::places))
                    .as("after End the turn's letter, refused (try %d)", tries + 1)
                    .isEqualTo(before);
            click("moreActions");
            click("moreActions");
            assertThat(GuiActionRunner.execute(this::places))
                    .as("after the rare actions unfolded and folded again (try %d)", tries + 1)
                    .isEqualTo(before);
        }
        assertThat(GuiActionRunner.execute(() -> frame.session().orElseThrow().history()))
                .as("nothing played but the line taken back")
                .hasSize(1);
    }

    /** The window painted now, as it is after every step a user sees. */
    private void paint() {
        GuiActionRunner.execute(() -> frame.getRootPane()
                .paintImmediately(
                        0,
                        0,
                        frame.getRootPane().getWidth(),
                        frame.getRootPane().getHeight()));
    }

    private void click(String name) {
        GuiActionRunner.execute(() -> ((AbstractButton) named(name)).doClick());
        robot.waitForIdle();
        paint();
    }

    /** Where the game, the journal and the must-show controls are in the window. */
    private Map<String, Rectangle> places() {
        Map<String, Rectangle> at = new LinkedHashMap<>();
        for (String name :
                new String[] {"gameScroll", "journalPanel", "openActions", "playersTable", "endTurnButton"}) {
            Component k = named(name);
            at.put(name, SwingUtilities.convertRectangle(k.getParent(), k.getBounds(), frame.getRootPane()));
        }
        return at;
    }

    private JComponent named(String name) {
        return (JComponent) robot.finder().findByName(frame, name, false);
    }
}
