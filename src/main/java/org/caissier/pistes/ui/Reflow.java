package org.caissier.pistes.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;

/**
 * Parts side by side while they fit the width, one under the other when they do not: at a large text size a
 * stage's parts stack instead of being cut or pushed out of the window. Side by side, the last part takes the
 * width left; stacked, every part takes the whole width. Each part keeps at least its minimum size.
 */
final class Reflow implements LayoutManager {
    private final int gap;
    private Boolean asked;
    /**
     * The widths the parent was asked again at since the arrangement last settled: once a width, so that two widths
     * (one side by side, one stacked, a scroll bar coming and going between them) never chase each other and keep
     * the screen's queue busy for good; once settled, any width may be asked again.
     */
    private final java.util.Set<Integer> askedAt = new java.util.HashSet<>();

    Reflow(int gap) {
        this.gap = gap;
    }

    private static List<Component> parts(Container c) {
        List<Component> parts = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k.isVisible()) {
                parts.add(k);
            }
        }
        return parts;
    }

    /** Whether the parts fit side by side in {@code width} (insets included). */
    boolean sideBySide(Container c, int width) {
        Insets in = c.getInsets();
        return row(parts(c), false).width <= width - in.left - in.right;
    }

    private Dimension row(List<Component> parts, boolean minimum) {
        int w = 0;
        int h = 0;
        for (Component k : parts) {
            Dimension d = minimum ? k.getMinimumSize() : k.getPreferredSize();
            w += d.width;
            h = Math.max(h, d.height);
        }
        return new Dimension(w + Math.max(0, parts.size() - 1) * gap, h);
    }

    private Dimension column(List<Component> parts, boolean minimum) {
        int w = 0;
        int h = 0;
        for (Component k : parts) {
            Dimension d = minimum ? k.getMinimumSize() : k.getPreferredSize();
            w = Math.max(w, d.width);
            h += d.height;
        }
        return new Dimension(w, h + Math.max(0, parts.size() - 1) * gap);
    }

    private Dimension size(Container c, boolean minimum) {
        List<Component> parts = parts(c);
        Insets in = c.getInsets();
        // Before the first layout the width is unknown: side by side is what the parts ask for.
        boolean side = c.getWidth() == 0 || sideBySide(c, c.getWidth());
        if (!minimum) {
            asked = side;
        }
        Dimension d = side ? row(parts, minimum) : column(parts, minimum);
        if (minimum && side) {
            // The narrowest the container can be is the widest part alone, stacked.
            d = new Dimension(column(parts, true).width, d.height);
        }
        return new Dimension(d.width + in.left + in.right, d.height + in.top + in.bottom);
    }

    @Override
    public Dimension preferredLayoutSize(Container c) {
        return size(c, false);
    }

    @Override
    public Dimension minimumLayoutSize(Container c) {
        return size(c, true);
    }

    @Override
    public void layoutContainer(Container c) {
        List<Component> parts = parts(c);
        Insets in = c.getInsets();
        int width = c.getWidth() - in.left - in.right;
        int x = in.left;
        int y = in.top;
        boolean side = sideBySide(c, c.getWidth());
        if (asked == null || asked == side) {
            askedAt.clear();
        } else if (askedAt.add(c.getWidth())) {
            // The size the parent was told assumed the other arrangement: ask it again with the width now known.
            asked = side;
            SwingUtilities.invokeLater(c::revalidate);
        }
        if (side) {
            int height = c.getHeight() - in.top - in.bottom;
            for (int i = 0; i < parts.size(); i++) {
                Component k = parts.get(i);
                int w = i == parts.size() - 1 ? in.left + width - x : k.getPreferredSize().width;
                k.setBounds(x, y, w, Math.max(height, 0));
                x += w + gap;
            }
        } else {
            for (Component k : parts) {
                int h = k.getPreferredSize().height;
                k.setBounds(x, y, width, h);
                y += h + gap;
            }
        }
    }

    @Override
    public void addLayoutComponent(String name, Component comp) {}

    @Override
    public void removeLayoutComponent(Component comp) {}
}
