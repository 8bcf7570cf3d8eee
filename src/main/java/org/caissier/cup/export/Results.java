package org.caissier.cup.export;

import java.util.ArrayList;
import java.util.List;
import org.caissier.cup.Crew;
import org.caissier.cup.MatchReport;
import org.caissier.cup.RaceScore;
import org.caissier.cup.RegattaState;
import org.caissier.cup.SeriesEntry;
import org.caissier.cup.SeriesScoring;
import org.caissier.cup.Standing;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentState;

/** The rows of standings.csv and results.csv, with the columns of the command-language contract. */
final class Results {
    static final List<String> TOURNAMENT_STANDINGS =
            List.of("rank", "crew", "club", "wins", "points", "sailed", "tiebreak", "status");
    static final List<String> TOURNAMENT_RESULTS = List.of("round", "first", "second", "winner", "note");
    static final List<String> REGATTA_STANDINGS = List.of("rank", "crew", "club", "total", "net", "tiebreak");
    static final List<String> REGATTA_RESULTS = List.of("race", "place", "crew", "points", "code");

    private Results() {}

    /** The club column: empty when the crew has none (commands.md). */
    private static String club(Crew crew) {
        return crew.club() == null ? "" : crew.club();
    }

    static List<List<String>> standings(TournamentState state) {
        List<List<String>> rows = new ArrayList<>();
        for (Standing s : Standings.of(state).places()) {
            rows.add(List.of(
                    String.valueOf(s.rank()),
                    s.crew(),
                    club(state.crew(s.crew())),
                    String.valueOf(s.wins()),
                    s.points().text(),
                    String.valueOf(s.sailed()),
                    s.tiebreak(),
                    s.status()));
        }
        return rows;
    }

    /**
     * One row per match sailed, as every output lists them ({@link MatchReport}): the round robin in the schedule's
     * order, then the sail-offs and the final, each pair in the order shown before its result; the winner only when
     * a crew scored.
     */
    static List<List<String>> results(TournamentState state) {
        List<List<String>> rows = new ArrayList<>();
        for (MatchReport m : MatchReport.of(state, Standings.of(state))) {
            if (!m.sailed()) {
                continue;
            }
            String round = switch (m.kind()) {
                case SAIL_OFF -> "sail-off";
                case FINAL -> "final";
                default -> String.valueOf(m.round());
            };
            rows.add(List.of(round, m.first(), m.second(), m.scoredWinner().orElse(""), note(m)));
        }
        return rows;
    }

    /**
     * The note column: how it scored in the words of the lines ({@code dsq=NAME}, {@code dead-heat}), then for a
     * corrected result {@code corrected} and what it was, in the same words ({@code was=NAME}: NAME won;
     * {@code was=dsq=NAME}; {@code was=dead-heat}).
     */
    static String note(MatchReport m) {
        List<String> parts = new ArrayList<>();
        if (!m.note().isEmpty()) {
            parts.add(m.note());
        }
        m.correctedFrom().ifPresent(old -> {
            parts.add("corrected");
            parts.add("was=" + (old.note().isEmpty() ? old.winner() : old.note()));
        });
        return String.join(" ", parts);
    }

    static List<List<String>> standings(RegattaState state) {
        List<List<String>> rows = new ArrayList<>();
        for (SeriesEntry e : SeriesScoring.of(state)) {
            rows.add(List.of(
                    String.valueOf(e.rank()),
                    e.crew(),
                    club(state.crew(e.crew())),
                    e.total().text(),
                    e.net().text(),
                    e.tiebreak()));
        }
        return rows;
    }

    static List<List<String>> results(RegattaState state) {
        List<List<String>> rows = new ArrayList<>();
        List<List<RaceScore>> races = state.scores();
        for (int i = 0; i < races.size(); i++) {
            for (RaceScore s : races.get(i)) {
                rows.add(List.of(
                        String.valueOf(i + 1),
                        s.place() == 0 ? "" : String.valueOf(s.place()),
                        s.crew(),
                        s.points().text(),
                        s.code() == null ? "" : s.code().name()));
            }
        }
        return rows;
    }
}
