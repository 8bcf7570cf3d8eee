package org.caissier.cup;

import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.caissier.table.DataFileException;
import org.caissier.table.Names;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.MappingIterator;
import tools.jackson.dataformat.csv.CsvMapper;
import tools.jackson.dataformat.csv.CsvReadFeature;

/**
 * Reads a crews file: UTF-8 CSV (RFC 4180), one crew a line, {@code name[,club]}; a first line {@code name,club}
 * is a header and skipped; blank lines are skipped. Anything else is refused with the file and line named.
 * Jackson's CSV module does the quoting rules, so "Club, with comma" and doubled quotes read as people expect.
 */
public final class CrewsCsv {
    private final CsvMapper mapper = CsvMapper.builder().enable(CsvReadFeature.WRAP_AS_ARRAY).build();

    public List<Crew> read(byte[] bytes, String source) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new DataFileException("crews " + source + ": not UTF-8 text");
        }
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        List<Crew> crews = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        int line = 0;
        try (MappingIterator<String[]> rows = mapper.readerFor(String[].class).readValues(text)) {
            while (rows.hasNextValue()) {
                String[] row = rows.nextValue();
                line = rows.currentLocation() == null ? line + 1 : lineOf(rows, line, lines.length);
                add(crews, row, line, source);
            }
        } catch (JacksonException e) {
            long at = e.getLocation() == null ? -1 : e.getLocation().getLineNr();
            if (e.getOriginalMessage().contains("closing quote")) {
                // The parser stops at the end of the file; the quote was opened on the row after the last good one.
                at = line + 1;
            }
            throw new DataFileException("crews " + source + (at > 0 ? " line " + at : "") + ": not valid CSV ("
                    + e.getOriginalMessage() + ")", e);
        }
        if (crews.isEmpty()) {
            throw new DataFileException("crews " + source + ": no crew in the file");
        }
        return crews;
    }

    private static int lineOf(MappingIterator<String[]> rows, int previous, int lineCount) {
        // The parser stands just past the row it read: at the start of the next line, or on the last line.
        long at = rows.currentLocation().getLineNr();
        int line = (int) (rows.currentLocation().getColumnNr() <= 1 && at > 1 ? at - 1 : at);
        return Math.max(line, previous + 1) > lineCount ? lineCount : Math.max(line, previous + 1);
    }

    private static void add(List<Crew> crews, String[] row, int line, String source) {
        String where = "crews " + source + " line " + line + ": ";
        boolean blank = true;
        for (String cell : row) {
            blank &= cell == null || cell.isBlank();
        }
        if (blank) {
            return;
        }
        if (row.length > 2) {
            throw new DataFileException(where + row.length + " columns; a crew is name[,club]");
        }
        String name = row[0] == null ? "" : row[0].strip();
        String club = row.length > 1 ? row[1] : null;
        if (crews.isEmpty() && Names.same(name, "name") || crews.isEmpty() && Names.same(name, "nom")) {
            return;
        }
        if (name.isEmpty()) {
            throw new DataFileException(where + "the crew has no name");
        }
        if (name.indexOf('"') >= 0 || name.contains("\n") || name.contains("\r")) {
            throw new DataFileException(where + "a crew name cannot hold a double quote or a line break");
        }
        java.util.Optional<String> why = org.caissier.table.Words.whyNotAName(name);
        if (why.isPresent()) {
            throw new DataFileException(where + "the crew name " + why.get());
        }
        for (Crew c : crews) {
            if (Names.same(c.name(), name)) {
                throw new DataFileException(where + "crew \"" + name + "\" is listed twice");
            }
        }
        crews.add(new Crew(name, club));
    }
}
