package org.caissier.ui;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.JDialog;
import javax.swing.JOptionPane;
import org.caissier.table.Command;
import org.caissier.table.Session;
import org.caissier.table.Step;

/**
 * "Undo to here" that would take back more than the last line asks first, naming each line that goes (with its
 * dice: a roll taken back may be rolled again), Cancel chosen by default. One line goes without a question, as
 * Ctrl+Z does.
 */
final class UndoAsksFirst {
    private UndoAsksFirst() {
    }

    /** Whether the lines of {@code session} from {@code index} on may be taken back: asked when more than one. */
    static boolean confirmed(Component over, Messages m, Session<?, ?> session, int index, Locale locale) {
        List<String> going = going(session, index, locale);
        if (going.size() <= 1) {
            return true;
        }
        StringBuilder text = new StringBuilder(m.get("journal.undoTo.ask", going.size()));
        for (String line : going) {
            text.append("\n • ").append(line);
        }
        Object[] options = {m.get("journal.undoTo.yes", going.size()), m.get("journal.undoTo.no")};
        JOptionPane pane = new JOptionPane(text.toString(), JOptionPane.WARNING_MESSAGE, JOptionPane.DEFAULT_OPTION,
                null, options, options[1]);
        JDialog dialog = pane.createDialog(over, m.get("journal.undoTo"));
        dialog.setName("undoToHereDialog");
        dialog.setVisible(true);
        dialog.dispose();
        return options[0].equals(pane.getValue());
    }

    /** The active lines from {@code index} on, described. */
    private static <S, C extends Command> List<String> going(Session<S, C> session, int index, Locale locale) {
        List<String> going = new ArrayList<>();
        List<Step<S, C>> history = session.history();
        for (int i = Math.max(0, index); i < history.size(); i++) {
            if (history.get(i).active()) {
                going.add(session.describe(history.get(i), locale));
            }
        }
        return going;
    }
}
