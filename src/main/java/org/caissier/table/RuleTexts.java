package org.caissier.table;

import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The words of the rules' refusals, in French and English, from {@code resources/i18n/rules/}, filled by
 * {@link TextPattern}. English numbers are written plain (12000): {@code run} prints these texts.
 */
public final class RuleTexts {
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private RuleTexts() {}

    static boolean french(Locale locale) {
        return TextPattern.french(locale);
    }

    /** The bundle a key lives in: {@code i18n.rules.} and the key's first segment. */
    public static String bundleOf(String key) {
        int dot = key.indexOf('.');
        return "i18n.rules." + (dot < 0 ? key : key.substring(0, dot));
    }

    /** The text of {@code key} in the language, its placeholders filled; a missing key shows itself. */
    public static String format(String key, List<?> args, Locale locale) {
        String text;
        try {
            text = ResourceBundle.getBundle(bundleOf(key), french(locale) ? Locale.FRENCH : Locale.ROOT, NO_FALLBACK)
                    .getString(key);
        } catch (MissingResourceException e) {
            text = "!" + key + "! " + args;
        }
        return TextPattern.format(text, args, locale, TextPattern.EnglishNumbers.PLAIN);
    }
}
