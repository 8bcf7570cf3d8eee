package org.caissier.cup.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.caissier.table.WholeFile;
import org.caissier.cup.RegattaState;
import org.caissier.cup.TournamentState;
import org.caissier.live.LiveFrame;

/**
 * Writes a Cup event's results into a folder: {@code results.html} (a self-contained page to print or publish),
 * {@code standings.csv} and {@code results.csv}. Rendering only: the scoring is the rules package's.
 */
public final class ResultsExport {
    public static final String PAGE = "results.html";
    public static final String STANDINGS = "standings.csv";
    public static final String RESULTS = "results.csv";

    private final WholeFile files;
    private final CsvTables csv;
    private final PageWords words;

    /** An export whose page speaks English ({@code run --export} without {@code --lang}). */
    public ResultsExport() {
        this(Locale.ENGLISH);
    }

    /** An export whose page speaks this language (French or English); the CSV columns are the contract's. */
    public ResultsExport(Locale locale) {
        this(locale, new WholeFile());
    }

    /** Writing each file whole through {@code files} (a test's, that fails as a full disk does). */
    public ResultsExport(Locale locale, WholeFile files) {
        this.words = new PageWords(locale);
        this.files = files;
        this.csv = new CsvTables(files);
    }

    /** Whether this game state is one this export knows (a tournament or a regatta). */
    public static boolean handles(Object state) {
        return state instanceof TournamentState || state instanceof RegattaState;
    }

    /** The results page alone, for the program to show or print. */
    public String page(Object state) {
        if (state instanceof TournamentState t) {
            return new TournamentPage(t, words).html();
        }
        if (state instanceof RegattaState r) {
            return new RegattaPage(r, words).html();
        }
        throw new IllegalArgumentException("not a Cup event: " + state);
    }

    /**
     * The page the live server publishes: this page with what is sailed next first, the time of the snapshot, and
     * the frame's lines in its head (refresh fallback, script, version).
     */
    public String livePage(Object state, LiveFrame frame) {
        if (state instanceof TournamentState t) {
            return new TournamentPage(t, words).live(frame);
        }
        if (state instanceof RegattaState r) {
            return new RegattaPage(r, words).live(frame);
        }
        throw new IllegalArgumentException("not a Cup event: " + state);
    }

    public void write(Object state, Path dir) throws IOException {
        if (!handles(state)) {
            throw new IllegalArgumentException("not a Cup event: " + state);
        }
        Files.createDirectories(dir);
        files.write(dir.resolve(PAGE), page(state).getBytes(StandardCharsets.UTF_8));
        if (state instanceof TournamentState t) {
            csv.write(dir.resolve(STANDINGS), Results.TOURNAMENT_STANDINGS, Results.standings(t));
            csv.write(dir.resolve(RESULTS), Results.TOURNAMENT_RESULTS, Results.results(t));
        } else {
            RegattaState r = (RegattaState) state;
            csv.write(dir.resolve(STANDINGS), Results.REGATTA_STANDINGS, Results.standings(r));
            csv.write(dir.resolve(RESULTS), Results.REGATTA_RESULTS, Results.results(r));
        }
    }
}
