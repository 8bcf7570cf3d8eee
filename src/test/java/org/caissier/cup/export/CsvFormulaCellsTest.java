package org.caissier.cup.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.caissier.cup.Crew;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.MappingIterator;
import tools.jackson.dataformat.csv.CsvMapper;
import tools.jackson.dataformat.csv.CsvReadFeature;

/**
 * A crew's name that a spreadsheet would run as a formula reaches the CSV files as text: a leading {@code '}
 * (commands.md), whether it came through the name check ({@code +}, {@code @}) or a hand-written journal ({@code =}).
 */
class CsvFormulaCellsTest {
    @TempDir
    Path dir;

    @Test
    void cells_a_spreadsheet_would_run_get_a_leading_quote_and_others_are_left_alone() throws Exception {
        List<String> names =
                List.of("+cmd|' /C calc'!A0", "=HYPERLINK(\"http://x\",\"Ann\")", "@SUM(A1)", "-Bob", "\tTab", "Zoé");
        TournamentRules rules = new TournamentRules();
        TournamentState s = rules.start(names.stream().map(Crew::named).toList(), 1);
        s = rules.applyLine(s, "result \"+cmd|' /C calc'!A0\" Zoé");
        ResultsExport.tournament(Locale.ENGLISH).write(s, dir);

        List<String> crews = column(dir.resolve(ResultsExport.STANDINGS), 1);
        assertThat(crews)
                .containsExactlyInAnyOrder(
                        "'+cmd|' /C calc'!A0",
                        "'=HYPERLINK(\"http://x\",\"Ann\")",
                        "'@SUM(A1)",
                        "'-Bob",
                        "'\tTab",
                        "Zoé");
        List<String> winners = column(dir.resolve(ResultsExport.RESULTS), 3);
        assertThat(winners).containsExactly("'+cmd|' /C calc'!A0");
    }

    private static List<String> column(Path file, int index) throws Exception {
        CsvMapper mapper =
                CsvMapper.builder().enable(CsvReadFeature.WRAP_AS_ARRAY).build();
        List<String> cells = new ArrayList<>();
        try (MappingIterator<String[]> it =
                mapper.readerFor(String[].class).readValues(Files.readString(file, StandardCharsets.UTF_8))) {
            it.nextValue();
            while (it.hasNextValue()) {
                cells.add(it.nextValue()[index]);
            }
        }
        return cells;
    }
}
