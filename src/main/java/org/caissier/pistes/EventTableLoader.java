package org.caissier.pistes;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.caissier.table.DataFileException;
import org.caissier.table.JsonTree;
import org.caissier.table.TextFiles;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Reads an event table file (format in {@code resources/pistes/EVENT-TABLE-FORMAT.md}) and refuses anything that
 * is not exactly 8 rows of 13 known event ids, naming the file, the row and the column that are wrong. Table files
 * come from other people, so nothing is guessed.
 */
public final class EventTableLoader {
    private static final String KNOWN = Arrays.stream(Event.values()).map(Event::id)
            .collect(Collectors.joining(", "));

    // The streaming parser into the same tree, not a JsonMapper: the table is read when a game starts (as the
    // Long Cours board; docs/performance.md).
    private final JsonTree json = new JsonTree();

    public EventTable load(Path file) {
        try {
            return load(TextFiles.read(file, TextFiles.DATA_CAP), file.toString());
        } catch (IOException e) {
            throw DataFileException.unreadable(file, e);
        }
    }

    /** @param source how to name the file in messages (its path, or "default event table") */
    public EventTable load(byte[] bytes, String source) {
        JsonNode root;
        try {
            root = json.read(bytes);
        } catch (JacksonException e) {
            throw new DataFileException(source + ": not a JSON document (" + e.getOriginalMessage() + ")", e);
        }
        if (root == null || !root.isObject()) {
            throw fail(source, "(top)", "must be a JSON object with format, version and rows");
        }
        JsonNode format = root.get("format");
        if (format == null || !format.isString() || !EventTable.FORMAT.equals(format.stringValue())) {
            throw fail(source, "format", "must be \"" + EventTable.FORMAT + "\", found " + shown(format));
        }
        JsonNode version = root.get("version");
        if (version == null || !version.isInt() || version.intValue() != EventTable.VERSION) {
            throw fail(source, "version", "must be " + EventTable.VERSION + " (the only version this program reads),"
                    + " found " + shown(version));
        }
        boolean reconstruction = false;
        JsonNode rec = root.get("reconstruction");
        if (rec != null) {
            if (!rec.isBoolean()) {
                throw fail(source, "reconstruction", "must be true or false, found " + shown(rec));
            }
            reconstruction = rec.booleanValue();
        }
        String note = "";
        JsonNode noteNode = root.get("note");
        if (noteNode != null) {
            if (!noteNode.isString()) {
                throw fail(source, "note", "must be a text, found " + shown(noteNode));
            }
            note = noteNode.stringValue();
        }
        return new EventTable(reconstruction, note, rows(root.get("rows"), source));
    }

    private static List<List<Event>> rows(JsonNode rows, String source) {
        if (rows == null || !rows.isArray()) {
            throw fail(source, "rows", "must be a list of " + EventTable.ROWS + " rows, found " + shown(rows));
        }
        if (rows.size() != EventTable.ROWS) {
            throw fail(source, "rows", "has " + rows.size() + " rows, the table has " + EventTable.ROWS
                    + " (one per band of movement points)");
        }
        List<List<Event>> cells = new ArrayList<>();
        for (int r = 0; r < EventTable.ROWS; r++) {
            cells.add(row(rows.get(r), r + 1, source));
        }
        return cells;
    }

    private static List<Event> row(JsonNode row, int number, String source) {
        String path = "rows[" + (number - 1) + "] (row " + number + ")";
        if (row == null || !row.isObject()) {
            throw fail(source, path, "must be an object with \"cells\", found " + shown(row));
        }
        JsonNode declared = row.get("row");
        if (declared != null && (!declared.isInt() || declared.intValue() != number)) {
            throw fail(source, path + ".row", "says " + shown(declared) + " but this is row " + number
                    + " (rows go from 1, under 40 points, to 8, 180-240 points)");
        }
        JsonNode cells = row.get("cells");
        if (cells == null || !cells.isArray()) {
            throw fail(source, path + ".cells", "must be a list of " + EventTable.COLUMNS + " event ids, found "
                    + shown(cells));
        }
        if (cells.size() != EventTable.COLUMNS) {
            throw fail(source, path + ".cells", "has " + cells.size() + " cells, row " + number + " needs "
                    + EventTable.COLUMNS + " (columns 2 to 13 and more than 13)");
        }
        List<Event> events = new ArrayList<>();
        for (int c = 0; c < EventTable.COLUMNS; c++) {
            JsonNode cell = cells.get(c);
            String where = "rows[" + (number - 1) + "].cells[" + c + "] (row " + number + ", column "
                    + Movement.columnLabel(c + 2) + ")";
            if (!cell.isString()) {
                throw fail(source, where, "must be an event id, found " + shown(cell) + " (known: " + KNOWN + ")");
            }
            events.add(Event.byId(cell.stringValue()).orElseThrow(() -> fail(source, where,
                    "unknown event id \"" + cell.stringValue() + "\" (known: " + KNOWN + ")")));
        }
        return events;
    }

    private static String shown(JsonNode node) {
        return node == null ? "nothing" : node.toString();
    }

    private static DataFileException fail(String source, String path, String what) {
        return new DataFileException(source + ": " + path + ": " + what);
    }
}
