package org.caissier.cup.export;

/**
 * What turns the results page into the live one: markup for its head (given by the live server: its refresh
 * fallback, script and version; trusted, not escaped) and the time of the snapshot shown at the top.
 */
public record LiveFrame(String head, String time) {
    public LiveFrame {
        if (head == null || time == null) {
            throw new IllegalArgumentException("a live frame needs its head and its time");
        }
    }

    String note(PageWords w) {
        return "<p class=\"note\" id=\"updated\">" + w.get("updated", time) + "</p>\n";
    }
}
