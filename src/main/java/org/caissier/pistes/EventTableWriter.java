package org.caissier.pistes;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.caissier.table.WholeFile;
import tools.jackson.databind.json.JsonMapper;

/**
 * Saves an event table in the file format {@link EventTableLoader} reads, one row per line so that a person can
 * still edit the file by hand and compare it with the printed table.
 */
public final class EventTableWriter {
    private final JsonMapper mapper = JsonMapper.builder().build();

    public String write(EventTable table) {
        StringBuilder out = new StringBuilder();
        out.append("{\n");
        out.append("  \"format\": ").append(json(EventTable.FORMAT)).append(",\n");
        out.append("  \"version\": ").append(EventTable.VERSION).append(",\n");
        out.append("  \"reconstruction\": ").append(table.reconstruction()).append(",\n");
        out.append("  \"note\": ").append(json(table.note())).append(",\n");
        List<String> columns = new ArrayList<>();
        for (int c = 2; c <= Movement.MORE_THAN_13; c++) {
            columns.add(json(Movement.columnLabel(c)));
        }
        out.append("  \"columns\": [").append(String.join(", ", columns)).append("],\n");
        out.append("  \"rows\": [\n");
        for (int r = 1; r <= EventTable.ROWS; r++) {
            List<String> cells = new ArrayList<>();
            for (Event e : table.cells().get(r - 1)) {
                cells.add(json(e.id()));
            }
            out.append("    { \"row\": ")
                    .append(r)
                    .append(", \"points\": ")
                    .append(json(Movement.rowLabel(r)))
                    .append(", \"cells\": [")
                    .append(String.join(", ", cells))
                    .append("] }")
                    .append(r < EventTable.ROWS ? ",\n" : "\n");
        }
        out.append("  ]\n}\n");
        return out.toString();
    }

    /** Writes the file whole or not at all: a half-written table must never replace a good one. */
    public void save(EventTable table, Path file) throws IOException {
        new WholeFile().write(file, write(table).getBytes(StandardCharsets.UTF_8));
    }

    private String json(String text) {
        return mapper.writeValueAsString(text);
    }
}
