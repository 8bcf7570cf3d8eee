package org.caissier.live;

import java.time.Clock;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * Renders a state into the next snapshot: the game's phone page in both languages, with the live head: the
 * version the script compares, a refresh for browsers without script, and the script itself.
 */
public final class LivePages {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final Clock clock;
    private final PhonePage page;
    private long version;

    public LivePages(Clock clock, PhonePage page) {
        this.clock = clock;
        this.page = page;
    }

    public LiveSnapshot next(Object state) {
        return next(state, "");
    }

    /** The next snapshot, its page saying who is playing now apart from its game ({@link LiveFrame#nowPlaying}). */
    public LiveSnapshot next(Object state, String nowPlaying) {
        long v = ++version;
        String head = "<meta name=\"caissier-version\" content=\"" + v + "\">\n"
                + "<noscript><meta http-equiv=\"refresh\" content=\"10\"></noscript>\n"
                + "<script src=\"" + LiveHandler.SCRIPT + "\" defer></script>\n";
        LiveFrame frame = new LiveFrame(head, LocalTime.now(clock).format(TIME), nowPlaying);
        return new LiveSnapshot(v, page.render(state, Locale.ENGLISH, frame), page.render(state, Locale.FRENCH, frame));
    }
}
