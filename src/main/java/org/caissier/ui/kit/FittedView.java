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
        return pane;
    }
}
