package org.caissier.longcours.ui;

import java.awt.Color;

/**
 * The board's sea and the ink of its zone numbers, per theme, chosen so that every text on the board reads at
 * 4.5:1 at least (WCAG AA) from across the table; {@link #contrast} measures it as WCAG defines it.
 */
final class BoardPalette {
    private BoardPalette() {
    }

    static Color sea(boolean dark) {
        return dark ? new Color(0x1B2A38) : new Color(0xDCEBF5);
    }

    static Color zoneNumber(boolean dark) {
        return dark ? new Color(0x9FBCD4) : new Color(0x3C5F7D);
    }

    /** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
    static double contrast(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(int v) {
        double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }
}
