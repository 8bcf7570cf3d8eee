package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.caissier.cup.Crew;
import org.caissier.cup.EventInfo;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.cup.export.ResultsExport;
import org.caissier.table.Command;
import org.caissier.table.Pin;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * French as the players read it, checked by rules a machine can apply, so that new entries keep to them: every
 * French bundle entry and help line has French typography (a narrow no-break space before : ; ? ! % and inside « »,
 * the apostrophe ’), no English word of the program's vocabulary, and the placeholders of its English twin; every
 * command of the golden journals is described in words in both languages, never as its raw line; the French results
 * page has no English tie-break word. A failure names the file, the key and the fault.
 */
class FrenchTextsTest {
    private static final Path I18N = Path.of("resources/i18n");
    /** The French help: the command bar's page and each game's. */
    private static final Path HELP = Path.of("resources/help");

    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final char NNBSP = '\u202F';

    @TempDir
    Path dir;

    /** English words of the program (its screens, refusals, tie-breaks, verbs) that are no French words. */
    private static final Set<String> ENGLISH = Set.of(
            "the",
            "and",
            "with",
            "without",
            "of",
            "is",
            "are",
            "not",
            "to",
            "for",
            "from",
            "your",
            "you",
            "this",
            "that",
            "which",
            "when",
            "then",
            "only",
            "each",
            "every",
            "player",
            "players",
            "crew",
            "crews",
            "turn",
            "turns",
            "win",
            "wins",
            "won",
            "lost",
            "shared",
            "withdrawn",
            "sail-off",
            "pending",
            "green",
            "red",
            "yellow",
            "white",
            "blue",
            "file",
            "files",
            "all",
            "none",
            "cards",
            "card",
            "buy",
            "sell",
            "resell",
            "ship",
            "storm",
            "brawl",
            "auction",
            "race",
            "races",
            "legs",
            "tack",
            "finish",
            "advanced",
            "basic",
            "head",
            "wind",
            "mark",
            "penalty",
            "discard",
            "miss",
            "start",
            "move",
            "moves",
            "escape",
            "surrender",
            "circle",
            "answer",
            "roadblock",
            "spy",
            "hunter",
            "sailed",
            "average",
            "winner",
            "loser",
            "bye",
            "dead",
            "heat",
            "rank",
            "leg",
            "upwind",
            "downwind",
            "starboard",
            "typed",
            "virtual",
            "box",
            "end",
            "game",
            "pin",
            "wreck",
            "wrecked",
            "cash",
            "stop");

