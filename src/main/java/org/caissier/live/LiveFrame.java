package org.caissier.live;

/**
 * What turns a game's page into the live one: markup for its head (given by the live server: its refresh
 * fallback, script and version; trusted, not escaped) and the time of the snapshot, which the page shows.
 */
public record LiveFrame(String head, String time) {
    public LiveFrame {
        if (head == null || time == null) {
            throw new IllegalArgumentException("a live frame needs its head and its time");
        }
    }
}
