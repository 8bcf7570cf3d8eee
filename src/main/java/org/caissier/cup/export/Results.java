package org.caissier.cup.export;

import java.util.ArrayList;
import java.util.List;
import org.caissier.cup.Berger;
import org.caissier.cup.Crew;
import org.caissier.cup.Match;
import org.caissier.cup.RaceScore;
import org.caissier.cup.RegattaState;
import org.caissier.cup.SailOff;
import org.caissier.cup.SeriesEntry;
import org.caissier.cup.SeriesScoring;
import org.caissier.cup.Standing;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentState;

/** The rows of standings.csv and results.csv, with the columns of the command-language contract. */
final class Results {
    static final List<String> TOURNAMENT_STANDINGS = List.of("rank", "crew", "club", "wins", "points", "sailed",
            "tiebreak");
    static final List<String> TOURNAMENT_RESULTS = List.of("round", "first", "second", "winner", "note");
    static final List<String> REGATTA_STANDINGS = List.of("rank", "crew", "club", "total", "net", "tiebreak");
    static final List<String> REGATTA_RESULTS = List.of("race", "place", "crew", "points", "code");

    private Results() {
    }


    /** The club column: empty when the crew has none (commands.md). */
    private static String club(Crew crew) {
        return crew.club() == null ? "" : crew.club();
    }

    static List<List<String>> standings(TournamentState state) {
        List<List<String>> rows = new ArrayList<>();
        for (Standing s : Standings.of(state).places()) {
            rows.add(List.of(String.valueOf(s.rank()), s.crew(), club(state.crew(s.crew())),
                    String.valueOf(s.wins()), s.points().text(), String.valueOf(s.sailed()), s.tiebreak()));
        }
        return rows;
    }

    /** One row per match sailed: the round robin in schedule order, then sail-offs and the final. */
    static List<List<String>> results(TournamentState state) {
        List<List<String>> rows = new ArrayList<>();
        for (Berger.Round r : state.schedule()) {
            for (Berger.Pairing p : r.pairings()) {
                state.result(p.first(), p.second()).ifPresent(m -> rows.add(List.of(String.valueOf(r.number()),
                        p.first(), p.second(), m.outcome() == Match.Outcome.DEAD_HEAT ? "" : m.winner(), m.note())));
            }
        }
        for (SailOff s : state.sailOffs()) {
            for (Match m : s.matches()) {
                rows.add(List.of("sail-off", m.winner(), m.loser(), m.winner(), ""));
            }
        }
        for (Match m : state.finals()) {
            rows.add(List.of("final", m.winner(), m.loser(), m.winner(), ""));
        }
        return rows;
    }

    static List<List<String>> standings(RegattaState state) {
        List<List<String>> rows = new ArrayList<>();
        for (SeriesEntry e : SeriesScoring.of(state)) {
            rows.add(List.of(String.valueOf(e.rank()), e.crew(), club(state.crew(e.crew())), e.total().text(),
                    e.net().text(), e.tiebreak()));
        }
        return rows;
    }

    static List<List<String>> results(RegattaState state) {
        List<List<String>> rows = new ArrayList<>();
        List<List<RaceScore>> races = state.scores();
        for (int i = 0; i < races.size(); i++) {
            for (RaceScore s : races.get(i)) {
                rows.add(List.of(String.valueOf(i + 1), s.place() == 0 ? "" : String.valueOf(s.place()), s.crew(),
                        s.points().text(), s.code() == null ? "" : s.code().name()));
            }
        }
        return rows;
    }
}
