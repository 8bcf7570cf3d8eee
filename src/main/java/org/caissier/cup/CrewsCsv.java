package org.caissier.cup;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.table.DataFileException;
import org.caissier.table.Names;
import org.caissier.table.Said;
import org.caissier.table.Words;
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
    private final CsvMapper mapper =
            CsvMapper.builder().enable(CsvReadFeature.WRAP_AS_ARRAY).build();

    public List<Crew> read(byte[] bytes, String source) {
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw wrong("cup.crews.notUtf8", source);
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
            throw new DataFileException(
                    at > 0
                            ? Said.of("cup.crews.notCsvAt", source, at, e.getOriginalMessage())
                            : Said.of("cup.crews.notCsv", source, e.getOriginalMessage()),
                    e);
        }
        if (crews.isEmpty()) {
            throw wrong("cup.crews.none", source);
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
        boolean blank = true;
        for (String cell : row) {
            blank &= cell == null || cell.isBlank();
        }
        if (blank) {
            return;
        }
        if (row.length > 2) {
            throw wrong("cup.crews.columns", source, line, row.length);
        }
        String name = row[0] == null ? "" : row[0].strip();
        String club = row.length > 1 ? row[1] : null;
        if (crews.isEmpty() && Names.same(name, "name") || crews.isEmpty() && Names.same(name, "nom")) {
            return;
        }
        if (name.isEmpty()) {
            throw wrong("cup.crews.noName", source, line);
        }
        if (name.indexOf('"') >= 0 || name.contains("\n") || name.contains("\r")) {
            throw wrong("cup.crews.quote", source, line);
        }
        Optional<Said> why = Words.whyNotAName(name);
        if (why.isPresent()) {
            // A double quote is refused above: what is left is an invisible or control character.
            throw wrong("cup.crews.badName", source, line, why.get());
        }
        for (Crew c : crews) {
            if (Names.same(c.name(), name)) {
                throw wrong("cup.crews.twice", source, line, name);
            }
        }
        crews.add(new Crew(name, club));
    }

    /** What is wrong with the file, said in French and English (resources/i18n/rules/cup*.properties). */
    private static DataFileException wrong(String key, Object... args) {
        return new DataFileException(Said.of(key, args), null);
    }
}
