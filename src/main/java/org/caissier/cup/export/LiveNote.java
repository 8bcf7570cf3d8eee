package org.caissier.cup.export;

import org.caissier.live.LiveFrame;

/**
 * The lines at the top of the live results page: when it was last updated, and the match sailed now in the
 * assistant, while there is one.
 */
final class LiveNote {
    private LiveNote() {
    }

    static String of(PageWords w, LiveFrame live) {
        String updated = "<p class=\"note\" id=\"updated\">" + w.get("updated", live.time()) + "</p>\n";
        if (live.nowPlaying().isEmpty()) {
            return updated;
        }
        return updated + "<p class=\"now\" id=\"nowSailing\">" + w.get("nowSailing", live.nowPlaying())
                + "</p>\n";
    }
}
