package org.caissier.live;

/**
 * What turns a game's page into the live one: markup for its head (given by the live server: its refresh
 * fallback, script and version; trusted, not escaped), the time of the snapshot, which the page shows, and who
 * is playing now apart from the page's game (a match of the event sailed in the assistant: "Zoé – Marc"; plain
 * text the page escapes and words in its language), empty when nobody is.
 */
public record LiveFrame(String head, String time, String nowPlaying) {
    public LiveFrame {
        if (head == null || time == null || nowPlaying == null) {
            throw new IllegalArgumentException("a live frame needs its head, its time and who is playing (or \"\")");
        }
    }

    /** A frame with nobody playing apart from the page's game. */
    public LiveFrame(String head, String time) {
        this(head, time, "");
    }
}
