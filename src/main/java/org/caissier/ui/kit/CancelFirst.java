package org.caissier.ui.kit;

import java.awt.Component;
import javax.swing.JDialog;
import javax.swing.JOptionPane;

/**
 * A question before an action that cannot be taken back without fuss: a warning with the action's button and
 * Cancel, Cancel holding the focus, so that a stray Enter or Space does nothing; the deliberate answer is one more
 * click (or Alt+letter).
 */
public final class CancelFirst {
    private CancelFirst() {}

    /**
     * Whether {@code yes} was pressed. {@code question} is the words or a panel; the dialog is named {@code name}
     * for the tests that answer it.
     */
    public static boolean asked(Component owner, Object question, String title, String yes, String no, String name) {
        JOptionPane pane = new JOptionPane(
                question, JOptionPane.WARNING_MESSAGE, JOptionPane.DEFAULT_OPTION, null, new Object[] {yes, no}, no);
        JDialog dialog = pane.createDialog(owner, title);
        dialog.setName(name);
        dialog.setVisible(true);
        dialog.dispose();
        return yes.equals(pane.getValue());
    }
}
