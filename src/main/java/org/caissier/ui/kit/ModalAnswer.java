package org.caissier.ui.kit;

import java.awt.Window;
import java.awt.event.KeyEvent;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JPanel;
import javax.swing.KeyStroke;

/**
 * The OK and Cancel of a modal form: adds the two buttons (OK is the default, so Enter confirms), shows the dialog,
 * and says which one closed it.
 */
public final class ModalAnswer {
    private final JDialog dialog;
    private final JButton ok;
    private final JButton cancel;
    private boolean confirmed;

    /** The buttons are named {@code okName} and {@code cancelName} for the tests that press them. */
    public ModalAnswer(JDialog dialog, String okText, String okName, String cancelText, String cancelName) {
        this.dialog = dialog;
        this.ok = new JButton(okText);
        ok.setName(okName);
        this.cancel = new JButton(cancelText);
        cancel.setName(cancelName);
        ok.addActionListener(e -> {
            confirmed = true;
            dialog.dispose();
        });
        cancel.addActionListener(e -> dialog.dispose());
        // Escape is Cancel, as in every dialog of the desktop.
        dialog.getRootPane()
                .registerKeyboardAction(
                        e -> cancel.doClick(),
                        KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0),
                        JComponent.WHEN_IN_FOCUSED_WINDOW);
    }

    /** The OK button, to enable it only when the form can be accepted. */
    public JButton ok() {
        return ok;
    }

    /** Puts the buttons at the bottom of a MigLayout form spanning {@code columns} columns. */
    public void addTo(JPanel panel, int columns) {
        panel.add(ok, "span " + columns + ", split 2, tag ok, gaptop 8");
        panel.add(cancel, "tag cancel");
    }

    /** Shows the dialog over {@code owner} until it is closed; true when OK closed it. */
    public boolean showOver(Window owner, JPanel content) {
        dialog.getRootPane().setDefaultButton(ok);
        dialog.setContentPane(content);
        FirstPlace.pack(dialog, owner);
        ScreenFit.beforeShowing(dialog);
        dialog.setVisible(true);
        return confirmed;
    }
}
