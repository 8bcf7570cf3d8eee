package org.caissier.live;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * Renders a state into the next snapshot: the game's phone page in both languages, with the live head: the
 * version the script compares, the publication it belongs to, what the page says when it has lost the laptop, a
 * refresh for browsers without script, and the script itself. One per publication: its name is drawn anew at each
 * start.
 */
public final class LivePages {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss");
    /** The lost-laptop band's look: plain enough for any game's page, above everything else. */
    private static final String STYLE = "<style>#caissier-lost{position:sticky;top:0;z-index:9;margin:0 0 .5em;"
            + "padding:.6em .8em;background:#b3261e;color:#fff;font-weight:bold}"
            + "#caissier-lost a{color:#fff}</style>\n";

    private final Clock clock;
    private final PhonePage page;
    private final String publication;
    /** The program's language: the page of a phone that asks for neither French nor English. */
    private final Locale language;

    private long version;

    public LivePages(Clock clock, PhonePage page) {
        this(clock, page, Locale.ENGLISH);
    }

    public LivePages(Clock clock, PhonePage page, Locale language) {
        this.language = language;
        this.clock = clock;
        this.page = page;
        byte[] name = new byte[8];
        new SecureRandom().nextBytes(name);
        this.publication = HexFormat.of().formatHex(name);
    }

    public LiveSnapshot next(Object state) {
        return next(state, "");
    }

    /** The next snapshot, its page saying who is playing now apart from its game ({@link LiveFrame#nowPlaying}). */
    public LiveSnapshot next(Object state, String nowPlaying) {
        long v = ++version;
        String time = LocalTime.now(clock).format(TIME);
        return new LiveSnapshot(
                v,
                page.render(state, Locale.ENGLISH, frame(v, time, nowPlaying, Locale.ENGLISH)),
                page.render(state, Locale.FRENCH, frame(v, time, nowPlaying, Locale.FRENCH)),
                publication,
                language);
    }

    private LiveFrame frame(long v, String time, String nowPlaying, Locale language) {
        ResourceBundle words = ResourceBundle.getBundle(
                "i18n.messages",
                language,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
        String head = "<meta name=\"caissier-version\" content=\"" + v + "\">\n"
                + "<meta name=\"caissier-publication\" content=\"" + publication + "\">\n"
                + said("lost", words.getString("phone.lost"))
                + said("closed", words.getString("phone.closed"))
                + said("other", words.getString("phone.other"))
                + said("reload", words.getString("phone.reload"))
                + STYLE
                + "<noscript><meta http-equiv=\"refresh\" content=\"10\"></noscript>\n"
                + "<script src=\"" + LiveHandler.SCRIPT + "\" defer></script>\n";
        return new LiveFrame(head, time, nowPlaying);
    }

    /** A text the script shows when it is needed, kept in the head until then. */
    private static String said(String what, String text) {
        String escaped = text.replace("&", "&amp;")
                .replace("\"", "&quot;")
                .replace("<", "&lt;")
                .replace(">", "&gt;");
        return "<meta name=\"caissier-" + what + "\" content=\"" + escaped + "\">\n";
    }
}
