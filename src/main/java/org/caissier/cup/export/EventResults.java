package org.caissier.cup.export;

import java.io.IOException;
import java.nio.file.Path;
import org.caissier.cup.RegattaState;
import org.caissier.cup.TournamentState;
import org.caissier.live.LiveFrame;

/**
 * What one kind of Cup event brings to its results: its page (printed, published, live) and its two CSV tables. Each
 * kind's screens hold their own, so nothing shared asks a state which kind it is.
 *
 * @param <S> the event's state
 */
public abstract class EventResults<S> {
    /** A tournament's: standings with their tie-breaks, the final, the schedule, the cross table. */
    public static final EventResults<TournamentState> TOURNAMENT = new EventResults<>() {
        @Override
        public Class<TournamentState> stateType() {
            return TournamentState.class;
        }

        @Override
        String page(TournamentState state, PageWords words) {
            return new TournamentPage(state, words).html();
        }

        @Override
        String live(TournamentState state, PageWords words, LiveFrame frame) {
            return new TournamentPage(state, words).live(frame);
        }

        @Override
        void tables(TournamentState state, Path dir, CsvTables csv) throws IOException {
            csv.write(dir.resolve(ResultsExport.STANDINGS), Results.TOURNAMENT_STANDINGS, Results.standings(state));
            csv.write(dir.resolve(ResultsExport.RESULTS), Results.TOURNAMENT_RESULTS, Results.results(state));
        }
    };

    /** A regatta's: the series' standings and every race. */
    public static final EventResults<RegattaState> REGATTA = new EventResults<>() {
        @Override
        public Class<RegattaState> stateType() {
            return RegattaState.class;
        }

        @Override
        String page(RegattaState state, PageWords words) {
            return new RegattaPage(state, words).html();
        }

        @Override
        String live(RegattaState state, PageWords words, LiveFrame frame) {
            return new RegattaPage(state, words).live(frame);
        }

        @Override
        void tables(RegattaState state, Path dir, CsvTables csv) throws IOException {
            csv.write(dir.resolve(ResultsExport.STANDINGS), Results.REGATTA_STANDINGS, Results.standings(state));
            csv.write(dir.resolve(ResultsExport.RESULTS), Results.REGATTA_RESULTS, Results.results(state));
        }
    };

    EventResults() { // the kinds below, and none outside this package
    }

    /** The state of the event kind these results read. */
    public abstract Class<S> stateType();

    /** The results page, for the program to show, print or write. */
    abstract String page(S state, PageWords words);

    /** The page the live server publishes: what is sailed next first, the frame's lines in its head. */
    abstract String live(S state, PageWords words, LiveFrame frame);

    /** Writes the standings and results CSV files into {@code dir}. */
    abstract void tables(S state, Path dir, CsvTables csv) throws IOException;
}
