package org.caissier.longcours.ui;

import java.awt.Component;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import net.miginfocom.swing.MigLayout;
import org.caissier.ui.Messages;

/**
 * The actions as rows: those open to the current captain first, the others folded behind one button that says
 * how many there are. A row is open when the rules allow its action now, a choice still to be made aside
 * (a point of call, a zone): the choice is in the row.
 */
final class ActionRows {
    private static final String COLUMNS = "[grow,fill][grow,fill][grow,fill]";
    private final Messages m;
    private final JPanel open = new JPanel(new MigLayout("wrap 1, fillx, insets 0, gapy 6", "[grow,fill]"));
    private final JPanel folded = new JPanel(new MigLayout("wrap 1, fillx, insets 0, gapy 6", "[grow,fill]"));
    private final JToggleButton more = new JToggleButton();
    private final List<AbstractButton> keys = new ArrayList<>();
    private final Map<AbstractButton, JPanel> rows = new HashMap<>();
    private final Map<AbstractButton, Boolean> opens = new HashMap<>();
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
    }

    /** A row led by {@code key}: components each followed by its MigLayout constraint. */
    void row(AbstractButton key, Object... componentsAndConstraints) {
        JPanel row = new JPanel(new MigLayout("wrap 3, fillx, insets 0, gapy 4", COLUMNS));
        for (int i = 0; i < componentsAndConstraints.length; i += 2) {
            row.add((Component) componentsAndConstraints[i], (String) componentsAndConstraints[i + 1]);
        }
        keys.add(key);
        rows.put(key, row);
    }

    /** Whether the row of {@code key} is open now. */
    void open(AbstractButton key, boolean isOpen) {
        opens.put(key, isOpen);
    }

    /** The captain changed: the other actions fold again. */
    void fold() {
        more.setSelected(false);
        folded.setVisible(false);
        name();
    }

    /** Puts each row where it belongs now, in their first order. */
    void arrange() {
        open.removeAll();
        folded.removeAll();
        hidden = 0;
        for (AbstractButton key : keys) {
            boolean isOpen = opens.getOrDefault(key, false);
            (isOpen ? open : folded).add(rows.get(key), "growx");
            hidden += isOpen ? 0 : 1;
        }
        name();
        more.setVisible(hidden > 0);
        open.revalidate();
        folded.revalidate();
        open.repaint();
        folded.repaint();
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
