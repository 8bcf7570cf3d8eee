package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentState;
import org.caissier.cup.export.ResultsExport;
import org.caissier.ui.kit.Messages;
import tools.jackson.databind.MappingIterator;
import tools.jackson.dataformat.csv.CsvMapper;
import tools.jackson.dataformat.csv.CsvReadFeature;

/**
 * What an output of the Cup's results says, read back in its own form: the matches sailed and the crews' places.
 * The CSV files through Jackson's RFC 4180 reader, the screen through its tables' models; the pages are read in
 * Chromium by {@code OneTruthComparisonTest}.
 */
final class ToldBy {
    private ToldBy() {}

    /** A match sailed as an output tells it; {@code dsq} the crew disqualified afterwards, or "". */
    record Sailed(
            String round,
            String first,
            String second,
            String winner,
            String dsq,
            boolean deadHeat,
            boolean corrected) {}

    /** A crew's place as an output tells it. */
    record Place(String rank, String crew, String points, boolean withdrawn) {}

    /** What one output says. */
    record Told(List<Sailed> matches, List<Place> places) {}

    // ---- results.csv and standings.csv, through Jackson's RFC 4180 reader

    /** What results.csv and standings.csv say, written into {@code out}. */
    static Told csv(TournamentState s, Path out) throws Exception {
        ResultsExport.tournament(Locale.ENGLISH).write(s, out);
        List<List<String>> results = rows(out.resolve(ResultsExport.RESULTS));
        List<List<String>> standings = rows(out.resolve(ResultsExport.STANDINGS));
        assertThat(results.get(0)).containsExactly("round", "first", "second", "winner", "note");
        assertThat(standings.get(0))
                .containsExactly("rank", "crew", "club", "wins", "points", "sailed", "tiebreak", "status");
        List<Sailed> matches = new ArrayList<>();
        for (List<String> r : results.subList(1, results.size())) {
            String note = r.get(4);
            String dsq = note.startsWith("dsq=") ? note.split(" ")[0].substring(4) : "";
            matches.add(new Sailed(
                    r.get(0),
                    r.get(1),
                    r.get(2),
                    r.get(3),
                    dsq,
                    note.startsWith("dead-heat"),
                    note.contains("corrected")));
        }
        List<Place> places = new ArrayList<>();
        for (List<String> r : standings.subList(1, standings.size())) {
            assertThat(r.get(7)).isIn("", "withdrawn");
            places.add(new Place(r.get(0), r.get(1), r.get(4), r.get(7).equals("withdrawn")));
        }
        return new Told(matches, places);
    }

    private static List<List<String>> rows(Path file) throws Exception {
        CsvMapper mapper =
                CsvMapper.builder().enable(CsvReadFeature.WRAP_AS_ARRAY).build();
        List<List<String>> rows = new ArrayList<>();
        try (MappingIterator<String[]> it =
                mapper.readerFor(String[].class).readValues(Files.readString(file, StandardCharsets.UTF_8))) {
            while (it.hasNextValue()) {
                rows.add(List.of(it.nextValue()));
            }
        }
        return rows;
    }

    // ---- the screen: its tables' models, cell by cell as shown

    /** What the screen's matches and standings tables say, their models cell by cell as shown. */
    static Told screen(TournamentState s, Messages m, List<String> crews) {
        MatchesModel matches = new MatchesModel(m);
        matches.show(MatchRow.of(s, Standings.of(s)));
        List<Sailed> sailed = new ArrayList<>();
        for (int r = 0; r < matches.getRowCount(); r++) {
            String round = (String) matches.getValueAt(r, MatchesModel.ROUND);
            String first = (String) matches.getValueAt(r, MatchesModel.FIRST);
            String second = (String) matches.getValueAt(r, MatchesModel.SECOND);
            String winner = (String) matches.getValueAt(r, MatchesModel.WINNER);
            String note = (String) matches.getValueAt(r, MatchesModel.NOTE);
            String dsq = note.contains(m.get("cup.note.dsq", first))
                    ? first
                    : note.contains(m.get("cup.note.dsq", second)) ? second : "";
            boolean deadHeat = note.contains(m.get("cup.note.deadHeat"));
            boolean corrected = note.contains(m.get("cup.note.corrected"));
            assertThat(matches.tooltip(r).isPresent())
                    .as("a corrected row's tooltip says what it was")
                    .isEqualTo(corrected);
            if (!winner.isEmpty() || !dsq.isEmpty() || deadHeat) {
                sailed.add(new Sailed(
                        kind(round, m.get("cup.kind.sailOff"), m.get("cup.kind.final")),
                        first,
                        second,
                        winner,
                        dsq,
                        deadHeat,
                        corrected));
            }
        }
        StandingsModel standings = new StandingsModel(m);
        Standings st = Standings.of(s);
        standings.show(s, st.places());
        List<Place> places = new ArrayList<>();
        for (int r = 0; r < standings.getRowCount(); r++) {
            String crew = (String) standings.getValueAt(r, StandingsModel.CREW);
            String name = crewIn(crews, crew);
            places.add(new Place(
                    (String) standings.getValueAt(r, StandingsModel.RANK),
                    name,
                    points((String) standings.getValueAt(r, StandingsModel.POINTS)),
                    !crew.equals(name)));
        }
        return new Told(sailed, places);
    }

    private static String kind(String round, String sailOff, String fin) {
        return round.equals(sailOff) ? "sail-off" : round.equals(fin) ? "final" : round;
    }

    /** The crew a cell names (it may say more: withdrawn). */
    static String crewIn(List<String> crews, String cell) {
        return crews.stream().filter(cell::startsWith).findFirst().orElseThrow(() -> new AssertionError(cell));
    }

    /** Points as the CSV writes them, whatever the language's decimal comma. */
    static String points(String text) {
        return text.replace(',', '.');
    }
}
