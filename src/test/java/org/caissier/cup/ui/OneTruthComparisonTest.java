package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.regex.Pattern;
import javax.swing.JLabel;
import org.assertj.core.groups.Tuple;
import org.caissier.cup.Crew;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.cup.export.CupPhonePage;
import org.caissier.cup.export.ResultsExport;
import org.caissier.cup.ui.ToldBy.Place;
import org.caissier.cup.ui.ToldBy.Sailed;
import org.caissier.cup.ui.ToldBy.Told;
import org.caissier.live.LiveFrame;
import org.caissier.testing.Needs;
import org.caissier.testing.PhoneBrowsers;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * One event driven through every kind of result — wins, a correction, a winner disqualified afterwards, a dead
 * heat, a withdrawal, a sail-off, the final — and after every line, each output read back in its own form: the
 * screen's matches, standings and cross tables (their models, as the tables show them), the table display's words,
 * the results page and the phones' page as headless Chromium renders them (through Selenium, as
 * {@code PhoneWidthBrowserTest}), results.csv and standings.csv through an RFC 4180 reader. They must say the same
 * facts, and at the end the facts a club organiser expects; the table display names the final when it is due. Without Chromium the test is skipped, loudly; under
 * {@code CI=true} that is a failure.
 */
@Needs({Needs.Tool.CHROMIUM, Needs.Tool.CHROMEDRIVER})
class OneTruthComparisonTest {
    private static final List<String> CREWS = List.of("Ann", "Bruno", "Camille", "Dan", "Echo", "Fanny");
    private static final List<String> EVENING = List.of(
            "result Ann Fanny",
            "result Fanny Dan",
            "withdraw Fanny",
            "result Ann Bruno",
            "result Ann Camille",
            "result Ann Dan",
            "result Echo Ann",
            "result Bruno Echo dsq=Bruno",
            "result Camille Bruno",
            "correct Bruno Camille",
            "result Bruno Dan",
            "result Echo Camille",
            "result Dan Echo",
            "dead-heat Camille Dan",
            "sail-off Echo Bruno",
            "final Echo Ann");

    @TempDir
    static Path dir;

    private static WebDriver browser;

