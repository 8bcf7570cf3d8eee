package org.caissier.espion.ui;

import java.awt.Component;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import org.caissier.ui.kit.Messages;

/**
 * The spy's end asked once more, after his PIN: his route will be shown to everyone and the game cannot be taken
 * back. Cancel is chosen by default, so that Enter pressed once too often ends nothing.
 */
final class EndConfirm {
    private EndConfirm() {}

    /** Whether the spy {@code spy} confirmed his escape ({@code escape}) or his surrender. */
    static boolean asked(Component over, Messages m, String spy, boolean escape) {
        String yes = m.get("es.end.yes");
        String no = m.get("es.end.no");
        JOptionPane pane = new JOptionPane(
                m.get(escape ? "es.end.ask.escape" : "es.end.ask.surrender", spy),
                JOptionPane.WARNING_MESSAGE,
                JOptionPane.DEFAULT_OPTION,
                null,
                new Object[] {yes, no},
                no);
        JDialog dialog = pane.createDialog(over, m.get("es.end.title"));
        dialog.setName("confirmEndDialog");
        dialog.setVisible(true);
        dialog.dispose();
        return yes.equals(pane.getValue());
    }
}
