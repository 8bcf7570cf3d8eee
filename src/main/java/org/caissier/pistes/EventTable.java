package org.caissier.pistes;

import java.util.ArrayList;
import java.util.List;

/**
 * The event table: 8 rows of movement points (PI-EVT-1) by 13 columns, 2..13 and "more than 13" (PI-EVT-2).
 *
 * @param reconstruction true when the cells are not the printed ones but the program's own design (D-PI-1)
 * @param note           free text saying where the cells come from
 * @param cells          {@code cells.get(row - 1).get(column - 2)}
 */
public record EventTable(boolean reconstruction, String note, List<List<Event>> cells) {
    public static final int ROWS = 8;
    public static final int COLUMNS = 13;
    public static final String FORMAT = "caissier-pistes-event-table";
    public static final int VERSION = 1;

    public EventTable {
        note = note == null ? "" : note;
        if (cells.size() != ROWS) {
            throw new IllegalArgumentException("an event table has " + ROWS + " rows, not " + cells.size());
        }
        List<List<Event>> copy = new ArrayList<>();
        for (int r = 0; r < ROWS; r++) {
            if (cells.get(r).size() != COLUMNS) {
                throw new IllegalArgumentException(
                        "row " + (r + 1) + " has " + cells.get(r).size() + " cells, not " + COLUMNS);
            }
            copy.add(List.copyOf(cells.get(r)));
        }
        cells = List.copyOf(copy);
    }

    /** The event at a row (1..8) and a column (2..13, or 14 for "more than 13"). */
    public Event at(int row, int column) {
        if (row < 1 || row > ROWS || column < 2 || column > Movement.MORE_THAN_13) {
            throw new IllegalArgumentException("no cell at row " + row + ", column " + column);
        }
        return cells.get(row - 1).get(column - 2);
    }

    /** A copy with one cell changed, for the table editor. */
    public EventTable with(int row, int column, Event event) {
        at(row, column);
        List<List<Event>> copy = new ArrayList<>();
        for (List<Event> r : cells) {
            copy.add(new ArrayList<>(r));
        }
        copy.get(row - 1).set(column - 2, event);
        return new EventTable(reconstruction, note, copy);
    }
}
