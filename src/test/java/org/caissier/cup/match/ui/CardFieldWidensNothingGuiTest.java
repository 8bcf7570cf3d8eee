package org.caissier.cup.match.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.junit.jupiter.api.Test;

/**
 * Words put into the card's field widen nothing, once it has held words written right to left too: after a pasted
 * right-to-left mark ("\u202Eevil"), Swing laid the field's text out in views that asked their whole width as the
 * field's least, and every letter put in after it widened the page, until it was wider than the window beside the
 * journal and the boats and the actions moved (found by the explorer: Cup regatta seed 6 at 300 steps, 1366×768).
 */
@GuiTest
class CardFieldWidensNothingGuiTest extends MainWindows.Shown {
    private static final String[] NAMES = {
        "boat1", "boat2", "matchEntry", "matchDiscard", "matchMiss", "matchTack", "matchWind", "matchScore"
    };

    @Test
    void words_put_in_after_a_right_to_left_mark_move_neither_boat_nor_action() {
        // Six boats, as a regatta's race sails them.
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.startGame("game cup-match Ann Bob Cid Dan Eve Fay")));
        robot.waitForIdle();
        Map<String, Rectangle> before = GuiActionRunner.execute(this::places);

        JTextComponent entry = window.textBox("matchEntry").target();
        paste(entry, "\u202Eevil");
        window.textBox("matchEntry").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        window.textBox("matchEntry").deleteText();
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(this::places))
                .as("after a right-to-left mark refused")
                .isEqualTo(before);
        // A long line, refused: the refusal lays the page out again.
        String typed = "Ann Bob Cid Dan Eve Fay ".repeat(8);
        paste(entry, typed);
        window.textBox("matchEntry").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> entry.getText()))
                .as("refused: the line stays in the field")
                .isEqualTo(typed);
        assertThat(GuiActionRunner.execute(this::places))
                .as("with “%s” refused", typed)
                .isEqualTo(before);
        assertThat(GuiActionRunner.execute(() -> {
                    JViewport page = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, entry);
                    return page.getView().getWidth() - page.getWidth();
                }))
                .as("how much wider than its window the match's page is")
                .isLessThanOrEqualTo(0);
    }

    /** {@code words} put into the field as a paste puts them. */
    private static void paste(JTextComponent field, String words) {
        GuiActionRunner.execute(() -> field.replaceSelection(words));
    }

    /** Where the boats, the card's field and the actions are in the window. */
    private Map<String, Rectangle> places() {
        Map<String, Rectangle> at = new LinkedHashMap<>();
        for (String name : NAMES) {
            JComponent k = (JComponent) robot.finder().findByName(frame, name, false);
            at.put(name, SwingUtilities.convertRectangle(k.getParent(), k.getBounds(), frame.getRootPane()));
        }
        return at;
    }
}
