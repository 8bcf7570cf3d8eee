package org.caissier.live;

import java.util.List;
import java.util.Locale;

/**
 * One published state of the event, already rendered: the page in English and in French and its version (the
 * number the browsers' event stream carries). Immutable: the server's threads only ever read these.
 */
public record LiveSnapshot(long version, String english, String french) {
    public LiveSnapshot {
        if (english == null || french == null) {
            throw new IllegalArgumentException("a live snapshot needs both pages");
        }
    }

    /** The page for a browser's languages, best first: French when French comes before English, else English. */
    public String page(List<Locale> languages) {
        for (Locale l : languages) {
            if ("fr".equals(l.getLanguage())) {
                return french;
            }
            if ("en".equals(l.getLanguage())) {
                return english;
            }
        }
        return english;
    }
}
