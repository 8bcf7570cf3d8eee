package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code caissier run --export DIR FILE}: the state on stdout as {@code run} prints it, and the results files. */
class RunExportTest {
    @TempDir
    Path dir;

    private final RunHarness cli = new RunHarness();

    private static final Path TOURNAMENT =
            Path.of("src/test/resources/cup/games/1-seven-crews-bye-withdrawal-sail-off.cmd");
    private static final Path REGATTA = Path.of("src/test/resources/cup/games/2-six-crew-regatta-discards.cmd");

    @Test
    @SuppressWarnings("unchecked")
    void ac_tour_2_a_tournament_exports_its_page_and_the_two_csv_files_with_the_contract_columns() throws Exception {
        Path export = dir.resolve("out");
        int code = cli.launch("run", "--export", export.toString(), TOURNAMENT.toString());
        assertThat(code).as(cli.err()).isZero();
        Map<String, Object> state = cli.state();
        assertThat(state.get("cup")).isEqualTo("Ann");
        String standings = Files.readString(export.resolve("standings.csv"), StandardCharsets.UTF_8);
        assertThat(standings)
                .startsWith("rank,crew,club,wins,points,sailed,tiebreak,status\r\n1,Ann,,5,5,5,points,\r\n"
                        + "2,Bob,,3,3,6,sail-off,\r\n");
        assertThat(standings).contains("7,Gus,,1,1,3,withdrawn,withdrawn\r\n");
        List<String> results = Files.readAllLines(export.resolve("results.csv"), StandardCharsets.UTF_8);
        assertThat(results.get(0)).isEqualTo("round,first,second,winner,note");
        // Fay's win over Eve was corrected; the final's first match, which Bob won, in the finalists' order.
        assertThat(results)
                .contains(
                        "1,Bob,Gus,Bob,",
                        "3,Eve,Fay,Eve,\"corrected was=Fay\"",
                        "sail-off,Bob,Cid,Bob,",
                        "final,Ann,Bob,Bob,",
                        "final,Ann,Bob,Ann,");
        // 18 round-robin matches sailed (21 scheduled, Gus withdrew before his last three), 6 sail-offs, 3 finals
        assertThat(results).hasSize(1 + 18 + 6 + 3);
        String page = Files.readString(export.resolve("results.html"), StandardCharsets.UTF_8);
        assertThat(page)
                .contains("<table id=\"standings\">", "<thead>", "Cup winner: Ann", "id=\"cross\"")
                .doesNotContain("<script", "http://", "https://", "<link");
    }

    @Test
    void ac_reg_1_a_regatta_exports_its_series_and_each_race_place() throws Exception {
        Path export = dir.resolve("regatta");
        assertThat(cli.launch("run", "--export", export.toString(), REGATTA.toString()))
                .as(cli.err())
                .isZero();
        List<String> standings = Files.readAllLines(export.resolve("standings.csv"), StandardCharsets.UTF_8);
        assertThat(standings)
                .containsExactly(
                        "rank,crew,club,total,net,tiebreak",
                        "1,Bob,,10,7,A8.2",
                        "2,Cid,,10.5,7,A8.2",
                        "3,Ann,,10,7,A8.1",
                        "4,Dan,,21.5,16.5,net",
                        "5,Eve,,27,20,net",
                        "6,Fay,,29,22,net");
        List<String> results = Files.readAllLines(export.resolve("results.csv"), StandardCharsets.UTF_8);
        assertThat(results.get(0)).isEqualTo("race,place,crew,points,code");
        assertThat(results)
                .contains("2,3,Cid,3.5,", "2,3,Dan,3.5,", "2,,Fay,7,DNF")
                .hasSize(1 + 5 * 6);
        assertThat(Files.readString(export.resolve("results.html"))).contains("(7 OCS)");
    }

    @Test
    void a_refused_line_exports_nothing_and_a_game_that_is_not_a_cup_event_says_so() throws Exception {
        Path script = dir.resolve("bad.cmd");
        Files.writeString(script, "game cup-tournament Ann Bob Cid\nresult Ann Bob\nresult Bob Ann\n");
        Path export = dir.resolve("nothing");
        assertThat(cli.launch("run", "--export", export.toString(), script.toString()))
                .isEqualTo(2);
        assertThat(cli.err()).startsWith("line 3: AC-TOUR-1: ");
        assertThat(export).doesNotExist();
        cli.reset();
        Path pistes = dir.resolve("pistes.cmd");
        Files.writeString(pistes, "game pistes Ann Bob\n");
        assertThat(cli.launch("run", "--export", export.toString(), pistes.toString()))
                .isEqualTo(1);
        assertThat(cli.err()).contains("cup-tournament");
    }

