package org.caissier.table;

import java.text.ChoiceFormat;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The one way the program fills a text of its bundles: {@code {0}}, {@code {1}} ... replaced by the arguments, and
 * {@code {n,choice,0#none|1#one|1<{n} many}} for a noun that follows a count. There are no quoting rules: an
 * apostrophe, straight or curly, is written as it is, so the bundles never double one. In French, "de {n}" and
 * "à {n}" are joined to the name or port that fills them ({@link French}: d’Ann, au Havre), and numbers are written
 * the French way (12 000 with the narrow no-break space, 3,5).
 *
 * <p>An argument that is itself something said ({@link Said}, {@link RuleViolation.Both}) is said in the same
 * language. An argument's own text is never read as a pattern (a file name may hold "{1}").
 */
public final class TextPattern {
    /** How English numbers are written: grouped for the screen (1,000), plain where machines read too (1000). */
    public enum EnglishNumbers {
        GROUPED,
        PLAIN
    }

    private TextPattern() {}

    public static boolean french(Locale locale) {
        return "fr".equals(locale.getLanguage());
    }

    /** The text with its placeholders filled in the language. */
    public static String format(String text, List<?> args, Locale locale, EnglishNumbers numbers) {
        if (text.indexOf('{') < 0) {
            return text;
        }
        List<Object> all = new ArrayList<>(args);
        String pattern = text;
        if (french(locale)) {
            StringBuilder contracted = new StringBuilder(text.length() + 8);
            all = new ArrayList<>(Arrays.asList(French.contract(text, args.toArray(), contracted)));
            pattern = contracted.toString();
        }
        StringBuilder out = new StringBuilder(pattern.length() + 32);
        fill(pattern, all, locale, numbers, out);
        return out.toString();
    }

    private static void fill(
            String pattern, List<Object> args, Locale locale, EnglishNumbers numbers, StringBuilder out) {
        int i = 0;
        while (i < pattern.length()) {
            char c = pattern.charAt(i);
            int end = c == '{' ? placeholderEnd(pattern, i) : -1;
            if (end < 0) {
                out.append(c);
                i++;
                continue;
            }
            String inside = pattern.substring(i + 1, end);
            int comma = inside.indexOf(',');
            int index = Integer.parseInt(
                    comma < 0 ? inside : inside.substring(0, comma).strip());
            if (index >= args.size()) {
                out.append(pattern, i, end + 1);
            } else if (comma < 0) {
                out.append(value(args.get(index), locale, numbers));
            } else {
                String format = inside.substring(comma + 1);
                String choices = format.substring(format.indexOf(',') + 1);
                double n = args.get(index) instanceof Number num ? num.doubleValue() : Double.NaN;
                fill(new ChoiceFormat(choices).format(n), args, locale, numbers, out);
            }
            i = end + 1;
        }
    }

    /** Where the placeholder that opens at {@code start} closes, or -1 when the brace opens none. */
    private static int placeholderEnd(String pattern, int start) {
        int i = start + 1;
        int digits = i;
        while (i < pattern.length() && Character.isDigit(pattern.charAt(i))) {
            i++;
        }
        if (i == digits || i - digits > 3 || i >= pattern.length()) {
            return -1;
        }
        if (pattern.charAt(i) == '}') {
            return i;
        }
        if (!pattern.startsWith(",choice,", i)) {
            return -1;
        }
        int depth = 1;
        for (int j = i; j < pattern.length(); j++) {
            char c = pattern.charAt(j);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return j;
            }
        }
        return -1;
    }

    private static String value(Object a, Locale locale, EnglishNumbers numbers) {
        boolean french = french(locale);
        if (a instanceof Phrase phrase) {
            return phrase.in(locale);
        }
        if (a instanceof Double || a instanceof Float) {
            double d = ((Number) a).doubleValue();
            return french
                    ? French.number(d)
                    : numbers == EnglishNumbers.GROUPED
                            ? NumberFormat.getInstance(Locale.ENGLISH).format(d)
                            : String.valueOf(a);
        }
        if (a instanceof Integer || a instanceof Long || a instanceof Short || a instanceof Byte) {
            long n = ((Number) a).longValue();
            return french
                    ? French.number(n)
                    : numbers == EnglishNumbers.GROUPED
                            ? NumberFormat.getIntegerInstance(Locale.ENGLISH).format(n)
                            : String.valueOf(a);
        }
        return String.valueOf(a);
    }
}
