package org.caissier.ui.kit;

import java.awt.event.KeyEvent;
import java.awt.event.WindowEvent;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.KeyStroke;

/**
 * Escape closes a dialog as its title bar's close button does (the same closing event, so whatever the dialog
 * does on closing, asking first or cancelling, it does on Escape too). Without it, Escape in a dialog with no
 * Cancel did nothing, and the keys typed next went on into the dialog the player thought he had closed.
 */
public final class EscapeCloses {
    private EscapeCloses() {}

    public static void install(JDialog dialog) {
        dialog.getRootPane()
                .registerKeyboardAction(
                        e -> dialog.dispatchEvent(new WindowEvent(dialog, WindowEvent.WINDOW_CLOSING)),
                        KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                        JComponent.WHEN_IN_FOCUSED_WINDOW);
    }
}
