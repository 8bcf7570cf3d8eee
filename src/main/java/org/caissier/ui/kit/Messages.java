package org.caissier.ui.kit;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import org.caissier.table.TextPattern;

/** The words of the screen in one language, from the bundles under {@code resources/i18n/}. */
public final class Messages {
    private final Locale locale;
    private final ResourceBundle bundle;
    private final String base;

    public Messages(Locale locale) {
        this("i18n.messages", locale);
    }

    /** A game's own bundle ({@code i18n.longcours}) in the same language. */
    public Messages(String base, Locale locale) {
        this.locale = locale;
        this.base = base;
        this.bundle = ResourceBundle.getBundle(
                base, locale, ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    public Locale locale() {
        return locale;
    }

    public boolean french() {
        return TextPattern.french(locale);
    }

    public Messages forBundle(String otherBase) {
        return new Messages(otherBase, locale);
    }

    /** Whether the bundle has this key (a text some games say their own way). */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /** The text for a key; with arguments, {@link TextPattern} fills in {0}, {1}... */
    public String get(String key, Object... args) {
        String text;
        try {
            text = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "!" + base + ":" + key + "!";
        }
        if (args.length == 0) {
            return text;
        }
        return TextPattern.format(text, java.util.Arrays.asList(args), locale, TextPattern.EnglishNumbers.GROUPED);
    }
}