    /**
     * The few entries that quote words of the command language, which stay English (a journal's first word, the
     * dice= and colors= values, the regatta's verbs, which have no French form): key and the words allowed there.
     */
    private static final Map<String, Set<String>> COMMAND_WORDS = Map.of(
            "table.game.firstLine", Set.of("game"),
            "table.journal.noGame", Set.of("game"),
            "table.warning.name", Set.of("game"),
            "open.neither", Set.of("game"),
            "espion.game.twoPlayers", Set.of("game"),
            "table.dice.unknownOrigin", Set.of("virtual", "typed", "box"),
            "cup.regatta.unknownVerb", Set.of("race"),
            "longcours.syntax.k", Set.of("red", "blue", "green", "yellow", "white"),
            "table.usage.pin", Set.of("pin"));

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d{1,3})[,}]");
    private static final Pattern WORD = Pattern.compile("[\\p{L}]+(?:-[\\p{L}]+)*");

    @Test
    void every_french_bundle_entry_keeps_french_typography_and_its_english_twins_placeholders() throws IOException {
        List<String> faults = new ArrayList<>();
        for (Path french : frenchBundles()) {
            Path english =
                    french.resolveSibling(french.getFileName().toString().replace("_fr.properties", ".properties"));
            Map<String, String> twin = entries(english);
            for (Map.Entry<String, String> e : entries(french).entrySet()) {
                String where = I18N.relativize(french) + " " + e.getKey() + ": ";
                String value = e.getValue();
                typography(value).forEach(f -> faults.add(where + f));
                for (String word : english(value)) {
                    if (!COMMAND_WORDS.getOrDefault(e.getKey(), Set.of()).contains(word.toLowerCase(Locale.ROOT))) {
                        faults.add(where + "English word \"" + word + "\"");
                    }
                }
                if (!twin.containsKey(e.getKey())) {
                    faults.add(where + "no English entry of that key in " + english.getFileName());
                } else if (!placeholders(value).equals(placeholders(twin.get(e.getKey())))) {
                    faults.add(where + "placeholders " + placeholders(value) + ", the English entry has "
                            + placeholders(twin.get(e.getKey())));
                }
            }
        }
        assertThat(faults)
                .as("French bundle entries to fix (run french-typo.sh for the typography)")
                .isEmpty();
    }

    @Test
    void every_line_of_the_french_help_keeps_french_typography() throws IOException {
        List<String> faults = new ArrayList<>();
        List<Path> pages;
        try (Stream<Path> files = Files.list(HELP)) {
            pages = files.filter(p -> p.getFileName().toString().endsWith("_fr.txt"))
                    .sorted()
                    .toList();
        }
        assertThat(pages).hasSizeGreaterThan(Wiring.registry().ids().size());
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                int line = i + 1;
                typography(lines.get(i)).forEach(f -> faults.add(page + " line " + line + ": " + f));
            }
        }
        assertThat(faults).isEmpty();
    }

    @Test
    void the_typography_rules_catch_each_fault() {
        assertThat(typography("ce n'est pas")).containsExactly("straight apostrophe ' (write ’)");
        assertThat(typography("Tour : fini")).containsExactly("ordinary space before \":\" (write U+202F)");
        assertThat(typography("«" + NNBSP + "x »")).containsExactly("ordinary space before » (write U+202F)");
        assertThat(typography("«" + NNBSP + "x»")).containsExactly("no narrow no-break space before »");
        assertThat(typography("« x" + NNBSP + "»")).containsExactly("ordinary space after « (write U+202F)");
        assertThat(typography("Fini" + NNBSP + "! «" + NNBSP + "l’eau" + NNBSP + "» 58" + NNBSP + "%"))
                .isEmpty();
        assertThat(english("Ann wins the game")).containsExactly("wins", "the", "game");
        assertThat(placeholders("{0} a {1,choice,0#rien|1<{1} M}")).containsExactly(0, 1);
    }

    /** The program's games, whose golden journals are named after them. */
    static List<String> games() {
        return Wiring.registry().ids();
    }

    /** Every game's saved game, and the match assistant's two others (one race cannot hold all its verbs). */
    static Stream<String> goldenGames() {
        return Stream.concat(games().stream(), Stream.of("cup-match-advanced", "cup-match-fleet"));
    }

    @ParameterizedTest
    @MethodSource("goldenGames")
    void every_command_of_the_golden_journals_is_described_in_words_in_french_and_english(String game)
            throws Exception {
        Path journal = dir.resolve(game + ".caissier");
        Files.copy(GOLDEN.resolve(game + ".caissier"), journal);
        List<String> faults = new ArrayList<>();
        int described;
        // The spy's sealed lines are read with the golden journal's PIN (a test fixture), so that they are described.
        try (Session<?, ?> session = "espion".equals(game)
                ? Session.open(journal, Wiring.games(), Pin.of("246810"))
                : Session.open(journal, Wiring.games())) {
            described = describeAll(session, faults);
        }
        assertThat(described).as("commands described").isGreaterThan(3);
        assertThat(faults).isEmpty();
    }

    private static <S, C extends Command> int describeAll(Session<S, C> session, List<String> faults) {
        int n = 0;
        for (Step<S, C> step : session.history()) {
            if (!(step instanceof Step.Played<S, C> played)) {
                continue;
            }
            n++;
            String text = played.text().strip();
            String verb = text.split(" ")[0];
            for (Locale locale : List.of(Locale.FRENCH, Locale.ENGLISH)) {
                String said = session.describe(step, locale);
                if (said.contains(text) || said.startsWith(verb + " ")) {
                    faults.add(locale + ": \"" + text + "\" described as its raw line: " + said);
                }
                if (Locale.FRENCH.equals(locale)) {
                    english(said)
                            .forEach(w ->
                                    faults.add("fr: \"" + text + "\" described with English \"" + w + "\": " + said));
                }
            }
        }
        return n;
    }

    @Test
    void the_french_results_page_has_no_english_tie_break_word() {
        TournamentRules rules = new TournamentRules();
        List<Crew> four = Stream.of("Ann", "Bob", "Cid", "Dan").map(Crew::named).toList();
        // Ann beats all; Bob, Cid and Dan beat each other in a ring: places 2 to 4 are shared (no final).
        TournamentState shared = lines(
                rules,
                rules.start(four, 0),
                "result Ann Bob",
                "result Ann Cid",
                "result Ann Dan",
                "result Bob Cid",
                "result Cid Dan",
                "result Dan Bob");
        // A ring of three deciding the finalists: a sail-off is due.
        TournamentState sailOff =
                lines(rules, rules.start(four.subList(0, 3), 1), "result Bob Cid", "result Ann Bob", "result Cid Ann");
        // By the first rules a crew that withdrew comes last, named so (rules 2 places it by its points).
        TournamentState withdrawn =
                lines(rules, rules.start(four, 0, EventInfo.NONE, 1), "result Ann Bob", "withdraw Dan");
        var french = ResultsExport.tournament(Locale.FRENCH);
        for (TournamentState s : List.of(shared, sailOff, withdrawn)) {
            String page = french.page(s);
            String tieBreaks = String.join(" ", cells(page, "tiebreak"));
            assertThat(tieBreaks).as(page).doesNotContain("sail-off", "withdrawn", "shared", "pending");
            assertThat(page).doesNotContain("\"shared\"", "« shared", "W1", "L1");
        }
        String tieBreaks = String.join(" ", cells(french.page(shared), "tiebreak"))
                + String.join(" ", cells(french.page(withdrawn), "tiebreak"));
        assertThat(tieBreaks).contains("ex æquo", "forfait");
        assertThat(String.join(
                        " ", cells(ResultsExport.tournament(Locale.ENGLISH).page(shared), "tiebreak")))
                .as("the English page keeps the ids")
                .contains("shared");
    }

    private static TournamentState lines(TournamentRules rules, TournamentState s, String... lines) {
        for (String line : lines) {
            s = rules.applyLine(s, line);
        }
        return s;
    }

    /** The texts of a page's cells of one class. */
    private static List<String> cells(String page, String cssClass) {
        Matcher m =
                Pattern.compile("<td class=\"" + cssClass + "\">([^<]*)</td>").matcher(page);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    // ---- the rules

    /** What is wrong with a French text's typography, one sentence per fault. */
    static List<String> typography(String text) {
        List<String> faults = new ArrayList<>();
        if (text.indexOf('\'') >= 0) {
            faults.add("straight apostrophe ' (write ’)");
        }
        for (int i = 1; i < text.length(); i++) {
            char c = text.charAt(i);
            char before = text.charAt(i - 1);
            if (":;?!%".indexOf(c) >= 0 && (before == ' ' || before == '\u00A0')) {
                faults.add("ordinary space before \"" + c + "\" (write U+202F)");
            }
            if (c == '»' && before != NNBSP) {
                faults.add(
                        before == ' ' || before == '\u00A0'
                                ? "ordinary space before » (write U+202F)"
                                : "no narrow no-break space before »");
            }
        }
        for (int i = 0; i + 1 < text.length(); i++) {
            if (text.charAt(i) == '«' && text.charAt(i + 1) != NNBSP) {
                char after = text.charAt(i + 1);
                faults.add(
                        after == ' ' || after == '\u00A0'
                                ? "ordinary space after « (write U+202F)"
                                : "no narrow no-break space after «");
            }
        }
        return faults;
    }

    /** The words of a text that are in the program's English vocabulary. */
    static List<String> english(String text) {
        List<String> found = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            if (ENGLISH.contains(m.group().toLowerCase(Locale.ROOT))) {
                found.add(m.group());
            }
        }
        return found;
    }

    static Set<Integer> placeholders(String text) {
        Set<Integer> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            found.add(Integer.parseInt(m.group(1)));
        }
        return found;
    }

    private static List<Path> frenchBundles() throws IOException {
        List<Path> all = new ArrayList<>();
        for (Path dir : List.of(I18N, I18N.resolve("rules"))) {
            try (Stream<Path> files = Files.list(dir)) {
                files.filter(p -> p.getFileName().toString().endsWith("_fr.properties"))
                        .sorted()
                        .forEach(all::add);
            }
        }
        assertThat(all).hasSizeGreaterThan(10);
        return all;
    }

    /** A bundle's entries as it gives them (read as the program reads it: UTF-8 properties). */
    private static Map<String, String> entries(Path bundle) throws IOException {
        Properties p = new Properties();
        try (var in = Files.newBufferedReader(bundle, StandardCharsets.UTF_8)) {
            p.load(in);
        }
        Map<String, String> sorted = new LinkedHashMap<>();
        new TreeSet<>(p.stringPropertyNames()).forEach(k -> sorted.put(k, p.getProperty(k)));
        return sorted;
    }
}
