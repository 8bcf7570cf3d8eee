package org.caissier.ui.kit;

/**
 * A player's name in a narrow place: whole up to a number of characters, else its start and "…"; or, where the
 * table must still tell who is meant (the table display), with initials as a score sheet would.
 */
public final class ShortName {
    /** The shortest step {@link #initialled} takes. */
    public static final int MOST_INITIALLED = 2;

    private ShortName() {}

    /**
     * {@code name} with initials, at step {@code step}: 0 whole; 1 every word after the first as its initials
     * ("Anne-Sophie Delacroix-Montbrison" as "Anne-Sophie D.-M."); 2 the first word's later parts too ("Anne-S.
     * D.-M."). The first part of the first name always stays whole.
     */
    public static String initialled(String name, int step) {
        String[] words = name.strip().split(" +");
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int w = 0; w < words.length; w++) {
            out.add(step <= 0 || w == 0 && step < 2 ? words[w] : initials(words[w], w == 0));
        }
        return String.join(" ", out);
    }

    /** "Delacroix-Montbrison" as "D.-M."; the first part kept whole when {@code keepFirst}; "de" kept as it is. */
    private static String initials(String word, boolean keepFirst) {
        String[] parts = word.split("-", -1);
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int p = 0; p < parts.length; p++) {
            String part = parts[p];
            boolean initial = !(keepFirst && p == 0) && part.codePointCount(0, part.length()) > 2;
            out.add(initial ? new String(Character.toChars(part.codePointAt(0))) + "." : part);
        }
        return String.join("-", out);
    }

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
