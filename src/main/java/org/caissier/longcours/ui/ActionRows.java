package org.caissier.longcours.ui;

import java.awt.Component;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import net.miginfocom.swing.MigLayout;
import org.caissier.ui.Messages;

/**
 * The actions as rows, in the one order of the command language, each always in its place: the everyday ones
 * shown, the rare ones (the Corsair's, a wreck's return) always folded behind the same button. A row whose action is
 * refused now stays where it is, greyed; nothing slides under the pointer after an action.
 */
final class ActionRows {
    private static final String COLUMNS = "[grow,fill][grow,fill][grow,fill]";
    private final Messages m;
    private final JPanel open = new JPanel(new MigLayout("wrap 1, fillx, insets 0, gapy 6", "[grow,fill]"));
    private final JPanel folded = new JPanel(new MigLayout("wrap 1, fillx, insets 0, gapy 6", "[grow,fill]"));
    private final JToggleButton more = new JToggleButton();
    private int hidden;

    ActionRows(Messages m) {
        this.m = m;
        open.setName("openActions");
        org.caissier.ui.MustShow.mark(open);
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
        open.add(row(componentsAndConstraints, 0), "growx");
    }

    /** A row behind the fold. */
    void foldedRow(Object... componentsAndConstraints) {
        folded.add(row(componentsAndConstraints, 0), "growx");
        hidden++;
        name();
    }

    private static JPanel row(Object[] componentsAndConstraints, int unused) {
        JPanel row = new JPanel(new MigLayout("wrap 3, fillx, insets 0, gapy 4", COLUMNS));
        for (int i = 0; i < componentsAndConstraints.length; i += 2) {
            row.add((Component) componentsAndConstraints[i], (String) componentsAndConstraints[i + 1]);
        }
        return row;
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

    JPanel openPanel() {
        return open;
    }

    JToggleButton toggle() {
        return more;
    }

    JPanel foldedPanel() {
        return folded;
    }
}