    @Test
    void the_page_speaks_french_with_lang_fr_and_the_csv_files_stay_the_contract_s() throws Exception {
        Path english = dir.resolve("en");
        Path french = dir.resolve("fr");
        assertThat(cli.launch("run", "--export", english.toString(), TOURNAMENT.toString()))
                .as(cli.err())
                .isZero();
        assertThat(cli.launch("run", "--lang", "fr", "--export", french.toString(), TOURNAMENT.toString()))
                .as(cli.err())
                .isZero();
        assertThat(Files.readString(french.resolve("results.html"), StandardCharsets.UTF_8))
                .contains("<table id=\"standings\">", "Classement", "La Coupe revient à Ann")
                .doesNotContain("Cup winner");
        assertThat(Files.readString(english.resolve("results.html"), StandardCharsets.UTF_8))
                .contains("Cup winner: Ann");
        for (String csv : List.of("standings.csv", "results.csv")) {
            assertThat(Files.readAllBytes(french.resolve(csv)))
                    .as(csv)
                    .isEqualTo(Files.readAllBytes(english.resolve(csv)));
        }
    }

    @Test
    void a_language_other_than_fr_or_en_is_refused_and_nothing_is_written() {
        Path export = dir.resolve("de");
        assertThat(cli.launch("run", "--export", export.toString(), "--lang", "de", TOURNAMENT.toString()))
                .isEqualTo(1);
        assertThat(cli.err()).contains("--lang").contains("fr").contains("de");
        assertThat(export).doesNotExist();
    }

    @Test
    void the_event_name_and_date_head_the_page_escaped_and_standings_csv_has_the_club_column() throws Exception {
        Files.writeString(dir.resolve("crews.csv"), "name,club\nAnn,\"CN Brest, Finistère\"\nBob,\n");
        Path script = dir.resolve("named.cmd");
        Files.writeString(
                script,
                "game cup-tournament event=\"Ann & <Co> Cup\" date=2026-05-16 crews=crews.csv Cid\n"
                        + "result Ann Bob dsq=Ann\nresult Cid Ann\nresult Bob Cid\n");
        Path export = dir.resolve("named");
        assertThat(cli.launch("run", "--export", export.toString(), script.toString()))
                .as(cli.err())
                .isZero();
        assertThat(cli.out()).contains("\"event\" : \"Ann & <Co> Cup\"", "\"date\" : \"2026-05-16\"");
        String page = Files.readString(export.resolve("results.html"), StandardCharsets.UTF_8);
        assertThat(page)
                .contains(
                        "<title>Ann &amp; &lt;Co&gt; Cup — 16 May 2026</title>",
                        "<h1>Ann &amp; &lt;Co&gt; Cup — 16 May 2026</h1>",
                        "Ann disqualified (C10.5(b)): no point")
                .doesNotContain("<Co>", "dsq=Ann");
        List<String> standings = Files.readAllLines(export.resolve("standings.csv"), StandardCharsets.UTF_8);
        assertThat(standings)
                .containsExactly(
                        "rank,crew,club,wins,points,sailed,tiebreak,status",
                        "1,Bob,,1,1,2,\"C11.1(a)\",",
                        "2,Cid,,1,1,2,\"C11.1(a)\",",
                        "3,Ann,\"CN Brest, Finistère\",0,0,2,points,");
        List<String> results = Files.readAllLines(export.resolve("results.csv"), StandardCharsets.UTF_8);
        assertThat(results)
                .as("a disqualified winner is nobody's winner")
                .anyMatch(r -> r.matches("\\d,(Ann,Bob|Bob,Ann),,dsq=Ann"));
    }

    @Test
    void a_date_that_is_not_a_date_is_refused_naming_the_field_and_nothing_is_exported() throws Exception {
        Path script = dir.resolve("bad-date.cmd");
        Files.writeString(script, "game cup-tournament date=2026-02-30 Ann Bob\n");
        Path export = dir.resolve("none");
        assertThat(cli.launch("run", "--export", export.toString(), script.toString()))
                .isEqualTo(2);
        assertThat(cli.err()).startsWith("line 1: SYNTAX: date=YYYY-MM-DD: 2026-02-30");
        assertThat(export).doesNotExist();
    }
}
