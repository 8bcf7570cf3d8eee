package org.caissier.pistes;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.caissier.table.DataFileException;
import org.caissier.table.JsonTree;
import org.caissier.table.Said;
import org.caissier.table.TextFiles;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * Reads an event table file (format in {@code resources/pistes/EVENT-TABLE-FORMAT.md}) and refuses anything that
 * is not exactly 8 rows of 13 known event ids, naming the file, the row and the column that are wrong. Table files
 * come from other people, so nothing is guessed.
 */
public final class EventTableLoader {
    private static final String KNOWN =
            Arrays.stream(Event.values()).map(Event::id).collect(Collectors.joining(", "));

    // The streaming parser into the same tree, not a JsonMapper: the table is read when a game starts (as the
    // Long Cours board; JsonTree says why).
    private final JsonTree json = new JsonTree();

    public EventTable load(Path file) {
        try {
            return load(TextFiles.read(file, TextFiles.DATA_CAP), file.toString());
        } catch (IOException e) {
            throw DataFileException.unreadable(file, e);
        }
    }

    /** @param source how to name the file in messages (its path, or the said "default event table") */
    public EventTable load(byte[] bytes, Object source) {
        JsonNode root;
        try {
            root = json.read(bytes);
        } catch (JacksonException e) {
            throw new DataFileException(Said.of("pistes.table.notJson", source, e.getOriginalMessage()), e);
        }
        if (root == null || !root.isObject()) {
            throw fail(source, Said.of("pistes.table.top"), "object");
        }
        JsonNode format = root.get("format");
        if (format == null || !format.isString() || !EventTable.FORMAT.equals(format.stringValue())) {
            throw fail(source, "format", "format", EventTable.FORMAT, shown(format));
        }
        JsonNode version = root.get("version");
        if (version == null || !version.isInt() || version.intValue() != EventTable.VERSION) {
            throw fail(source, "version", "version", EventTable.VERSION, shown(version));
        }
        boolean reconstruction = false;
        JsonNode rec = root.get("reconstruction");
        if (rec != null) {
            if (!rec.isBoolean()) {
                throw fail(source, "reconstruction", "boolean", shown(rec));
            }
            reconstruction = rec.booleanValue();
        }
        String note = "";
        JsonNode noteNode = root.get("note");
        if (noteNode != null) {
            if (!noteNode.isString()) {
                throw fail(source, "note", "text", shown(noteNode));
            }
            note = noteNode.stringValue();
        }
        return new EventTable(reconstruction, note, rows(root.get("rows"), source));
    }

    private static List<List<Event>> rows(JsonNode rows, Object source) {
        if (rows == null || !rows.isArray()) {
            throw fail(source, "rows", "rows", EventTable.ROWS, shown(rows));
        }
        if (rows.size() != EventTable.ROWS) {
            throw fail(source, "rows", "rowCount", rows.size(), EventTable.ROWS);
        }
        List<List<Event>> cells = new ArrayList<>();
        for (int r = 0; r < EventTable.ROWS; r++) {
            cells.add(row(rows.get(r), r + 1, source));
        }
        return cells;
    }

    private static List<Event> row(JsonNode row, int number, Object source) {
        Said path = Said.of("pistes.table.rowPath", number - 1, number, "");
        if (row == null || !row.isObject()) {
            throw fail(source, path, "row", shown(row));
        }
        JsonNode declared = row.get("row");
        if (declared != null && (!declared.isInt() || declared.intValue() != number)) {
            throw fail(
                    source,
                    Said.of("pistes.table.rowPath", number - 1, number, ".row"),
                    "rowNumber",
                    shown(declared),
                    number);
        }
        JsonNode cells = row.get("cells");
        if (cells == null || !cells.isArray()) {
            throw fail(
                    source,
                    Said.of("pistes.table.rowPath", number - 1, number, ".cells"),
                    "cells",
                    EventTable.COLUMNS,
                    shown(cells));
        }
        if (cells.size() != EventTable.COLUMNS) {
            throw fail(
                    source,
                    Said.of("pistes.table.rowPath", number - 1, number, ".cells"),
                    "cellCount",
                    cells.size(),
                    number,
                    EventTable.COLUMNS);
        }
        List<Event> events = new ArrayList<>();
        for (int c = 0; c < EventTable.COLUMNS; c++) {
            JsonNode cell = cells.get(c);
            Said where = Said.of("pistes.table.cellPath", number - 1, c, number, Movement.columnLabel(c + 2));
            if (!cell.isString()) {
                throw fail(source, where, "cell", shown(cell), KNOWN);
            }
            events.add(Event.byId(cell.stringValue())
                    .orElseThrow(() -> fail(source, where, "unknown", cell.stringValue(), KNOWN)));
        }
        return events;
    }

    private static Object shown(JsonNode node) {
        return node == null ? Said.of("pistes.table.nothing") : node.toString();
    }

    /** What is wrong at {@code path} (a JSON path, or a said one that names the row and column too). */
    private static DataFileException fail(Object source, Object path, String key, Object... args) {
        return new DataFileException(Said.of("pistes.table.at", source, path, Said.of("pistes.table." + key, args)));
    }
}
