package org.caissier.ui.kit;

import java.awt.BorderLayout;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JScrollPane;

/**
 * A game's view in a scroll pane that scrolls only when the view cannot fit: it takes the pane's whole width and
 * height whenever they are at least its minimum, so at the usual text size nothing scrolls, and at a large text
 * size on a small screen the view scrolls instead of being cut at the window's edge.
 */
public final class FittedView extends FittedPanel {
    /**
     * A client property, true on a view whose parts must keep their places to the pixel as it grows taller (a
     * match's boats): its page keeps the room of its scroll bar from the start, so that the bar coming does not
     * narrow the page and move them.
     */
    public static final String KEEPS_SCROLL_BAR_ROOM = "caissier.keepsScrollBarRoom";

    private FittedView(JComponent view) {
        super(new BorderLayout());
        add(view, BorderLayout.CENTER);
    }

    /** {@code view} in its scroll pane, named {@code gameScroll}. */
    public static JScrollPane around(JComponent view) {
        FittedView page = new FittedView(view);
        // At a large text size the page scrolls: the field that has the keyboard is scrolled into sight.
        KeyboardInView.on(page);
        JScrollPane pane = new PageFirstScroll(page);
        pane.setName("gameScroll");
        pane.setBorder(BorderFactory.createEmptyBorder());
        pane.setViewportBorder(null);
        if (Boolean.TRUE.equals(view.getClientProperty(KEEPS_SCROLL_BAR_ROOM))) {
            pane.setVerticalScrollBarPolicy(JScrollPane.VERTICAL_SCROLLBAR_ALWAYS);
        }
        return pane;
    }
}
