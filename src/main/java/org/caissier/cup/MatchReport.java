package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What one line of an event's matches says, the same for every output that shows it (the screen's matches and cross
 * tables, the results page and the phones' page, results.csv, the table display): a scheduled match (sailed, to sail,
 * or not to be sailed), a bye, a sail-off or a final match (sailed or due). Computed from the state, never stored.
 *
 * @param first     the crew named first: the schedule's order for the round robin (Berger), the crews' order for a
 *                  sail-off, the finalists' order for the final — whoever won
 * @param winner    the crew that crossed first as the result was entered (a disqualified one too), or null
 * @param note      how the result scored in the words of the lines: {@code dsq=NAME}, {@code dead-heat}, "" for a
 *                  plain win or a match to sail, {@code -} for a match that will not be sailed (C10.2, C10.3)
 * @param corrected the result a correction replaced, or null
 */
public record MatchReport(
        Kind kind, int round, String first, String second, String winner, String note, Match corrected) {

    /** Which line of the event's matches. */
    public enum Kind {
        ROUND_ROBIN,
        BYE,
        SAIL_OFF,
        SAIL_OFF_DUE,
        FINAL,
        FINAL_DUE
    }

    /** A line with no correction behind it. */
    public MatchReport(Kind kind, int round, String first, String second, String winner, String note) {
        this(kind, round, first, second, winner, note, null);
    }

    /** Every line, round by round in the schedule's order, then the sail-offs (sailed, then due) and the final. */
    public static List<MatchReport> of(TournamentState state, Standings standings) {
        List<MatchReport> rows = new ArrayList<>();
        for (Berger.Round r : state.schedule()) {
            for (Berger.Pairing p : r.pairings()) {
                Optional<Match> m = state.result(p.first(), p.second());
                String winner = m.filter(x -> x.outcome() != Match.Outcome.DEAD_HEAT)
                        .map(Match::winner)
                        .orElse(null);
                String note = m.map(Match::note)
                        .orElse(
                                state.hasWithdrawn(p.first()) || state.hasWithdrawn(p.second()) || state.ended()
                                        ? "-"
                                        : "");
                Match was = m.isPresent()
                        ? state.replacedResult(p.first(), p.second()).orElse(null)
                        : null;
                rows.add(new MatchReport(Kind.ROUND_ROBIN, r.number(), p.first(), p.second(), winner, note, was));
            }
            if (r.bye() != null) {
                rows.add(new MatchReport(Kind.BYE, r.number(), r.bye(), "", null, ""));
            }
        }
        // A line keeps the order it was shown in before its result, as round-robin lines do: the crews' order.
        for (SailOff s : state.sailOffs()) {
            for (Match m : s.matches()) {
                boolean winnerFirst = s.crews().indexOf(m.winner()) < s.crews().indexOf(m.loser());
                rows.add(new MatchReport(
                        Kind.SAIL_OFF,
                        0,
                        winnerFirst ? m.winner() : m.loser(),
                        winnerFirst ? m.loser() : m.winner(),
                        m.winner(),
                        ""));
            }
        }
        for (SailOffCall c : standings.sailOffsDue()) {
            for (List<String> pair : c.remaining()) {
                rows.add(new MatchReport(Kind.SAIL_OFF_DUE, 0, pair.get(0), pair.get(1), null, ""));
            }
        }
        for (Match m : state.finals()) {
            boolean winnerFirst = standings.finalists().indexOf(m.winner())
                    <= standings.finalists().indexOf(m.loser());
            rows.add(new MatchReport(
                    Kind.FINAL,
                    0,
                    winnerFirst ? m.winner() : m.loser(),
                    winnerFirst ? m.loser() : m.winner(),
                    m.winner(),
                    ""));
        }
        if (finalDue(state, standings)) {
            rows.add(new MatchReport(
                    Kind.FINAL_DUE,
                    0,
                    standings.finalists().get(0),
                    standings.finalists().get(1),
                    null,
                    ""));
        }
        return rows;
    }

    /** Whether a match of the final is to be sailed now (the finalists known, the Cup not yet won). */
    public static boolean finalDue(TournamentState state, Standings standings) {
        return state.finalLength() > 0
                && standings.finalists().size() == 2
                && standings.sailOffsDue().isEmpty()
                && state.roundRobinComplete()
                && Standings.cup(state, standings).isEmpty();
    }

    /** Whether a result is entered for this line (a dead heat has no winner but was sailed). */
    public boolean sailed() {
        return kind == Kind.SAIL_OFF
                || kind == Kind.FINAL
                || winner != null
                || "dead-heat".equals(note)
                || note.startsWith("dsq=");
    }

    /** Whether this line is still to be sailed: a scheduled match due, a sail-off or a final match due. */
    public boolean toSail() {
        return kind == Kind.ROUND_ROBIN && !sailed() && note.isEmpty()
                || kind == Kind.SAIL_OFF_DUE
                || kind == Kind.FINAL_DUE;
    }

    /** Whether this scheduled match will not be sailed (a crew withdrew, C10.2; the round robin ended, C10.3). */
    public boolean notSailed() {
        return "-".equals(note);
    }

    public boolean deadHeat() {
        return "dead-heat".equals(note);
    }

    /** The crew that crossed first and was disqualified afterwards (C10.5(b)): nobody scored. */
    public Optional<String> disqualified() {
        return note.startsWith("dsq=") ? Optional.of(winner) : Optional.empty();
    }

    /** The crew that scored the match's point: none for a dead heat, a disqualified winner or a match not sailed. */
    public Optional<String> scoredWinner() {
        return winner == null || disqualified().isPresent() ? Optional.empty() : Optional.of(winner);
    }

    /** The other crew of a match with a winner (disqualified or not). */
    public Optional<String> loser() {
        return winner == null ? Optional.empty() : Optional.of(winner.equals(first) ? second : first);
    }

    /** The result this line's replaced, when it was corrected. */
    public Optional<Match> correctedFrom() {
        return Optional.ofNullable(corrected);
    }

    /** Whether the line concerns these two crews, in either order. */
    public boolean between(String a, String b) {
        return first.equals(a) && second.equals(b) || first.equals(b) && second.equals(a);
    }
}
