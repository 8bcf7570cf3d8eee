package org.caissier.cup.live;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.caissier.cup.export.LiveFrame;
import org.caissier.cup.export.ResultsExport;

/**
 * Renders a state into the next snapshot: the export's results page in both languages (one renderer for the file
 * and the network), with the live head: the version the script compares, a refresh for browsers without script,
 * and the script itself.
 */
public final class LivePages {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final java.time.Clock clock;
    private final ResultsExport english = new ResultsExport(Locale.ENGLISH);
    private final ResultsExport french = new ResultsExport(Locale.FRENCH);
    private long version;

    public LivePages(java.time.Clock clock) {
        this.clock = clock;
    }

    public LiveSnapshot next(Object state) {
        long v = ++version;
        String head = "<meta name=\"caissier-version\" content=\"" + v + "\">\n"
                + "<noscript><meta http-equiv=\"refresh\" content=\"10\"></noscript>\n"
                + "<script src=\"" + LiveHandler.SCRIPT + "\" defer></script>\n";
        LiveFrame frame = new LiveFrame(head, LocalTime.now(clock).format(TIME));
        return new LiveSnapshot(v, english.livePage(state, frame), french.livePage(state, frame));
    }
}
