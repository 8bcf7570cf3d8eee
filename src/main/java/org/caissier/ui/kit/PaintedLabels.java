package org.caissier.ui.kit;

import java.awt.Rectangle;
import java.util.List;

/**
 * A component that paints words itself (the Long Cours board's port names, the Pistes heat map's figures): where
 * it put them at its last paint, in its own coordinates, and where it put the markers it paints among them (a
 * ship), so that a test can tell words printed over each other, touching, past the component's edge, or under a
 * marker.
 */
public interface PaintedLabels {
    /**
     * The room kept between two words side by side: closer, "San Francisco" and "Vladivostok" read as one word.
     * Lines one above the other need none (a line's box has its leading).
     */
    int SIDE_GAP = 4;

    List<Rectangle> labelBounds();

    /** The markers painted over the board (ships), which must leave every word whole. None by default. */
    default List<Rectangle> markerBounds() {
        return List.of();
    }

    /** Whether two painted words stand apart: not over each other, and {@link #SIDE_GAP} between them side by side. */
    static boolean apart(Rectangle a, Rectangle b) {
        Rectangle wider = new Rectangle(a.x - SIDE_GAP, a.y, a.width + 2 * SIDE_GAP, a.height);
        return !wider.intersects(b);
    }
}
