package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Point;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JViewport;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.caissier.testing.Settles;
import org.junit.jupiter.api.Test;

/**
 * The page stays where it is as a turn is played: the words under the event table's map (a tab not shown) were
 * set again at every turn, and their caret, moved by the new words, scrolled the page down to them (344 px at 100 %
 * text on a 1280 × 860 window), taking the stage being typed out of sight. Found by the explorer: Pistes seed 2 at
 * 300 steps, where the keyboard coming back from the phones dialog then scrolled the page back up.
 */
@GuiTest
class PageStaysAsTheGameMovesGuiTest extends MainWindows.Shown {
    @Override
    protected boolean journalOpen() {
        return false;
    }

    @Test
    void a_turn_played_again_leaves_the_page_where_it_was() throws Exception {
        Path file = Files.copy(Path.of("src/test/resources/golden/pistes.caissier"), home.resolve("pistes.caissier"));
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.openGame(file)));
        robot.waitForIdle();
        // At a text size where the event table's tab is part of the page (not a pane of its own).
        for (int i = 0;
                i < 8
                        && GuiActionRunner.execute(
                                () -> UIManager.getFont("Label.font").getSize() <= 20);
                i++) {
            GuiActionRunner.execute(() -> ((AbstractButton) named("menuBigger")).doClick());
            robot.waitForIdle();
        }
        JViewport page = GuiActionRunner.execute(() -> pageOf(named("sectionField")));
        assertThat(page).as("the page round the stage scrolls").isNotNull();
        Point before = GuiActionRunner.execute(page::getViewPosition);
        Object was = GuiActionRunner.execute(() -> frame.session().orElseThrow().state());
        // The journal's last turn, undone, played again.
        GuiActionRunner.execute(() -> ((AbstractButton) named("menuRedo")).doClick());
        Settles.onScreen(
                "the turn played again", () -> frame.session().orElseThrow().state() != was);
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(page::getViewPosition))
                .as("where the page is")
                .isEqualTo(before);
        JComponent field = named("sectionField");
        assertThat(GuiActionRunner.execute(() -> field.getVisibleRect().height == field.getHeight()))
                .as("the stage being typed in sight")
                .isTrue();
    }

    /** The nearest viewport round {@code k} whose view is taller than it: the page. */
    private static JViewport pageOf(Component k) {
        for (Component p = k.getParent(); p != null; p = p.getParent()) {
            if (p instanceof JViewport v && v.getView().getHeight() > v.getHeight()) {
                return v;
            }
        }
        return null;
    }

    private JComponent named(String name) {
        return (JComponent) robot.finder().findByName(frame, name, false);
    }
}
