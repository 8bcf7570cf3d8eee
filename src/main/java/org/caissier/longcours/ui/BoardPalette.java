package org.caissier.longcours.ui;

import java.awt.Color;
import org.caissier.ui.kit.Contrast;

/**
 * The board's sea and the ink of its zone numbers, per theme, chosen so that every text on the board reads at
 * 4.5:1 at least (WCAG AA) from across the table; {@link #contrast} measures it as WCAG defines it.
 */
final class BoardPalette {
    private BoardPalette() {}

    static Color sea(boolean dark) {
        return dark ? new Color(0x1B2A38) : new Color(0xDCEBF5);
    }

    static Color zoneNumber(boolean dark) {
        return dark ? new Color(0x9FBCD4) : new Color(0x3C5F7D);
    }

    /** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
    static double contrast(Color a, Color b) {
        return Contrast.ratio(a, b);
    }
}
