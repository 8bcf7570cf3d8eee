package org.caissier.pistes;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The exact chances of each event for a planned stage, before the dice are rolled: for each of the 36 equally
 * likely throws of two dice, the column is the sum plus the road changes (PI-EVT-2).
 *
 * @param outOf36 for every event, how many of the 36 throws give it
 * @param covered for every incident, whether the player's sheet holds the equipment that repairs it (PI-INC-1)
 */
public record RiskPreview(int row, int changes, Map<Event, Integer> outOf36, Map<Event, Boolean> covered) {
    public static final int THROWS = 36;

    public RiskPreview {
        outOf36 = Collections.unmodifiableMap(new EnumMap<>(outOf36));
        covered = Collections.unmodifiableMap(new EnumMap<>(covered));
    }

    /** The chances for a stage of this row and number of changes, with this equipment. */
    public static RiskPreview of(EventTable table, int row, int changes, Map<Item, Integer> equipment) {
        if (row < 1 || row > EventTable.ROWS || changes < 0) {
            throw new IllegalArgumentException("no stage has row " + row + " and " + changes + " changes");
        }
        Map<Event, Integer> counts = new EnumMap<>(Event.class);
        Map<Event, Boolean> covered = new EnumMap<>(Event.class);
        for (Event e : Event.values()) {
            counts.put(e, 0);
            e.remedy().ifPresent(item -> covered.put(e, equipment.getOrDefault(item, 0) > 0));
        }
        for (int sum = 2; sum <= 12; sum++) {
            int ways = 6 - Math.abs(sum - 7);
            Event e = table.at(row, Math.min(sum + changes, Movement.MORE_THAN_13));
            counts.merge(e, ways, Integer::sum);
        }
        return new RiskPreview(row, changes, counts, covered);
    }

    /** The chances for planned sections, counting the changes unless the players corrected them. */
    public static RiskPreview of(
            EventTable table, List<Section> sections, Integer changes, Map<Item, Integer> equipment) {
        int points = Math.min(Movement.points(sections), Movement.MAX_POINTS);
        return of(table, Movement.row(points), changes != null ? changes : Movement.countChanges(sections), equipment);
    }

    public int count(Event e) {
        return outOf36.get(e);
    }

    public double probability(Event e) {
        return count(e) / (double) THROWS;
    }

    /** Whether the sheet repairs this incident; false for no damage and accidents. */
    public boolean covered(Event e) {
        return covered.getOrDefault(e, false);
    }

    /** Throws after which the whole stage is covered: no damage, or an incident the sheet repairs. */
    public int fullStageOutOf36() {
        return outOf36.entrySet().stream()
                .filter(en -> en.getKey() == Event.NONE || covered(en.getKey()))
                .mapToInt(Map.Entry::getValue)
                .sum();
    }

    /** Throws that give an incident the sheet cannot repair (half the stage). */
    public int uncoveredIncidentsOutOf36() {
        return outOf36.entrySet().stream()
                .filter(en -> en.getKey().kind() == Event.Kind.INCIDENT && !covered(en.getKey()))
                .mapToInt(Map.Entry::getValue)
                .sum();
    }
}
