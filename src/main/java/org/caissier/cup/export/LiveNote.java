package org.caissier.cup.export;

import org.caissier.cup.MatchReport;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentState;
import org.caissier.live.LiveFrame;

/**
 * The lines at the top of the live results page: when it was last updated, and the match sailed now in the
 * assistant, while there is one. A match is "now sailing" only while its event still waits for it: its finish (once
 * the event holds the result), or the Cup won, ends it even before the assistant is closed.
 */
final class LiveNote {
    private LiveNote() {}

    /** @param sailing whether the crews the frame names are still sailing for the event (see {@link #sailing}) */
    static String of(PageWords w, LiveFrame live, boolean sailing) {
        String updated = "<p class=\"note\" id=\"updated\">" + w.get("updated", live.time()) + "</p>\n";
        if (live.nowPlaying().isEmpty() || !sailing) {
            return updated;
        }
        return updated + "<p class=\"now\" id=\"nowSailing\">" + w.get("nowSailing", live.nowPlaying()) + "</p>\n";
    }

    /** Whether the crews named ("Zoé – Marc") are a match the tournament still waits for: to sail, a sail-off or the final due. */
    static boolean sailing(TournamentState state, String crews) {
        String[] pair = crews.split(" – ");
        if (pair.length != 2) {
            return false;
        }
        Standings standings = Standings.of(state);
        return MatchReport.of(state, standings).stream().anyMatch(m -> m.toSail() && m.between(pair[0], pair[1]));
    }
}
