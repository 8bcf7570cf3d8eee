package org.caissier.ui;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;

/**
 * A game's view in a scroll pane that scrolls only when the view cannot fit: it takes the pane's whole width and
 * height whenever they are at least its minimum, so at the usual text size nothing scrolls, and at a large text
 * size on a small screen the view scrolls instead of being cut at the window's edge.
 */
final class FittedView extends JPanel implements Scrollable {
    private FittedView(JComponent view) {
        super(new BorderLayout());
        add(view, BorderLayout.CENTER);
    }

    /** {@code view} in its scroll pane, named {@code gameScroll}. */
    static JScrollPane around(JComponent view) {
        JScrollPane pane = new JScrollPane(new FittedView(view));
        pane.setName("gameScroll");
        pane.setBorder(BorderFactory.createEmptyBorder());
        pane.setViewportBorder(null);
        return pane;
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return getFont().getSize() * 2;
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return orientation == SwingConstants.VERTICAL ? visible.height * 9 / 10 : visible.width * 9 / 10;
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return getParent() instanceof JViewport v && v.getWidth() >= getMinimumSize().width;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return getParent() instanceof JViewport v && v.getHeight() >= getMinimumSize().height;
    }
}
