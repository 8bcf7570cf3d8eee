package org.caissier.ui.kit;

import java.awt.Color;
import javax.swing.UIManager;

/** The contrast ratio of two colours as WCAG 2 defines it, from 1 (the same) to 21 (black on white). */
public final class Contrast {
    private Contrast() {}

    public static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    /**
     * {@code ink}, or the nearest shade of it towards black or white (whichever the ground is not) that reads at
     * 4.5:1 on {@code ground} (WCAG AA): a ship's colour for its captain's name keeps its hue.
     */
    public static Color readable(Color ink, Color ground) {
        Color target = luminance(ground) > 0.18 ? Color.BLACK : Color.WHITE;
        Color c = ink;
        for (int step = 1; step <= 10 && ratio(c, ground) < 4.5; step++) {
            c = mix(ink, target, step / 10.0);
        }
        return c;
    }

    /** {@code ink} made readable on the panels' background of the theme in use (see {@link #readable}). */
    public static Color onPanel(Color ink) {
        Color ground = UIManager.getColor("Panel.background");
        return ground == null ? ink : readable(ink, ground);
    }

    /**
     * The theme's faint ink (undone lines, drivers out of the race, hints): fainter than the words around it, still
     * 4.5:1 or more on its background (resources/themes).
     */
    public static Color faint() {
        Color c = UIManager.getColor("Caissier.faintForeground");
        return c != null ? c : UIManager.getColor("Label.disabledForeground");
    }

    /** The theme's colour under {@code key} (resources/themes), or {@code fallback} where the theme has none. */
    public static Color themed(String key, int fallback) {
        Color c = UIManager.getColor(key);
        return c != null ? c : new Color(fallback);
    }

    private static Color mix(Color a, Color b, double share) {
        return new Color(
                (int) Math.round(a.getRed() * (1 - share) + b.getRed() * share),
                (int) Math.round(a.getGreen() * (1 - share) + b.getGreen() * share),
                (int) Math.round(a.getBlue() * (1 - share) + b.getBlue() * share));
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(int v) {
        double s = v / 255.0;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }
}
