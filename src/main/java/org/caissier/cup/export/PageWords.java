package org.caissier.cup.export;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import org.caissier.cup.EventInfo;
import org.caissier.cup.Ratio;
import org.caissier.phone.PhoneHtml;
import org.caissier.table.TextPattern;

/**
 * The words of the results page in English or French, from {@code resources/i18n/page*.properties} (the screen
 * exports in its language; {@code run --export} in English unless {@code --lang fr}). Tie-break ids ({@code points}, {@code C11.1(a)}, {@code sail-off} …) and
 * codes stay as the rules name them.
 */
final class PageWords {
    /** The standings' headings a phone shows in a short form, where the whole word would push the tie-break off. */
    private static final Set<String> SHORT = Set.of("rank", "wins", "points", "average", "tiebreak");

    private static final Set<String> TIEBREAK_WORDS =
            Set.of("points", "average", "shared", "pending", "sail-off", "withdrawn", "net");

    private final Locale locale;
    private final ResourceBundle bundle;

    PageWords(Locale locale) {
        this.locale = TextPattern.french(locale) ? Locale.FRENCH : Locale.ENGLISH;
        this.bundle = ResourceBundle.getBundle(
                "i18n.page",
                this.locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /** The page's title and heading: the event's name when it has one, else what kind of event it is. */
    String title(String kind, EventInfo event) {
        String title = event.name() == null ? get(kind) : PhoneHtml.esc(event.name());
        return event.date() == null ? title : title + " — " + date(event.date());
    }

    /** The line under the heading of a named event: what kind of event it is. */
    String subtitle(String kind, EventInfo event) {
        return event.name() == null ? "" : "<p class=\"kind\" id=\"kind\">" + get(kind + "Kind") + "</p>\n";
    }

    /** A date as the reader writes it: 16 May 2026, 16 mai 2026. */
    String date(LocalDate date) {
        return PhoneHtml.esc(date.format(DateTimeFormatter.ofPattern("d MMMM uuuu", locale)));
    }

    /** A standings heading named by its column (col-KEY), in a short form too where a phone needs one. */
    String heading(String key, boolean number) {
        String words = !SHORT.contains(key)
                ? get(key)
                : "<span class=\"long\">" + get(key) + "</span><abbr class=\"short\" title=\"" + get(key) + "\">"
                        + get("short." + key) + "</abbr>";
        return "<th class=\"" + (number ? "num " : "") + "col-" + key + "\">" + words + "</th>";
    }

    String lang() {
        return french() ? "fr" : "en";
    }

    /**
     * A tie-break step in the page's language: the steps the program names itself ("sail-off", "withdrawn",
     * "shared"…) in French on a French page, their ids on an English one; the Racing Rules' numbers (C11.1(a), A8.2)
     * as the rules print them. HTML-escaped.
     */
    String tiebreak(String step) {
        return TIEBREAK_WORDS.contains(step) ? get("tiebreak." + step) : PhoneHtml.esc(step);
    }

    /** A score or an average as the page's language writes it: 2,5 in French. */
    String num(Ratio r) {
        return r.text(locale);
    }

    boolean french() {
        return TextPattern.french(locale);
    }

    /** The text for a key of {@code i18n/page}, HTML-escaped, its placeholders filled (the arguments escaped too). */
    String get(String key, Object... args) {
        List<Object> safe = new ArrayList<>(args.length);
        for (Object a : args) {
            safe.add(a instanceof String s ? PhoneHtml.esc(s) : a);
        }
        return TextPattern.format(
                PhoneHtml.esc(bundle.getString("page." + key)), safe, locale, TextPattern.EnglishNumbers.PLAIN);
    }
}
