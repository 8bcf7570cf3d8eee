package org.caissier.longcours.ui;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import net.miginfocom.swing.MigLayout;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.MustShow;

/**
 * The actions as rows, in the one order of the command language, each always in its place: the everyday ones
 * shown, the rare ones (the Corsair's, a wreck's return) always folded behind the same button. A row whose action is
 * refused now stays where it is, greyed; nothing slides under the pointer after an action.
 *
 * <p>One row a line; or, when the height left by the captains' sheets is too short for that (five or six captains
 * on a 1366×768 laptop), two rows a line, the fold's button last: the everyday actions then take four lines and
 * stay in sight, and the board, drawn to its height, gives the width. The choice is made for the place the rows are
 * given (a new window size, a new text size), never after an action.
 */
final class ActionRows {
    private static final String ONE = "[grow,fill][grow,fill][grow,fill]";
    /** In pairs, a choice (a zone, a captain) as wide as its values beside its button, not a third of the row. */
    private static final String PAIRED = "[fill][grow,fill][grow,fill]";

    private static final int GAP = 6;
    private final Messages m;
    private final JPanel open = new JPanel();
    private final JPanel folded = new JPanel(new MigLayout("wrap 1, fillx, insets 0, gapy " + GAP, "[grow,fill]"));
    private final JToggleButton more = new JToggleButton();
    private final List<JPanel> lines = new ArrayList<>();
    private JPanel holder;
    private boolean pairs;
    private int hidden;

    ActionRows(Messages m) {
        this.m = m;
        open.setName("openActions");
        MustShow.mark(open);
        folded.setName("foldedActions");
        more.setName("moreActions");
        more.addActionListener(e -> {
            folded.setVisible(more.isSelected());
            name();
        });
        folded.setVisible(false);
        name();
    }

    /** A row always shown: components each followed by its MigLayout constraint. */
    void row(Object... componentsAndConstraints) {
        lines.add(line(componentsAndConstraints));
    }

    /** A row behind the fold. */
    void foldedRow(Object... componentsAndConstraints) {
        folded.add(line(componentsAndConstraints), "growx");
        hidden++;
        name();
    }

    private static JPanel line(Object[] componentsAndConstraints) {
        JPanel row = new JPanel(new MigLayout("wrap 3, fillx, insets 0, gapy 4", ONE));
        for (int i = 0; i < componentsAndConstraints.length; i += 2) {
            row.add((Component) componentsAndConstraints[i], (String) componentsAndConstraints[i + 1]);
        }
        return row;
    }

    /** Puts the rows in {@code panel} (one column wide): those shown, the fold's button, then the folded ones. */
    void addTo(JPanel panel) {
        holder = panel;
        panel.add(open, "growx");
        panel.add(folded, "growx, hidemode 3");
        arrange(false);
    }

    /**
     * The height the shown rows and the fold's button take one a line: the rows as tall as a one-button row, the
     * refusal under Buy left out (it comes and goes, and must not change the arrangement).
     */
    int heightOneALine() {
        int row = lines.get(0).getPreferredSize().height;
        return lines.size() * (row + GAP) + GAP + more.getPreferredSize().height;
    }

    /** Two rows a line ({@code true}) or one; says whether that changed anything. */
    boolean arrange(boolean inPairs) {
        if (inPairs == pairs && open.getComponentCount() > 0) {
            return false;
        }
        pairs = inPairs;
        open.removeAll();
        holder.remove(more);
        open.setLayout(
                pairs
                        ? new MigLayout("wrap 2, fillx, insets 0, gapy " + GAP, "[grow,fill][grow,fill]")
                        : new MigLayout("wrap 1, fillx, insets 0, gapy " + GAP, "[grow,fill]"));
        for (JPanel line : lines) {
            ((MigLayout) line.getLayout()).setColumnConstraints(pairs ? PAIRED : ONE);
            // At the top of its line: a refusal under Buy makes its line taller, and the action beside it stays put.
            open.add(line, "growx, aligny top");
        }
        if (pairs) {
            open.add(more, "growx, aligny top");
        } else {
            holder.add(more, "growx, gaptop 4", indexOf(holder, open) + 1);
        }
        holder.revalidate();
        return true;
    }

    private static int indexOf(JPanel panel, Component c) {
        for (int i = 0; i < panel.getComponentCount(); i++) {
            if (panel.getComponent(i) == c) {
                return i;
            }
        }
        return panel.getComponentCount();
    }

    /** The captain changed: the rare actions fold again (the everyday ones above do not move). */
    void fold() {
        more.setSelected(false);
        folded.setVisible(false);
        name();
    }

    private void name() {
        more.setText(m.get(more.isSelected() ? "lc.more.hide" : "lc.more.show", hidden));
    }
}
