package org.caissier.cup.ui;

import java.util.List;
import java.util.Optional;
import org.caissier.cup.Match;
import org.caissier.cup.MatchReport;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentState;

/**
 * One row of the matches table: the event's line as every output tells it ({@link MatchReport}), and the command
 * that makes a crew its winner, so a key press or a click plays exactly what could be typed.
 */
record MatchRow(MatchReport report) {

    /** Every row, round by round, then the sail-offs and the final. */
    static List<MatchRow> of(TournamentState state, Standings standings) {
        return MatchReport.of(state, standings).stream().map(MatchRow::new).toList();
    }

    MatchReport.Kind kind() {
        return report.kind();
    }

    int round() {
        return report.round();
    }

    String first() {
        return report.first();
    }

    String second() {
        return report.second();
    }

    String winner() {
        return report.winner();
    }

    String note() {
        return report.note();
    }

    /**
     * The command that marks this round-robin match's winner disqualified afterwards ({@code dsq}, C10.5(b)) or a
     * dead heat ({@code dead-heat}, C10.1): a correction once a result is entered, a result before.
     */
    Optional<TournamentCommand> commandMarking(Match.Outcome outcome) {
        if (kind() != MatchReport.Kind.ROUND_ROBIN) {
            return Optional.empty();
        }
        if (outcome == Match.Outcome.DEAD_HEAT) {
            return report.deadHeat()
                    ? Optional.empty()
                    : Optional.of(new TournamentCommand.Result(first(), second(), Match.Outcome.DEAD_HEAT, sailed()));
        }
        if (winner() == null || report.disqualified().isPresent()) {
            return Optional.empty();
        }
        return Optional.of(new TournamentCommand.Result(
                winner(), report.loser().orElseThrow(), Match.Outcome.WINNER_DSQ, sailed()));
    }

    /** Whether a result is entered for this round-robin match (a dead heat has no winner but was sailed). */
    boolean sailed() {
        return report.sailed();
    }

    /** The command that makes {@code side} (1 = first named, 2 = second) the winner, or nothing to play. */
    Optional<TournamentCommand> commandFor(int side) {
        String w = side == 1 ? first() : second();
        String l = side == 1 ? second() : first();
        return switch (kind()) {
            case ROUND_ROBIN ->
                !sailed()
                        ? Optional.of(new TournamentCommand.Result(w, l, Match.Outcome.WIN, false))
                        : w.equals(winner()) && note().isEmpty()
                                ? Optional.empty()
                                : Optional.of(new TournamentCommand.Result(w, l, Match.Outcome.WIN, true));
            case SAIL_OFF_DUE -> Optional.of(new TournamentCommand.SailOffMatch(w, l));
            case FINAL_DUE -> Optional.of(new TournamentCommand.FinalMatch(w, l));
            default -> Optional.empty();
        };
    }
}
