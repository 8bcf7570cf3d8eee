package org.caissier.ui;

import java.awt.Rectangle;
import java.util.List;

/**
 * A component that paints words itself (the Long Cours board's port names, the Pistes heat map's figures): where
 * it put them at its last paint, in its own coordinates, so that a test can tell words printed over each other or
 * past the component's edge.
 */
public interface PaintedLabels {
    List<Rectangle> labelBounds();
}
