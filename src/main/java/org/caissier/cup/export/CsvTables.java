package org.caissier.cup.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.caissier.table.WholeFile;
import tools.jackson.dataformat.csv.CsvMapper;
import tools.jackson.dataformat.csv.CsvSchema;

/**
 * Writes a CSV file (UTF-8, RFC 4180: CRLF, quoted where needed, a header row) with Jackson's CSV module. A cell a
 * spreadsheet would run as a formula (its text starts with =, +, -, @, a tab or a carriage return) gets a leading
 * {@code '}, so that a crew named "=HYPERLINK(…)" or "+cmd|…" is read as text (commands.md).
 */
final class CsvTables {
    private final CsvMapper mapper = new CsvMapper();
    private final WholeFile files;

    CsvTables(WholeFile files) {
        this.files = files;
    }

    void write(Path file, List<String> columns, List<List<String>> rows) throws IOException {
        CsvSchema.Builder schema = CsvSchema.builder();
        columns.forEach(schema::addColumn);
        CsvSchema withHeader =
                schema.setUseHeader(true).setLineSeparator("\r\n").build();
        List<List<String>> safe = rows.stream()
                .map(r -> r.stream().map(CsvTables::inert).toList())
                .toList();
        files.write(file, out -> mapper.writer(withHeader).writeValue(out, safe));
    }

    /** The cell as a spreadsheet reads it as text. */
    static String inert(String cell) {
        return !cell.isEmpty() && "=+-@\t\r".indexOf(cell.charAt(0)) >= 0 ? "'" + cell : cell;
    }
}