    @BeforeAll
    static void startBrowser() {
        ChromeOptions options = PhoneBrowsers.headless(dir.resolve("profile")).addArguments("--window-size=1280,900");
        browser = new ChromeDriver(PhoneBrowsers.driver(dir.resolve("chromedriver.log")), options);
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "fr"})
    void every_output_says_the_same_facts_after_every_line(String language) throws Exception {
        Locale locale = Locale.forLanguageTag(language);
        Messages m = new Messages(CupTournamentUi.BUNDLE, locale);
        ResourceBundle page = ResourceBundle.getBundle(
                "i18n.page",
                locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        TournamentRules rules = new TournamentRules();
        TournamentState s = rules.start(CREWS.stream().map(Crew::named).toList(), 1);
        for (int i = 0; i < EVENING.size(); i++) {
            s = rules.applyLine(s, EVENING.get(i));
            String after = "after line " + (i + 1) + " (" + EVENING.get(i) + ") in " + language;
            Told csv = csv(s, i);
            Told screen = ToldBy.screen(s, m, CREWS);
            assertThat(screen).as("the screen's tables, %s", after).isEqualTo(csv);
            String results = ResultsExport.tournament(locale).page(s);
            assertThat(page(results, s, page, "results-" + i))
                    .as("the results page, %s", after)
                    .isEqualTo(csv);
            String live = CupPhonePage.tournament().render(s, locale, new LiveFrame("", "20:15"));
            Told phone = page(live, s, page, "phone-" + i);
            assertThat(phone).as("the phones' page, %s", after).isEqualTo(csv);
            cross(s, csv, m, page);
            boolean finalDue = display(s, m, page, live, after);
            assertThat(finalDue)
                    .as("the final is due after the sail-off, until sailed, %s", after)
                    .isEqualTo(EVENING.get(i).startsWith("sail-off"));
        }
        expectations(csv(s, EVENING.size()));
    }

    /** The facts a club organiser expects of the evening, read from the CSV files (which equal every other). */
    private static void expectations(Told told) {
        Sailed dsq = told.matches().stream()
                .filter(x -> Set.of(x.first(), x.second()).equals(Set.of("Bruno", "Echo"))
                        && !x.round().equals("sail-off"))
                .findFirst()
                .orElseThrow();
        assertThat(dsq.winner())
                .as("a disqualified winner scores nothing (C10.5(b))")
                .isEmpty();
        assertThat(dsq.dsq()).isEqualTo("Bruno");
        Sailed corrected = told.matches().stream()
                .filter(x -> Set.of(x.first(), x.second()).equals(Set.of("Bruno", "Camille")))
                .findFirst()
                .orElseThrow();
        assertThat(corrected.winner()).isEqualTo("Bruno");
        assertThat(corrected.corrected()).isTrue();
        assertThat(told.matches().stream().filter(Sailed::corrected)).hasSize(1);
        assertThat(told.matches().stream().filter(Sailed::deadHeat).map(x -> Set.of(x.first(), x.second())))
                .containsExactly(Set.of("Camille", "Dan"));
        Sailed fin = told.matches().get(told.matches().size() - 1);
        assertThat(List.of(fin.round(), fin.first(), fin.second(), fin.winner()))
                .as("the final in the finalists' order, not winner-first")
                .containsExactly("final", "Ann", "Echo", "Echo");
        assertThat(told.places())
                .extracting(Place::crew, Place::withdrawn)
                .contains(Tuple.tuple("Fanny", true), Tuple.tuple("Ann", false));
        assertThat(told.places().stream().filter(Place::withdrawn)).hasSize(1);
    }

    private static Told csv(TournamentState s, int step) throws Exception {
        return ToldBy.csv(s, dir.resolve("csv-" + step));
    }

    // ---- a page, as Chromium renders it

    @SuppressWarnings("unchecked")
    private static Told page(String html, TournamentState s, ResourceBundle words, String name) throws Exception {
        Path file = dir.resolve(name + ".html");
        Files.writeString(file, html, StandardCharsets.UTF_8);
        browser.get(file.toUri().toString());
        Map<String, Object> dom = (Map<String, Object>) ((JavascriptExecutor) browser).executeScript("""
                const cells = sel => Array.from(document.querySelectorAll(sel))
                    .map(tr => Array.from(tr.cells).map(c => c.innerText.trim()));
                const items = sel => Array.from(document.querySelectorAll(sel)).map(li => li.innerText.trim());
                const fin = document.getElementById('final');
                return {schedule: cells('#schedule tbody tr'), standings: cells('#standings tbody tr'),
                    heads: Array.from(document.querySelectorAll('#standings thead th')).map(th => th.className),
                    sailOffs: items('#sailOffs li'), finals: items('#finalMatches li'),
                    fin: fin ? fin.innerText : ''};""");
        List<Sailed> sailed = new ArrayList<>();
        for (List<String> r : (List<List<String>>) dom.get("schedule")) {
            if (r.size() < 5) {
                continue;
            }
            String note = r.get(4);
            String dsq = note.contains(fill(words, "page.dsq", r.get(1)))
                    ? r.get(1)
                    : note.contains(fill(words, "page.dsq", r.get(2))) ? r.get(2) : "";
            boolean deadHeat = r.get(3).equals(fill(words, "page.deadHeat"));
            if (!r.get(3).isEmpty() || !dsq.isEmpty()) {
                sailed.add(new Sailed(
                        r.get(0),
                        r.get(1),
                        r.get(2),
                        deadHeat ? "" : r.get(3),
                        dsq,
                        deadHeat,
                        note.contains(fill(words, "page.corrected"))));
            }
        }
        Pattern beat = Pattern.compile(Pattern.quote(fill(words, "page.beat", "\u0000", "\u0001"))
                .replace("\u0000", "\\E(.+)\\Q")
                .replace("\u0001", "\\E(.+)\\Q"));
        for (String li : (List<String>) dom.get("sailOffs")) {
            // "Bruno, Echo — Echo beat Bruno": the crews of the sail-off in their order, then its matches.
            int dash = li.indexOf(" — ");
            if (dash >= 0) {
                List<String> order = List.of(li.substring(0, dash).split(", "));
                for (String match : li.substring(dash + 3).split("; ")) {
                    sailed.add(sailedMatch("sail-off", beat, match, order));
                }
            }
        }
        String fin = (String) dom.get("fin");
        for (String li : (List<String>) dom.get("finals")) {
            // The final's line names the finalists in their order: "Ann 0 – 1 Echo".
            List<String> order = CREWS.stream()
                    .filter(fin::contains)
                    .sorted((a, b) -> fin.indexOf(a) - fin.indexOf(b))
                    .toList();
            sailed.add(sailedMatch("final", beat, li, order));
        }
        List<String> heads = (List<String>) dom.get("heads");
        int points = indexOf(heads, "col-points");
        int rank = indexOf(heads, "col-rank");
        int crew = indexOf(heads, "col-crew");
        List<Place> places = new ArrayList<>();
        for (List<String> r : (List<List<String>>) dom.get("standings")) {
            String who = ToldBy.crewIn(CREWS, r.get(crew));
            places.add(new Place(
                    r.get(rank), who, ToldBy.points(r.get(points)), !r.get(crew).equals(who)));
        }
        return new Told(sailed, places);
    }

    private static Sailed sailedMatch(String round, Pattern beat, String text, List<String> order) {
        var matcher = beat.matcher(text.trim());
        assertThat(matcher.matches()).as("a match in words: %s", text).isTrue();
        String winner = matcher.group(1);
        String loser = matcher.group(2);
        boolean winnerFirst = order.indexOf(winner) < order.indexOf(loser);
        return new Sailed(round, winnerFirst ? winner : loser, winnerFirst ? loser : winner, winner, "", false, false);
    }

    private static int indexOf(List<String> heads, String column) {
        for (int i = 0; i < heads.size(); i++) {
            if (List.of(heads.get(i).split(" ")).contains(column)) {
                return i;
            }
        }
        throw new AssertionError("no column " + column + " in " + heads);
    }

    /** A page text with its placeholders filled (names only: no numbers to format). */
    private static String fill(ResourceBundle words, String key, String... args) {
        String text = words.getString(key);
        for (int i = 0; i < args.length; i++) {
            text = text.replace("{" + i + "}", args[i]);
        }
        return text;
    }

    // ---- the cross tables, screen and page, against the facts

    private static void cross(TournamentState s, Told facts, Messages m, ResourceBundle words) {
        CrossModel screen = new CrossModel(m);
        screen.show(s);
        @SuppressWarnings("unchecked")
        List<List<String>> page = (List<List<String>>) ((JavascriptExecutor) browser)
                .executeScript("return Array.from(document.querySelectorAll('#cross tbody tr'))"
                        + ".map(tr => Array.from(tr.querySelectorAll('td')).map(c => c.innerText.trim()));");
        Set<List<Integer>> filled = new HashSet<>();
        for (Sailed x : facts.matches()) {
            if (x.round().equals("sail-off") || x.round().equals("final")) {
                continue;
            }
            for (String crew : List.of(x.first(), x.second())) {
                String other = crew.equals(x.first()) ? x.second() : x.first();
                int row = CREWS.indexOf(crew);
                int col = CREWS.indexOf(other);
                filled.add(List.of(row, col));
                String key = x.deadHeat()
                        ? "deadHeat"
                        : !x.dsq().isEmpty()
                                ? (x.dsq().equals(crew) ? "dsq" : "nil")
                                : x.winner().equals(crew) ? "won" : "lost";
                assertThat((String) screen.getValueAt(row, col + 1))
                        .as("screen cross %s v %s", crew, other)
                        .isEqualTo(m.get("cup.cross." + key, Integer.parseInt(x.round())));
                String pageKey = Map.of(
                                "deadHeat",
                                "½ {0}",
                                "dsq",
                                words.getString("page.crossDsq"),
                                "nil",
                                words.getString("page.crossNil"),
                                "won",
                                words.getString("page.won"),
                                "lost",
                                words.getString("page.lost"))
                        .get(key);
                assertThat(page.get(row).get(col))
                        .as("page cross %s v %s", crew, other)
                        .isEqualTo(pageKey.replace("{0}", x.round()));
            }
        }
        for (int r = 0; r < CREWS.size(); r++) {
            for (int c = 0; c < CREWS.size(); c++) {
                if (r != c && !filled.contains(List.of(r, c))) {
                    assertThat((String) screen.getValueAt(r, c + 1))
                            .as("no match, no cell")
                            .isEmpty();
                    assertThat(page.get(r).get(c)).isEmpty();
                }
            }
        }
    }

    // ---- the table display: its standings say who withdrew, its next matches what the live page says is next

    @SuppressWarnings("unchecked")
    private static boolean display(TournamentState s, Messages m, ResourceBundle words, String live, String after)
            throws Exception {
        CupTableDisplay display = new CupTableDisplay(() -> s, m, 20f);
        display.component().setSize(1920, 1080);
        display.refresh();
        List<String> labels = new ArrayList<>();
        collect(display.component(), labels);
        String all = String.join("\n", labels);
        StandingsModel standings = new StandingsModel(m);
        standings.show(s, Standings.of(s).places());
        for (int r = 0; r < standings.getRowCount(); r++) {
            assertThat(all).as("the display's standings, %s", after).contains((String)
                    standings.getValueAt(r, StandingsModel.CREW));
        }
        Path file = dir.resolve("next.html");
        Files.writeString(file, live, StandardCharsets.UTF_8);
        browser.get(file.toUri().toString());
        String next = (String)
                ((JavascriptExecutor) browser).executeScript("return document.getElementById('next').innerText;");
        var fin = Standings.of(s).finalists();
        boolean pageSaysFinal = fin.size() == 2 && next.contains(fill(words, "page.nextFinal", fin.get(0), fin.get(1)));
        boolean displaySaysFinal =
                fin.size() == 2 && all.contains(m.get("cup.kind.final") + " " + fin.get(0) + " – " + fin.get(1));
        assertThat(displaySaysFinal)
                .as("the display names the final as the live page does, %s", after)
                .isEqualTo(pageSaysFinal);
        return displaySaysFinal;
    }

    private static void collect(Component c, List<String> into) {
        if (c instanceof JLabel l && l.getText() != null) {
            into.add(l.getText());
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                collect(child, into);
            }
        }
    }
}
