package org.caissier.cup.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.caissier.cup.RegattaState;
import org.caissier.cup.TournamentState;
import org.caissier.live.LiveFrame;
import org.caissier.table.WholeFile;

/**
 * Writes a Cup event's results into a folder: {@code results.html} (a self-contained page to print or publish),
 * {@code standings.csv} and {@code results.csv}. Rendering only: the scoring is the rules package's, the page and
 * tables the event kind's ({@link EventResults}).
 *
 * @param <S> the event's state
 */
public final class ResultsExport<S> {
    public static final String PAGE = "results.html";
    public static final String STANDINGS = "standings.csv";
    public static final String RESULTS = "results.csv";

    private final EventResults<S> kind;
    private final WholeFile files;
    private final CsvTables csv;
    private final PageWords words;

    /** An export whose page speaks this language (French or English); the CSV columns are the contract's. */
    public ResultsExport(EventResults<S> kind, Locale locale) {
        this(kind, locale, new WholeFile());
    }

    /** Writing each file whole through {@code files} (a test's, that fails as a full disk does). */
    public ResultsExport(EventResults<S> kind, Locale locale, WholeFile files) {
        this.kind = kind;
        this.words = new PageWords(locale);
        this.files = files;
        this.csv = new CsvTables(files);
    }

    /** A tournament's results in this language. */
    public static ResultsExport<TournamentState> tournament(Locale locale) {
        return new ResultsExport<>(EventResults.TOURNAMENT, locale);
    }

    /** A regatta's results in this language. */
    public static ResultsExport<RegattaState> regatta(Locale locale) {
        return new ResultsExport<>(EventResults.REGATTA, locale);
    }

    /** The results page alone, for the program to show or print. */
    public String page(S state) {
        return kind.page(state, words);
    }

    /**
     * The page the live server publishes: this page with what is sailed next first, the time of the snapshot, and
     * the frame's lines in its head (refresh fallback, script, version).
     */
    public String livePage(S state, LiveFrame frame) {
        return kind.live(state, words, frame);
    }

    public void write(S state, Path dir) throws IOException {
        Files.createDirectories(dir);
        files.write(dir.resolve(PAGE), page(state).getBytes(StandardCharsets.UTF_8));
        kind.tables(state, dir, csv);
    }
}
