package org.caissier.pistes;

import java.util.List;

/**
 * One stage a player drove, as the sheet records it.
 *
 * @param column 2..13, or {@link Movement#MORE_THAN_13} for the last column
 * @param used   the equipment crossed off for this stage's incident, or null
 * @param round  the round it was driven in (used to rank arrivals, D-PI-2)
 */
public record Turn(
        List<Section> sections,
        int points,
        int changes,
        int row,
        int column,
        int dieA,
        int dieB,
        Event event,
        Distance distance,
        Item used,
        int round) {

    public Turn {
        sections = List.copyOf(sections);
    }
}
