package org.caissier.pistes;

import java.util.List;

/** The arithmetic of a stage: points, road-type changes, and where it falls in the event table. */
public final class Movement {
    /** PI-MOVE-2: a stage never costs more. */
    public static final int MAX_POINTS = 240;
    /** The number standing for the last column, "more than 13" (PI-EVT-2). */
    public static final int MORE_THAN_13 = 14;
    /** Lowest point of rows 2..8 (PI-EVT-1); row 1 is everything below 40. */
    private static final int[] ROW_STARTS = {40, 60, 80, 100, 120, 140, 180};

    private Movement() {}

    /** PI-MOVE-1: Σ millimetres × 3 (R), 4 (J), 5 (B). */
    public static int points(List<Section> sections) {
        return sections.stream().mapToInt(Section::points).sum();
    }

    /** D-PI-3: one change between each two consecutive sections of different road types. */
    public static int countChanges(List<Section> sections) {
        int changes = 0;
        for (int i = 1; i < sections.size(); i++) {
            if (sections.get(i).type() != sections.get(i - 1).type()) {
                changes++;
            }
        }
        return changes;
    }

    /** PI-EVT-1: the table row (1..8) for a stage's points (at most 240). */
    public static int row(int points) {
        int row = 1;
        for (int start : ROW_STARTS) {
            if (points >= start) {
                row++;
            }
        }
        return row;
    }

    /** PI-EVT-2: the column for two dice and the changes: their sum, or {@link #MORE_THAN_13} above 13. */
    public static int column(int dieA, int dieB, int changes) {
        return Math.min(dieA + dieB + changes, MORE_THAN_13);
    }

    /** The column as the printed table heads it: "2".."13" or "more than 13". */
    public static String columnLabel(int column) {
        return column >= MORE_THAN_13 ? "more than 13" : Integer.toString(column);
    }

    /** The points band of a row as printed ("< 40", "40-59", ... "180-240"). */
    public static String rowLabel(int row) {
        if (row == 1) {
            return "< 40";
        }
        int from = ROW_STARTS[row - 2];
        int to = row == 8 ? MAX_POINTS : ROW_STARTS[row - 1] - 1;
        return from + "-" + to;
    }

    /** The same band as a screen writes a range, with an en dash: "40–59" (the table file keeps "40-59"). */
    public static String rowRange(int row) {
        return rowLabel(row).replace('-', '–');
    }
}
