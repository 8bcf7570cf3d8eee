package org.caissier.live;

import java.util.List;
import java.util.Locale;

/**
 * One published state of the event, already rendered: the page in English and in French, its version (the
 * number the browsers' event stream carries) and the publication it belongs to (a name drawn at each start, so
 * that a page can tell that the laptop now shows another game). Immutable: the server's threads only ever read
 * these.
 */
public record LiveSnapshot(long version, String english, String french, String publication, Locale program) {
    public LiveSnapshot {
        if (english == null || french == null || publication == null || !publication.matches("[0-9a-z]*")) {
            throw new IllegalArgumentException("a live snapshot needs both pages and a plain publication name");
        }
        program = program != null && "fr".equals(program.getLanguage()) ? Locale.FRENCH : Locale.ENGLISH;
    }

    /** Of a program that speaks English. */
    public LiveSnapshot(long version, String english, String french, String publication) {
        this(version, english, french, publication, Locale.ENGLISH);
    }

    public LiveSnapshot(long version, String english, String french) {
        this(version, english, french, "");
    }

    /**
     * The page for a browser's languages, best first: French when French comes before English, English when English
     * does, else the program's language (a phone that asks for neither reads what the table reads).
     */
    public String page(List<Locale> languages) {
        for (Locale l : languages) {
            if ("fr".equals(l.getLanguage())) {
                return french;
            }
            if ("en".equals(l.getLanguage())) {
                return english;
            }
        }
        return program.equals(Locale.FRENCH) ? french : english;
    }
}
