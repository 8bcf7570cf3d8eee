package org.caissier.ui.files;

import java.awt.Component;
import java.io.IOException;
import java.nio.file.Path;
import javax.swing.JOptionPane;
import org.caissier.table.GameOpenElsewhereException;
import org.caissier.table.Games;
import org.caissier.table.JournalException;
import org.caissier.table.JournalNotWritableException;
import org.caissier.table.Session;
import org.caissier.ui.kit.Messages;

/**
 * A game another program (or window) plays: says so, and offers to look at it read-only. The read-only session
 * never writes; every change on it is refused with a sentence saying why.
 */
final class OpenElsewhere {
    private OpenElsewhere() {}

    /** The read-only session the user chose to look at, or null. */
    static Session<?, ?> offer(Component parent, Messages messages, GameOpenElsewhereException busy, Games games) {
        return offer(parent, messages, messages.get("elsewhere.question", busy.file()), busy.file(), games);
    }

    /** The same offer for a journal this program may not write (a read-only file or folder). */
    static Session<?, ?> offer(Component parent, Messages messages, JournalNotWritableException refused, Games games) {
        return offer(parent, messages, messages.get("readonly.question", refused.file()), refused.file(), games);
    }

    private static Session<?, ?> offer(Component parent, Messages messages, String question, Path file, Games games) {
        Object[] options = {messages.get("elsewhere.look"), messages.get("elsewhere.cancel")};
        JOptionPane pane = new JOptionPane(
                question, JOptionPane.WARNING_MESSAGE, JOptionPane.YES_NO_OPTION, null, options, options[0]);
        var dialog = pane.createDialog(parent, messages.get("error.title"));
        dialog.setName("openElsewhereDialog");
        dialog.setVisible(true);
        dialog.dispose();
        if (pane.getValue() != options[0]) {
            return null;
        }
        try {
            return Session.openReadOnly(file, games);
        } catch (JournalException | IOException e) {
            JOptionPane.showMessageDialog(
                    parent, Reasons.of(e, messages.locale()), messages.get("error.title"), JOptionPane.ERROR_MESSAGE);
            return null;
        }
    }
}
