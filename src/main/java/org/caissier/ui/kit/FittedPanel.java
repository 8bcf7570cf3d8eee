package org.caissier.ui.kit;

import java.awt.Dimension;
import java.awt.LayoutManager;
import java.awt.Rectangle;
import javax.swing.JPanel;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;

/**
 * A panel in a scroll pane that takes the pane's whole width and height whenever they are at least its minimum, so
 * that at the usual text size nothing scrolls, and scrolls only when the text is too large for the window: every
 * part stays reachable, none is squeezed under its minimum. A game's view sits in one ({@link FittedView}); a
 * game's page of several parts may be one of its own.
 */
public class FittedPanel extends JPanel implements Scrollable {
    public FittedPanel(LayoutManager layout) {
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
