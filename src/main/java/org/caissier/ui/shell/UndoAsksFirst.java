package org.caissier.ui.shell;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.JList;
import javax.swing.JScrollPane;
import org.caissier.table.Command;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.ui.kit.CancelFirst;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ScreenFit;

/**
 * "Undo to here" that would take back more than the last line asks first, naming each line that goes (with its
 * dice: a roll taken back may be rolled again), Cancel chosen by default. One line goes without a question, as
 * Ctrl+Z does.
 */
final class UndoAsksFirst {
    /** Lines said in the question itself; more are listed in a list that scrolls. */
    static final int LISTED = 10;

    private UndoAsksFirst() {}

    /** Whether the lines of {@code session} from {@code index} on may be taken back: asked when more than one. */
    static boolean confirmed(Component over, Messages m, Session<?, ?> session, int index, Locale locale) {
        List<String> going = going(session, index, locale);
        if (going.size() <= 1) {
            return true;
        }
        return CancelFirst.asked(
                over,
                question(m, going),
                m.get("journal.undoTo"),
                m.get("journal.undoTo.yes", going.size()),
                m.get("journal.undoTo.no"),
                "undoToHereDialog");
    }

    /**
     * The question and the lines that go: in its words up to {@link #LISTED} lines; more (half a game taken back) in
     * a list that scrolls, so that the question and its buttons stay on a laptop's screen.
     */
    private static Object question(Messages m, List<String> going) {
        String ask = m.get("journal.undoTo.ask", going.size());
        if (going.size() <= LISTED) {
            StringBuilder text = new StringBuilder(ask);
            for (String line : going) {
                text.append("\n • ").append(line);
            }
            return text.toString();
        }
        JList<String> lines = new JList<>(going.stream().map(l -> "• " + l).toArray(String[]::new));
        lines.setName("undoToHereLines");
        lines.setVisibleRowCount(LISTED);
        // No wider than the screen leaves beside the icon: a long line (a brawl, in French at 32 pt) scrolls in its
        // list rather than pushing Cancel, which has the keyboard, off the screen.
        JScrollPane scroll = new JScrollPane(lines) {
            @Override
            public java.awt.Dimension getPreferredSize() {
                java.awt.Dimension d = super.getPreferredSize();
                int room = ScreenFit.usable().width * 3 / 4;
                return new java.awt.Dimension(
                        Math.min(d.width, room),
                        d.height + (d.width > room ? getHorizontalScrollBar().getPreferredSize().height : 0));
            }
        };
        return new Object[] {ask, scroll};
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
