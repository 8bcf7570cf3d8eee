package org.caissier.ui.kit;

/** A player's name in a narrow place: whole up to a number of characters, else its start and "…". */
public final class ShortName {
    private ShortName() {}

    /** {@code name} whole when it has at most {@code most} characters, else its first ones and "…" in that many. */
    public static String of(String name, int most) {
        if (name == null || name.codePointCount(0, name.length()) <= most) {
            return name;
        }
        return name.substring(0, name.offsetByCodePoints(0, most - 1)).stripTrailing() + "…";
    }

    /** {@code name} whole when it is at most {@code width} px wide in {@code metrics}, else its start and "…". */
    public static String within(String name, java.awt.FontMetrics metrics, int width) {
        String shown = name;
        int keep = name.codePointCount(0, name.length());
        while (metrics.stringWidth(shown) > width && keep > 1) {
            keep--;
            shown = name.substring(0, name.offsetByCodePoints(0, keep)).stripTrailing() + "…";
        }
        return shown;
    }
}
