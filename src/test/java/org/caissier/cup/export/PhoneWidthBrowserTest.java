package org.caissier.cup.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.caissier.cup.Crew;
import org.caissier.cup.EventInfo;
import org.caissier.cup.RegattaRules;
import org.caissier.cup.RegattaState;
import org.caissier.cup.TournamentModule;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.live.LiveFrame;
import org.caissier.testing.Needs;
import org.caissier.testing.PhoneBrowsers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;

/**
 * The results page and the live page on a phone (360 and 390 px wide): every standings column a crew needs —
 * rank, crew, points, sailed, tie-break — ends inside the viewport, so nobody scrolls sideways to learn why a crew
 * is where it is. Headless Chromium (Debian's, driven by Debian's chromedriver) shows the page as a phone would;
 * screenshots are left in target/phone-pages. Without them the test is skipped, loudly; under {@code CI=true}
 * that is a failure.
 */
@Needs({Needs.Tool.CHROMIUM, Needs.Tool.CHROMEDRIVER})
class PhoneWidthBrowserTest {
    private static final Path SHOTS = Path.of("target/phone-pages");
    private static final List<String> COLUMNS =
            List.of("col-rank", "col-crew", "col-points", "col-sailed", "col-tiebreak");
    private static final LiveFrame FRAME = new LiveFrame("", "20:15:00");

    @TempDir
    static Path dir;

    private static PhoneBrowsers phones;

    @BeforeAll
    static void startPhones() throws Exception {
        Files.createDirectories(SHOTS);
        phones = new PhoneBrowsers(dir);
    }

    @AfterAll
    static void quitPhones() {
        phones.close();
    }

    /** A club night at its widest: long names and clubs, a dead heat (Wins differs from Points), ended early. */
    private static TournamentState tournament() {
        TournamentRules rules = new TournamentRules();
        TournamentState s = rules.start(
                List.of(
                        new Crew("Les Flibustiers de Saint-Malo-Kerguélen", "Société des Régates Rochelaises"),
                        new Crew("Équipage Kerguelen-Trémarec-Montbrisons", "Cercle Nautique de La Trinité-sur-Mer"),
                        new Crew("Alpha", "YC Vannes"),
                        new Crew("Bravo", null),
                        new Crew("Charlie", "SN Bénodet"),
                        new Crew("Delta", "CN Brest")),
                2,
                new EventInfo("Coupe de printemps du Cercle Nautique de La Trinité", LocalDate.of(2026, 5, 16)),
                TournamentModule.RULES);
        for (String line : List.of(
                "dead-heat Alpha Bravo",
                "result Charlie Delta",
                "result Alpha Charlie",
                "result Les Bravo",
                "result Équipage Delta",
                "result Delta Alpha",
                "result Charlie Les",
                "withdraw Bravo",
                "end-round-robin")) {
            s = rules.applyLine(s, line);
        }
        return s;
    }

    private static RegattaState regatta() {
        RegattaRules rules = new RegattaRules();
        RegattaState s = rules.start(
                List.of(
                        new Crew("Les Flibustiers de Saint-Malo-Kerguélen", "Société des Régates"),
                        Crew.named("Alpha"),
                        Crew.named("Bravo"),
                        Crew.named("Charlie"),
                        Crew.named("Delta"),
                        Crew.named("Echo")),
                1,
                new EventInfo("Régates d’été", null));
        for (int i = 0; i < 7; i++) {
            s = rules.applyLine(s, "race Alpha Les Bravo+Charlie Delta Echo=DNF");
        }
        return s;
    }

    @ParameterizedTest(name = "{0} px in {1}")
    @CsvSource({"360, fr", "360, en", "390, fr", "390, en"})
    void the_tournament_standings_columns_fit_a_phone_on_the_results_page_and_the_live_page(int width, String language)
            throws Exception {
        TournamentState s = tournament();
        var export = ResultsExport.tournament(Locale.forLanguageTag(language));
        check(width, "tournament-results-" + language, export.page(s), COLUMNS);
        check(width, "tournament-live-" + language, export.livePage(s, FRAME), COLUMNS);
    }

    @ParameterizedTest(name = "{0} px in {1}")
    @CsvSource({"360, fr", "360, en", "390, fr", "390, en"})
    void the_regatta_series_columns_fit_a_phone(int width, String language) throws Exception {
        check(
                width,
                "regatta-results-" + language,
                ResultsExport.regatta(Locale.forLanguageTag(language)).page(regatta()),
                List.of("col-rank", "col-crew", "col-total", "col-net", "col-tiebreak"));
    }

    private static void check(int width, String name, String html, List<String> columns) throws Exception {
        Path file = dir.resolve(name + "-" + width + ".html");
        Files.writeString(file, html);
        WebDriver page = phones.phone(width);
        page.get(file.toUri().toString());
        JavascriptExecutor js = (JavascriptExecutor) page;
        long viewport = ((Number) js.executeScript("return document.documentElement.clientWidth;")).longValue();
        assertThat(viewport).as("the phone's viewport").isEqualTo(width);
        Files.write(
                SHOTS.resolve(name + "-" + width + ".png"), ((TakesScreenshot) page).getScreenshotAs(OutputType.BYTES));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> heads = (List<Map<String, Object>>) js.executeScript("""
                    return Array.from(document.querySelectorAll('#standings thead th'))
                        .filter(th => getComputedStyle(th).display !== 'none')
                        .map(th => ({text: th.className.replace('num ', ''), right: th.getBoundingClientRect().right}));""");
        List<String> shown = heads.stream().map(h -> (String) h.get("text")).toList();
        assertThat(shown).as("columns shown at %d px", width).containsAll(columns);
        for (Map<String, Object> h : heads) {
            assertThat(((Number) h.get("right")).doubleValue())
                    .as("right edge of %s at %d px", h.get("text"), width)
                    .isLessThanOrEqualTo(width);
        }
        long widest = ((Number) js.executeScript("""
                    return Math.max(...Array.from(document.querySelectorAll('#standings td, #standings th'))
                        .filter(c => getComputedStyle(c).display !== 'none')
                        .map(c => c.getBoundingClientRect().right));""")).longValue();
        assertThat(widest).as("every standings cell ends inside %d px", width).isLessThanOrEqualTo(width);
        // Issue 39: the page itself, the schedule's long names included, is never wider than the phone.
        long wide = ((Number) js.executeScript("return document.documentElement.scrollWidth;")).longValue();
        assertThat(wide).as("%s scrolls sideways at %d px", name, width).isLessThanOrEqualTo(width);
        Number schedule = (Number) js.executeScript("""
                    return Math.max(0, ...Array.from(document.querySelectorAll('#schedule td, #schedule th'))
                        .map(c => c.getBoundingClientRect().right));""");
        assertThat(schedule.doubleValue())
                .as("every schedule cell ends inside %d px", width)
                .isLessThanOrEqualTo(width);
    }
}
