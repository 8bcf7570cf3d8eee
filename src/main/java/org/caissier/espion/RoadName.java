package org.caissier.espion;

import java.util.Arrays;
import java.util.regex.Pattern;
import org.caissier.table.Names;

/**
 * One road however it is written (ES-TURN-2): two places joined by a dash with a space on each side, either end first;
 * case, accents, spaces and the kind of dash (hyphen, en or em dash, minus) do not matter. A place keeps its own
 * hyphens (Saint-Nazaire): only a dash between spaces joins two places. "Saffré – Joué", "Joué – Saffré" and
 * "saffre - joue" are one road.
 */
final class RoadName {
    private static final Pattern JOIN = Pattern.compile("\\s+[-\u2010\u2011\u2012\u2013\u2014\u2212]\\s+");

    private RoadName() {}

    /** Whether {@code road} is two places joined by a dash with a space on each side (commands.md). */
    static boolean isTwoPlaces(String road) {
        String[] ends = JOIN.split(road.strip(), -1);
        return ends.length == 2 && !ends[0].isBlank() && !ends[1].isBlank();
    }

    /** The form two roads are compared in: the two places folded, in alphabetical order. */
    static String key(String road) {
        String[] ends = JOIN.split(road.strip());
        if (ends.length != 2) {
            return Names.fold(road.strip());
        }
        String[] folded = {Names.fold(ends[0].strip()), Names.fold(ends[1].strip())};
        Arrays.sort(folded);
        return folded[0] + " / " + folded[1];
    }

    static boolean same(String a, String b) {
        return key(a).equals(key(b));
    }
}
