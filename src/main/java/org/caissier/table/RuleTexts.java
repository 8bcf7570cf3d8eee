package org.caissier.table;

import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words of the rules' refusals, in French and English, from {@code resources/i18n/rules/}. Placeholders are
 * {@code {0}}, {@code {1}} ... replaced as they are (no number grouping, no quoting rules: a French apostrophe is
 * written as it is).
 */
public final class RuleTexts {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d{1,3})}");
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private RuleTexts() {
    }

    static boolean french(Locale locale) {
        return "fr".equals(locale.getLanguage());
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
        boolean french = french(locale);
        if (french) {
            text = French.contract(text, i -> i < args.size() ? args.get(i) : null);
        }
        // One pass: an argument that itself holds "{1}" (a file name may) is written as it is.
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder said = new StringBuilder(text.length() + 32);
        while (m.find()) {
            int i = Integer.parseInt(m.group(1));
            String value = m.group();
            if (i < args.size()) {
                Object a = args.get(i);
                value = a instanceof RuleViolation.Both both ? both.in(locale)
                        : a instanceof Said inner ? inner.in(locale)
                        : french && (a instanceof Double || a instanceof Float) ? French.number(((Number) a).doubleValue())
                        : french && (a instanceof Integer || a instanceof Long) ? French.number(((Number) a).longValue())
                        : String.valueOf(a);
            }
            m.appendReplacement(said, Matcher.quoteReplacement(value));
        }
        m.appendTail(said);
        return said.toString();
    }
}
