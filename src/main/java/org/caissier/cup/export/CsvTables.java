package org.caissier.cup.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.dataformat.csv.CsvMapper;
import tools.jackson.dataformat.csv.CsvSchema;

/** Writes a CSV file (UTF-8, RFC 4180: CRLF, quoted where needed, a header row) with Jackson's CSV module. */
final class CsvTables {
    private final CsvMapper mapper = new CsvMapper();

    void write(Path file, List<String> columns, List<List<String>> rows) throws IOException {
        CsvSchema.Builder schema = CsvSchema.builder();
        columns.forEach(schema::addColumn);
        CsvSchema withHeader = schema.setUseHeader(true).setLineSeparator("\r\n").build();
        try (OutputStream out = Files.newOutputStream(file)) {
            mapper.writer(withHeader).writeValue(out, rows);
        }
    }
}
