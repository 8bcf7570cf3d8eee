package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Insets;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.JPanel;

/**
 * A row of buttons (one per player) that goes on to a second line, and more, where the next one does not fit: six
 * crews with 40-character names never widen the page. It asks for the width of its widest button only, and for as
 * many lines as the width it is given needs; laid out at another width, it asks again.
 */
public final class WrapRow extends FlowLayout {
    private WrapRow(int gap) {
        super(LEADING, gap, gap);
    }

    /** A panel whose children wrap, {@code gap} px apart, with no margin round them. */
    public static JPanel panel(int gap) {
        JPanel row = new JPanel(new WrapRow(gap));
        row.addComponentListener(new ComponentAdapter() {
            /**
             * The widths the lines were asked again for since they last settled: once a width, so that layouts never
             * chase each other, not even between two widths (a scroll bar that comes with a line more and goes with
             * a line less). Once settled, a width is asked again: kept for good, a width seen before (the journal
             * opened, closed, opened again) left the lines of the other width until some other change laid the page
             * out, and what stood under them moved then.
             */
            private final java.util.Set<Integer> askedAt = new java.util.HashSet<>();

            @Override
            public void componentResized(ComponentEvent e) {
                if (row.getPreferredSize().height == row.getHeight()) {
                    askedAt.clear();
                } else if (askedAt.add(row.getWidth())) {
                    row.revalidate();
                }
            }
        });
        return row;
    }

    @Override
    public Dimension preferredLayoutSize(Container target) {
        return size(target, true);
    }

    @Override
    public Dimension minimumLayoutSize(Container target) {
        return size(target, false);
    }

    /** The lines at the target's width (before it has one, at its widest child's), with no margin at the sides. */
    private Dimension size(Container target, boolean preferred) {
        synchronized (target.getTreeLock()) {
            Insets in = target.getInsets();
            int widest = 0;
            for (Component k : target.getComponents()) {
                if (k.isVisible()) {
                    widest = Math.max(widest, (preferred ? k.getPreferredSize() : k.getMinimumSize()).width);
                }
            }
            int room = target.getWidth() > 0 ? target.getWidth() - in.left - in.right : widest;
            room = Math.max(room, widest);
            int lineWidth = 0;
            int lineHeight = 0;
            int usedWidth = 0;
            int height = 0;
            boolean first = true;
            for (Component k : target.getComponents()) {
                if (!k.isVisible()) {
                    continue;
                }
                Dimension d = k.getPreferredSize();
                if (lineWidth > 0 && lineWidth + getHgap() + d.width > room) {
                    usedWidth = Math.max(usedWidth, lineWidth);
                    height += lineHeight + (first ? 0 : getVgap());
                    first = false;
                    lineWidth = 0;
                    lineHeight = 0;
                }
                lineWidth += (lineWidth > 0 ? getHgap() : 0) + d.width;
                lineHeight = Math.max(lineHeight, d.height);
            }
            usedWidth = Math.max(usedWidth, lineWidth);
            height += lineHeight + (first ? 0 : getVgap());
            int width = preferred ? usedWidth : widest;
            return new Dimension(width + in.left + in.right, height + in.top + in.bottom);
        }
    }

    /** Lines from the left edge, without FlowLayout's margin of one gap round them. */
    @Override
    public void layoutContainer(Container target) {
        synchronized (target.getTreeLock()) {
            Insets in = target.getInsets();
            int room = target.getWidth() - in.left - in.right;
            int x = 0;
            int y = 0;
            int lineHeight = 0;
            for (Component k : target.getComponents()) {
                if (!k.isVisible()) {
                    continue;
                }
                Dimension d = k.getPreferredSize();
                if (x > 0 && x + d.width > room) {
                    x = 0;
                    y += lineHeight + getVgap();
                    lineHeight = 0;
                }
                k.setBounds(in.left + x, in.top + y, Math.min(d.width, room), d.height);
                x += d.width + getHgap();
                lineHeight = Math.max(lineHeight, d.height);
            }
        }
    }
}
