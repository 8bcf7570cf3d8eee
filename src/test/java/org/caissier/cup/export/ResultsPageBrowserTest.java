package org.caissier.cup.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.caissier.cup.Crew;
import org.caissier.cup.RegattaRules;
import org.caissier.cup.RegattaState;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.testing.Needs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The results page as a real browser shows it: headless Chromium (Debian's {@code chromium}) loads the file, and
 * the standings are read back from the DOM it rendered. Without Chromium the test is skipped, loudly; under
 * {@code CI=true} a missing Chromium is a failure.
 */
@Needs(Needs.Tool.CHROMIUM)
class ResultsPageBrowserTest {
    private static final Pattern TABLE = Pattern.compile("<table id=\"standings\">(.*?)</table>", Pattern.DOTALL);
    private static final Pattern BODY = Pattern.compile("<tbody>(.*?)</tbody>", Pattern.DOTALL);
    private static final Pattern ROW = Pattern.compile("<tr[^>]*>(.*?)</tr>", Pattern.DOTALL);
    private static final Pattern CELL =
            Pattern.compile("<td class=\"(crew|tiebreak|club)\">(.*?)</td>", Pattern.DOTALL);

    @TempDir
    Path dir;

    private static final String CHROMIUM = "/usr/bin/chromium";

    /** The rendered DOM, as Chromium dumps it after loading the page. */
    private String render(Path page) throws IOException, InterruptedException {
        Path profile = Files.createDirectories(dir.resolve("profile"));
        Path dump = dir.resolve("dom.html");
        Process p = new ProcessBuilder(
                        CHROMIUM,
                        "--headless",
                        "--disable-gpu",
                        "--no-sandbox",
                        "--no-first-run",
                        "--user-data-dir=" + profile,
                        "--dump-dom",
                        page.toUri().toString())
                .redirectOutput(dump.toFile())
                .redirectError(dir.resolve("chromium.log").toFile())
                .start();
        if (!p.waitFor(90, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("chromium did not render the page within 90 s");
        }
        assertThat(p.exitValue())
                .as(Files.readString(dir.resolve("chromium.log")))
                .isZero();
        return Files.readString(dump, StandardCharsets.UTF_8);
    }

    /** Each row of the standings' body: its crew, club (when shown) and tie-break cells, as rendered. */
    private static List<List<String>> standings(String dom) {
        Matcher table = TABLE.matcher(dom);
        assertThat(table.find()).as("a table with id standings").isTrue();
        assertThat(table.group(1)).contains("<thead>");
        Matcher body = BODY.matcher(table.group(1));
        assertThat(body.find()).as("a tbody").isTrue();
        List<List<String>> rows = new ArrayList<>();
        Matcher row = ROW.matcher(body.group(1));
        while (row.find()) {
            List<String> cells = new ArrayList<>();
            Matcher cell = CELL.matcher(row.group(1));
            while (cell.find()) {
                // The club shown under the name on a phone is the club column's, said again.
                String text = cell.group(2).replaceAll("<span class=\"under\">.*?</span>", "");
                cells.add(text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">"));
            }
            rows.add(cells);
        }
        return rows;
    }

    @Test
    void ac_tour_2_the_rendered_page_lists_the_crews_in_rank_order_with_club_and_tie_break() throws Exception {
        TournamentRules rules = new TournamentRules();
        TournamentState s = rules.start(
                List.of(
                        new Crew("Ann & Co", "CN <Brest>"),
                        new Crew("Bob", "YC Vannes"),
                        Crew.named("Cid"),
                        Crew.named("Dan")),
                1);
        for (String line : List.of(
                "result Bob Ann",
                "result Ann Cid",
                "result Ann Dan",
                "result Bob Cid",
                "result Bob Dan",
                "result Dan Cid",
                "final Bob Ann")) {
            s = rules.applyLine(s, line);
        }
        ResultsExport.tournament(Locale.ENGLISH).write(s, dir);
        String dom = render(dir.resolve("results.html"));
        assertThat(standings(dom))
                .containsExactly(
                        List.of("Bob", "YC Vannes", "points"),
                        List.of("Ann & Co", "CN <Brest>", "points"),
                        List.of("Dan", "", "points"),
                        List.of("Cid", "", "points"));
        assertThat(dom).contains("Cup winner: Bob");
    }

    @Test
    void a2_the_rendered_series_shows_discards_in_brackets_and_the_a8_tie_breaks() throws Exception {
        RegattaRules rules = new RegattaRules();
        RegattaState s = rules.start(List.of(Crew.named("Ann"), Crew.named("Bob"), Crew.named("Cid")), 1);
        for (String line : List.of("race Ann Bob Cid", "race Bob Ann Cid", "race Cid Ann=DNF Bob")) {
            s = rules.applyLine(s, line);
        }
        ResultsExport.regatta(Locale.ENGLISH).write(s, dir);
        String dom = render(dir.resolve("results.html"));
        // Ann 1,2,(4 DNF) net 3; Bob 2,1,(3) net 3: A8.1 ties (1,2 each); A8.2: the last race, Bob 3 < Ann 4.
        assertThat(standings(dom))
                .containsExactly(List.of("Bob", "A8.2"), List.of("Ann", "A8.2"), List.of("Cid", "net"));
        assertThat(dom).contains("(4 DNF)");
    }

    @Test
    void ac_tour_2_the_page_exported_from_a_french_screen_speaks_french_and_escapes_names() throws Exception {
        TournamentRules rules = new TournamentRules();
        TournamentState s = rules.start(List.of(Crew.named("Zoé <b>"), Crew.named("Léa")), 1);
        s = rules.applyLine(s, "result Léa Zoé");
        s = rules.applyLine(s, "final Léa Zoé");
        ResultsExport.tournament(java.util.Locale.FRENCH).write(s, dir);
        String dom = render(dir.resolve("results.html"));
        assertThat(dom)
                .contains("<html lang=\"fr\"", "La Coupe revient à Léa", "Classement", "Léa bat Zoé &lt;b&gt;")
                .doesNotContain("<b>");
        assertThat(standings(dom)).containsExactly(List.of("Léa", "points"), List.of("Zoé <b>", "points"));
    }
}
