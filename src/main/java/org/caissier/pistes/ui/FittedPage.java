package org.caissier.pistes.ui;

import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.Rectangle;
import javax.swing.JPanel;
import javax.swing.JViewport;
import javax.swing.Scrollable;

/**
 * A page that takes the width and height of its scroll pane whenever its parts fit there (squeezing only what may shrink, the event table), so that at the usual
 * text size nothing scrolls, and scrolls (down first) only when the text is too large for the window: every
 * part stays reachable, none is squeezed under its minimum.
 */
final class FittedPage extends JPanel implements Scrollable {
    FittedPage(LayoutManager layout) {
        super(layout);
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
        return orientation == javax.swing.SwingConstants.VERTICAL ? visible.height * 9 / 10 : visible.width * 9 / 10;
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
