package org.caissier.phone;

import java.util.Arrays;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import org.caissier.table.French;
import org.caissier.table.TextPattern;

/**
 * A game's words for its phone page, from its bundle under {@code resources/i18n/} (the screen's words, so the
 * phone and the laptop say the same), in French or English, filled as the screen fills them ({@link TextPattern}:
 * an apostrophe as it is, French "de"/"à" joined to the name that fills them).
 */
public final class PhoneWords {
    private final Locale locale;
    private final ResourceBundle bundle;
    private final String base;

    public PhoneWords(String base, Locale language) {
        this.locale = "fr".equals(language.getLanguage()) ? Locale.FRENCH : Locale.ENGLISH;
        this.base = base;
        this.bundle = ResourceBundle.getBundle(
                base, locale, ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    public Locale locale() {
        return locale;
    }

    public boolean french() {
        return locale == Locale.FRENCH;
    }

    /** The language for the page's {@code lang}. */
    public String lang() {
        return locale.getLanguage();
    }

    /** The text, not escaped (names filled in stay as typed): pass it through {@link #html} to show it. */
    public String text(String key, Object... args) {
        String text;
        try {
            text = bundle.getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("no " + key + " in " + base + " (" + locale + ")", e);
        }
        if (args.length == 0) {
            return text;
        }
        return TextPattern.format(text, Arrays.asList(args), locale, TextPattern.EnglishNumbers.GROUPED);
    }

    /** The text, escaped for the page. */
    public String html(String key, Object... args) {
        return PhoneHtml.esc(text(key, args));
    }

    /** A whole number as the language writes it (French: a narrow no-break space between thousands). */
    public String number(long n) {
        return french() ? French.number(n) : String.format(Locale.ENGLISH, "%,d", n);
    }
}
