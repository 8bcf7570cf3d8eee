package org.caissier.cup.export;

import org.caissier.live.LiveFrame;

/** The line at the top of the live results page that says when it was last updated. */
final class LiveNote {
    private LiveNote() {
    }

    static String of(PageWords w, LiveFrame live) {
        return "<p class=\"note\" id=\"updated\">" + w.get("updated", live.time()) + "</p>\n";
    }
}
