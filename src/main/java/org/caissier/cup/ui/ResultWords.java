package org.caissier.cup.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.caissier.cup.Match;
import org.caissier.cup.MatchReport;
import org.caissier.cup.Standing;
import org.caissier.cup.TournamentState;
import org.caissier.ui.kit.Messages;

/**
 * The screen's words for what a {@link MatchReport} or a {@link Standing} says: the matches table's winner and note,
 * the cross table's cells, a corrected result's old one, a crew that withdrew. The pages say the same facts in their
 * own words (cup.export); the facts are the report's.
 */
final class ResultWords {
    private final Messages m;

    ResultWords(Messages m) {
        this.m = m;
    }

    /** A result as a sentence: "Ann beat Bob", "Ann ahead of Bob, disqualified (C10.5(b))", "Ann and Bob, dead heat". */
    String result(Match r) {
        return switch (r.outcome()) {
            case WIN -> m.get("cup.result.win", r.winner(), r.loser());
            case WINNER_DSQ -> m.get("cup.result.dsq", r.winner(), r.loser());
            case DEAD_HEAT -> m.get("cup.result.deadHeat", r.winner(), r.loser());
        };
    }

    /** The winner's cell: only a crew that scored the point (nobody for a disqualified winner, C10.5(b)). */
    String winner(MatchReport row) {
        return row.scoredWinner().orElse("");
    }

    /** The note in words: "not sailed", "dead heat", "Echo disqualified (C10.5(b)): no point", then "corrected". */
    String note(MatchReport row) {
        List<String> parts = new ArrayList<>();
        if (row.notSailed()) {
            parts.add(m.get("cup.notSailed"));
        } else if (row.deadHeat()) {
            parts.add(m.get("cup.note.deadHeat"));
        }
        row.disqualified().ifPresent(c -> parts.add(m.get("cup.note.dsq", c)));
        if (row.correctedFrom().isPresent()) {
            parts.add(m.get("cup.note.corrected"));
        }
        return String.join(" · ", parts);
    }

    /** What a corrected result was before, for its tooltip; nothing for a line never corrected. */
    Optional<String> was(MatchReport row) {
        return row.correctedFrom().map(old -> m.get("cup.note.was", result(old)));
    }

    /** A cross-table cell from {@code crew}'s side: W3, L3, ½ 3, DSQ 3 (its win taken away), 0 3 (nobody scored). */
    String cross(Match match, String crew) {
        return switch (match.outcome()) {
            case DEAD_HEAT -> m.get("cup.cross.deadHeat", match.round());
            case WINNER_DSQ -> m.get(match.winner().equals(crew) ? "cup.cross.dsq" : "cup.cross.nil", match.round());
            case WIN -> m.get(match.winner().equals(crew) ? "cup.cross.won" : "cup.cross.lost", match.round());
        };
    }

    /** The crew's name as the standings show it, with when it withdrew (C10.2). */
    String crew(TournamentState state, Standing s) {
        return s.withdrawn()
                ? m.get("cup.crew.withdrawn", s.crew(), s.sailed(), state.scheduledMatches(s.crew()))
                : s.crew();
    }
}
