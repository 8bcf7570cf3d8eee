package org.caissier.pistes;

import java.util.ArrayList;
import java.util.List;

/**
 * Where a car stops when it covers only half its planned stage (PI-INC-2, PI-ACC-2): half the chain's total
 * millimetres, measured from the start along the sections in order.
 */
public final class HalfDistance {
    private HalfDistance() {}

    /** Half the total length of the planned chain, in mm (may end in .5). */
    public static double totalMm(List<Section> sections) {
        return sections.stream().mapToInt(Section::mm).sum() / 2.0;
    }

    /**
     * How far to go on each section, in mm: the sections fully covered, then the one where the car stops, then
     * zeros for the sections it does not reach.
     */
    public static List<Double> perSection(List<Section> sections) {
        double left = totalMm(sections);
        List<Double> reach = new ArrayList<>();
        for (Section s : sections) {
            double here = Math.min(s.mm(), left);
            reach.add(here);
            left -= here;
        }
        return List.copyOf(reach);
    }
}
