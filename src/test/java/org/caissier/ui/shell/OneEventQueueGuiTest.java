package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.EventQueue;
import java.awt.Toolkit;
import java.awt.event.KeyEvent;
import javax.swing.JMenu;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.ui.kit.Theme;
import org.junit.jupiter.api.Test;

/**
 * The toolkit's event queue stays the one the program started with, a submenu open too. FlatLaf's "safe triangle"
 * swaps in a queue of its own while the pointer rests on an item with a submenu and swaps it out when the submenu
 * closes; an event posted from another thread at the instant of the swap went into the queue just taken out, where
 * nothing reads it any more: lost (a screen test waited twelve minutes for one, after Game → New game → a Cup
 * event). The program turns the triangle off ({@link Theme}).
 */
@GuiTest
class OneEventQueueGuiTest extends MainWindows.Shown {
    @Test
    void a_submenu_opened_under_the_pointer_leaves_the_event_queue_as_it_was() {
        EventQueue before =
                GuiActionRunner.execute(() -> Toolkit.getDefaultToolkit().getSystemEventQueue());
        window.menuItem("menu.game").click();
        JMenu newGame = (JMenu) window.menuItem("menuNew").target();
        robot.moveMouse(newGame);
        Settles.until(
                "the New game submenu shows",
                () -> GuiActionRunner.execute(() -> newGame.getPopupMenu().isShowing()));
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> Toolkit.getDefaultToolkit().getSystemEventQueue()))
                .as("the event queue while the pointer rests on New game, its submenu open")
                .isSameAs(before);
        robot.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        robot.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
    }
}
