package org.caissier.cup.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.cup.Berger;
import org.caissier.cup.Match;
import org.caissier.cup.SailOff;
import org.caissier.cup.SailOffCall;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentState;

/**
 * One row of the matches table: a scheduled match, a bye, a sail-off (sailed or due) or a final match. It knows
 * the command that makes {@code winner} its winner, so a key press or a click plays exactly what could be typed.
 */
record MatchRow(Kind kind, int round, String first, String second, String winner, String note) {

    enum Kind { ROUND_ROBIN, BYE, SAIL_OFF, SAIL_OFF_DUE, FINAL, FINAL_DUE }

    /** Every row, round by round, then the sail-offs and the final. */
    static List<MatchRow> of(TournamentState state, Standings standings) {
        List<MatchRow> rows = new ArrayList<>();
        for (Berger.Round r : state.schedule()) {
            for (Berger.Pairing p : r.pairings()) {
                Optional<Match> m = state.result(p.first(), p.second());
                String winner = m.filter(x -> x.outcome() != Match.Outcome.DEAD_HEAT).map(Match::winner).orElse(null);
                String note = m.map(Match::note).orElse(
                        state.hasWithdrawn(p.first()) || state.hasWithdrawn(p.second()) || state.ended() ? "-" : "");
                rows.add(new MatchRow(Kind.ROUND_ROBIN, r.number(), p.first(), p.second(), winner, note));
            }
            if (r.bye() != null) {
                rows.add(new MatchRow(Kind.BYE, r.number(), r.bye(), "", null, ""));
            }
        }
        // A row keeps the order it was shown in before its result, as round-robin rows do: the crews' order.
        for (SailOff s : state.sailOffs()) {
            for (Match m : s.matches()) {
                boolean winnerFirst = s.crews().indexOf(m.winner()) < s.crews().indexOf(m.loser());
                rows.add(new MatchRow(Kind.SAIL_OFF, 0, winnerFirst ? m.winner() : m.loser(),
                        winnerFirst ? m.loser() : m.winner(), m.winner(), ""));
            }
        }
        for (SailOffCall c : standings.sailOffsDue()) {
            for (List<String> pair : c.remaining()) {
                rows.add(new MatchRow(Kind.SAIL_OFF_DUE, 0, pair.get(0), pair.get(1), null, ""));
            }
        }
        for (Match m : state.finals()) {
            boolean winnerFirst = standings.finalists().indexOf(m.winner()) <= standings.finalists().indexOf(m.loser());
            rows.add(new MatchRow(Kind.FINAL, 0, winnerFirst ? m.winner() : m.loser(),
                    winnerFirst ? m.loser() : m.winner(), m.winner(), ""));
        }
        if (state.finalLength() > 0 && standings.finalists().size() == 2 && Standings.cup(state, standings).isEmpty()) {
            rows.add(new MatchRow(Kind.FINAL_DUE, 0, standings.finalists().get(0), standings.finalists().get(1), null, ""));
        }
        return rows;
    }


    /**
     * The command that marks this round-robin match's winner disqualified afterwards ({@code dsq}, C10.5(b)) or a
     * dead heat ({@code dead-heat}, C10.1): a correction once a result is entered, a result before.
     */
    Optional<TournamentCommand> commandMarking(Match.Outcome outcome) {
        if (kind != Kind.ROUND_ROBIN) {
            return Optional.empty();
        }
        if (outcome == Match.Outcome.DEAD_HEAT) {
            return "dead-heat".equals(note) ? Optional.empty()
                    : Optional.of(new TournamentCommand.Result(first, second, Match.Outcome.DEAD_HEAT, sailed()));
        }
        if (winner == null || note.startsWith("dsq=")) {
            return Optional.empty();
        }
        String loser = winner.equals(first) ? second : first;
        return Optional.of(new TournamentCommand.Result(winner, loser, Match.Outcome.WINNER_DSQ, sailed()));
    }

    /** Whether a result is entered for this round-robin match (a dead heat has no winner but was sailed). */
    boolean sailed() {
        return winner != null || "dead-heat".equals(note) || note.startsWith("dsq=");
    }

    /** The command that makes {@code side} (1 = first named, 2 = second) the winner, or nothing to play. */
    Optional<TournamentCommand> commandFor(int side) {
        String w = side == 1 ? first : second;
        String l = side == 1 ? second : first;
        return switch (kind) {
            case ROUND_ROBIN -> !sailed() ? Optional.of(new TournamentCommand.Result(w, l, Match.Outcome.WIN, false))
                    : w.equals(winner) && note.isEmpty() ? Optional.empty()
                    : Optional.of(new TournamentCommand.Result(w, l, Match.Outcome.WIN, true));
            case SAIL_OFF_DUE -> Optional.of(new TournamentCommand.SailOffMatch(w, l));
            case FINAL_DUE -> Optional.of(new TournamentCommand.FinalMatch(w, l));
            default -> Optional.empty();
        };
    }
}
