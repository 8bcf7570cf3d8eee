package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager2;

/**
 * Parts in rows of {@code across}, every column of one width taken from the width the container is given, never
 * from what its parts say: a part whose words grow (a boat's first card) moves neither itself nor the part beside
 * it. Every part is as tall as the tallest asks, and the rows share any height to spare. It asks for the room that
 * gives each column the widest part's preferred width, so that an {@link ArrangedPanel} takes it only where that fits.
 */
public final class EqualColumns implements LayoutManager2 {
    private final int across;
    private final int inset;
    private final int gap;

    /**
     * @param inset the room around the parts, on every side
     * @param gap   the room between two columns and between two rows
     */
    public EqualColumns(int across, int inset, int gap) {
        if (across < 1) {
            throw new IllegalArgumentException("at least one column, not " + across);
        }
        this.across = across;
        this.inset = inset;
        this.gap = gap;
    }

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        return size(parent, true);
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        return size(parent, false);
    }

    @Override
    public Dimension maximumLayoutSize(Container target) {
        return new Dimension(Integer.MAX_VALUE, Integer.MAX_VALUE);
    }

    /** As wide as {@code across} of the widest part (its preferred or least width), as tall as its tallest rows. */
    private Dimension size(Container parent, boolean preferred) {
        int widest = 0;
        for (Component k : parent.getComponents()) {
            if (k.isVisible()) {
                widest = Math.max(widest, (preferred ? k.getPreferredSize() : k.getMinimumSize()).width);
            }
        }
        int rows = rows(parent);
        Insets in = parent.getInsets();
        return new Dimension(
                in.left + in.right + 2 * inset + across * widest + (across - 1) * gap,
                in.top + in.bottom + 2 * inset + rows * tallest(parent) + Math.max(0, rows - 1) * gap);
    }

    @Override
    public void layoutContainer(Container parent) {
        Insets in = parent.getInsets();
        int width = parent.getWidth() - in.left - in.right - 2 * inset - (across - 1) * gap;
        int column = Math.max(0, width / across);
        int rows = rows(parent);
        // The parts' preferred heights at the columns' width (words that wrap know their height once they know it).
        for (Component k : parent.getComponents()) {
            k.setSize(column, k.getHeight());
        }
        int spare = parent.getHeight() - in.top - in.bottom - 2 * inset - Math.max(0, rows - 1) * gap;
        int height = Math.max(tallest(parent), rows == 0 ? 0 : spare / rows);
        int at = 0;
        for (Component k : parent.getComponents()) {
            if (!k.isVisible()) {
                continue;
            }
            int row = at / across;
            int col = at % across;
            k.setBounds(in.left + inset + col * (column + gap), in.top + inset + row * (height + gap), column, height);
            at++;
        }
    }

    private int rows(Container parent) {
        int shown = 0;
        for (Component k : parent.getComponents()) {
            if (k.isVisible()) {
                shown++;
            }
        }
        return (shown + across - 1) / across;
    }

    private static int tallest(Container parent) {
        int tallest = 0;
        for (Component k : parent.getComponents()) {
            if (k.isVisible()) {
                tallest = Math.max(tallest, k.getPreferredSize().height);
            }
        }
        return tallest;
    }

    @Override
    public void addLayoutComponent(Component comp, Object constraints) {}

    @Override
    public void addLayoutComponent(String name, Component comp) {}

    @Override
    public void removeLayoutComponent(Component comp) {}

    @Override
    public float getLayoutAlignmentX(Container target) {
        return 0.5f;
    }

    @Override
    public float getLayoutAlignmentY(Container target) {
        return 0.5f;
    }

    @Override
    public void invalidateLayout(Container target) {}
}
