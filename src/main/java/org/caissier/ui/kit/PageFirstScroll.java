package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.event.MouseWheelEvent;
import javax.swing.JScrollBar;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;

/**
 * A table's scroll pane inside a page that scrolls (a game's view at a large text size): the wheel scrolls the table
 * down or up until its end, then the page; sideways only with Shift. Swing's own pane scrolls sideways when it has
 * nothing to scroll down, and never hands the wheel to the page around it.
 */
public final class PageFirstScroll extends JScrollPane {
    public PageFirstScroll(Component view) {
        super(view);
    }

    @Override
    protected void processMouseWheelEvent(MouseWheelEvent e) {
        if (e.isShiftDown() || canScroll(getVerticalScrollBar(), e)) {
            super.processMouseWheelEvent(e);
            return;
        }
        // At the table's end (or with nothing to scroll): the page's turn, downwards only, never sideways.
        e.consume();
        if (SwingUtilities.getAncestorOfClass(JScrollPane.class, this) instanceof JScrollPane page
                && canScroll(page.getVerticalScrollBar(), e)) {
            page.dispatchEvent(SwingUtilities.convertMouseEvent(this, e, page));
        }
    }

    /** Whether the bar shows and can still move the way the wheel turns. */
    static boolean canScroll(JScrollBar bar, MouseWheelEvent e) {
        if (bar == null || !bar.isVisible() || e.getPreciseWheelRotation() == 0) {
            return false;
        }
        return e.getPreciseWheelRotation() < 0
                ? bar.getValue() > bar.getMinimum()
                : bar.getValue() + bar.getVisibleAmount() < bar.getMaximum();
    }
}
