package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.LayoutManager2;
import java.util.List;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;

/**
 * A part of a screen with several arrangements of the same components, widest first, laid out in the first whose
 * preferred width fits: at a large text size or in a narrow window its parts go one above the other, and the page
 * scrolls down rather than sideways. Its minimum width is its narrowest arrangement's, so that a {@link FittedPanel}
 * around it gives it the window's width. No component is removed or added on a change: the keyboard's focus stays.
 */
public final class ArrangedPanel extends JPanel {
    private final List<LayoutManager2> widestFirst;

    public ArrangedPanel(List<? extends LayoutManager2> widestFirst) {
        super(widestFirst.get(0));
        this.widestFirst = List.copyOf(widestFirst);
    }

    /** Adds {@code k} with its constraints in each arrangement, in the order of the arrangements. */
    public void put(Component k, Object... constraints) {
        if (constraints.length != widestFirst.size()) {
            throw new IllegalArgumentException(
                    constraints.length + " constraints for " + widestFirst.size() + " arrangements");
        }
        super.add(k, constraints[0]);
        for (int i = 1; i < constraints.length; i++) {
            widestFirst.get(i).addLayoutComponent(k, constraints[i]);
        }
    }

    /** Adds {@code k} with the same constraints in every arrangement. */
    public void putAlike(Component k, Object constraints) {
        Object[] each = new Object[widestFirst.size()];
        java.util.Arrays.fill(each, constraints);
        put(k, each);
    }

    /** The arrangement in use, 0 the widest. */
    public int arrangement() {
        return widestFirst.indexOf(getLayout());
    }

    /**
     * Every arrangement forgets what it measured, not only the one in use (all AWT tells): a MigLayout keeps its
     * parts' sizes while its container stays invalid, and the arrangements not in use are asked only then, so they
     * went on measuring the parts as they last saw them — a wider one, left while its parts were too wide, was never
     * taken again once they fit (a tournament's results buttons stayed below a status grown short again, until a
     * dialog's closing laid the page out anew and moved them 75 px up).
     */
    @Override
    public void invalidate() {
        for (LayoutManager2 layout : widestFirst) {
            layout.invalidateLayout(this);
        }
        super.invalidate();
    }

    @Override
    public Dimension getMinimumSize() {
        if (isMinimumSizeSet()) {
            return super.getMinimumSize();
        }
        Dimension now = super.getMinimumSize();
        return new Dimension(widestFirst.get(widestFirst.size() - 1).minimumLayoutSize(this).width, now.height);
    }

    @Override
    public void doLayout() {
        LayoutManager chosen = widestFirst.get(widestFirst.size() - 1);
        for (LayoutManager2 layout : widestFirst) {
            if (layout.preferredLayoutSize(this).width <= getWidth()) {
                chosen = layout;
                break;
            }
        }
        if (chosen != getLayout()) {
            int before = getPreferredSize().height;
            setLayout(chosen);
            if (getPreferredSize().height != before) {
                // Laid out within the height the old arrangement asked for: the parent is asked again, once.
                SwingUtilities.invokeLater(this::revalidate);
            }
        }
        super.doLayout();
    }
}
