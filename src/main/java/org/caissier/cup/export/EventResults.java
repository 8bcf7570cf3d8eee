package org.caissier.cup.export;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.caissier.cup.RegattaState;
import org.caissier.cup.TournamentState;
import org.caissier.live.LiveFrame;

/**
 * What one kind of Cup event brings to its results: its page (printed, published, live) and its two CSV tables. Each
 * kind's screens hold their own, so nothing shared asks a state which kind it is.
 *
 * @param <S> the event's state
 */
public final class EventResults<S> {
    /** A tournament's: standings with their tie-breaks, the final, the schedule, the cross table. */
    public static final EventResults<TournamentState> TOURNAMENT = new EventResults<>(
            TournamentState.class,
            TournamentPage::new,
            new Table<>(Results.TOURNAMENT_STANDINGS, Results::standings),
            new Table<>(Results.TOURNAMENT_RESULTS, Results::results));

    /** A regatta's: the series' standings and every race. */
    public static final EventResults<RegattaState> REGATTA = new EventResults<>(
            RegattaState.class,
            RegattaPage::new,
            new Table<>(Results.REGATTA_STANDINGS, Results::standings),
            new Table<>(Results.REGATTA_RESULTS, Results::results));

    /** A results page of one event, made afresh from its state. */
    interface Page {
        /** The page to show, print or write. */
        String html();

        /** The page the live server publishes: what is sailed next first, the frame's lines in its head. */
        String live(LiveFrame frame);
    }

    /** A CSV table: its header, and its rows from the event's state. */
    record Table<S>(List<String> header, Function<S, List<List<String>>> rows) {}

    private final Class<S> stateType;
    private final BiFunction<S, PageWords, Page> page;
    private final Table<S> standings;
    private final Table<S> results;

    // The two kinds above, and none outside this package.
    EventResults(Class<S> stateType, BiFunction<S, PageWords, Page> page, Table<S> standings, Table<S> results) {
        this.stateType = stateType;
        this.page = page;
        this.standings = standings;
        this.results = results;
    }

    /** The state of the event kind these results read. */
    public Class<S> stateType() {
        return stateType;
    }

    /** The results page, for the program to show, print or write. */
    String page(S state, PageWords words) {
        return page.apply(state, words).html();
    }

    /** The page the live server publishes: what is sailed next first, the frame's lines in its head. */
    String live(S state, PageWords words, LiveFrame frame) {
        return page.apply(state, words).live(frame);
    }

    /** Writes the standings and results CSV files into {@code dir}. */
    void tables(S state, Path dir, CsvTables csv) throws IOException {
        csv.write(
                dir.resolve(ResultsExport.STANDINGS),
                standings.header(),
                standings.rows().apply(state));
        csv.write(
                dir.resolve(ResultsExport.RESULTS),
                results.header(),
                results.rows().apply(state));
    }
}
