package org.caissier.table;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * French grammar for sentences built from pieces: "de" and "à" before a place ({@link Place}: du Havre, au Havre,
 * aux Îles Aléoutiennes, au cap Horn, en Malaisie) or a person's name (d’Ann, d’Hélène, de Hugo, à Le Goff, de Le
 * Goff: a name's article never contracts), a noun by count (French: 0 and 1 take the singular), and numbers
 * as a French screen writes them (3,5; 12 000, with the narrow no-break space).
 */
public final class French {
    /** The narrow no-break space French puts before « : ; ? ! % » and between thousands. */
    public static final char NNBSP = '\u202F';

    /** "de {n}" or "à {n}" in a French text, the preposition a whole word. */
    private static final Pattern PREPOSITION = Pattern.compile("(?<![\\p{L}\\p{N}’'-])(de|à) \\{(\\d{1,3})}");

    private static final Set<String> LANDS = Set.of(
            "Malaisie",
            "Indonésie",
            "Australie",
            "Islande",
            "Irlande",
            "Norvège",
            "Espagne",
            "France",
            "Italie",
            "Grèce",
            "Chine",
            "Inde",
            "Afrique",
            "Amérique",
            "Asie",
            "Europe",
            "Océanie",
            "Patagonie",
            "Sibérie",
            "Californie",
            "Floride",
            "Bretagne",
            "Normandie",
            "Guyane",
            "Nouvelle-Zélande",
            "Nouvelle-Calédonie",
            "Polynésie",
            "Terre de Feu");
    private static final String VOWELS = "aeiouyàâäéèêëîïôöùûüœæ";

    private French() {}

    /**
     * Names whose h is aspirated: "de" stays whole before them (de Hugo, de Hambourg), where a mute h elides it
     * (d’Hélène, d’Henri). A short list of the names a table is likely to meet; any other h + vowel is mute.
     */
    private static final Set<String> ASPIRATED_H = Set.of(
            "hugo",
            "hans",
            "harry",
            "henry",
            "heinz",
            "helmut",
            "howard",
            "harald",
            "hambourg",
            "hanovre",
            "havre",
            "hollande",
            "hongrie",
            "honfleur",
            "hong",
            "halifax",
            "hawaï",
            "hawaii");

    /** "de" before a person's name: d’Ann, d’Hélène, de Bob, de Hugo, de Le Goff (a name's article never contracts). */
    public static String de(String name) {
        String w = name.strip();
        return elides(w) ? "d’" + w : "de " + w;
    }

    /** "à" before a person's name: à Ann, à Le Goff (a name's article never contracts). */
    public static String a(String name) {
        return "à " + name.strip();
    }

    /** "de" before a place: du Havre, des Îles Aléoutiennes, du Cap Horn, d’Arkhangelsk, de Hambourg. */
    public static String de(Place place) {
        String w = place.name().strip();
        if (startsWithWord(w, "le")) {
            return "du " + w.substring(3);
        }
        if (startsWithWord(w, "les")) {
            return "des " + w.substring(4);
        }
        if (islands(w)) {
            return "des " + w;
        }
        if (startsWithWord(w, "cap")) {
            return "du " + w;
        }
        return de(w);
    }

    /** "à" before a place: à Marseille, au Havre, aux Îles Aléoutiennes, au Cap Nord, en Malaisie. */
    public static String a(Place place) {
        String w = place.name().strip();
        if (startsWithWord(w, "le")) {
            return "au " + w.substring(3);
        }
        if (startsWithWord(w, "les")) {
            return "aux " + w.substring(4);
        }
        if (islands(w)) {
            return "aux " + w;
        }
        if (startsWithWord(w, "cap")) {
            return "au " + w;
        }
        if (LANDS.contains(w)) {
            return "en " + w;
        }
        return "à " + w;
    }

    /**
     * Whether "de" elides before the word: a vowel (d’Ann, d’Yves), or a mute h before a vowel (d’Hélène) — not
     * an aspirated h (de Hugo), nor a y sounded as a consonant (de Yokohama, de Yann).
     */
    static boolean elides(String w) {
        if (w.isEmpty()) {
            return false;
        }
        String lower = w.toLowerCase(Locale.ROOT);
        char first = lower.charAt(0);
        boolean vowelNext = lower.length() > 1 && VOWELS.indexOf(lower.charAt(1)) >= 0;
        if (first == 'y') {
            return !vowelNext;
        }
        if (first == 'h') {
            int end = 1;
            while (end < lower.length() && Character.isLetter(lower.charAt(end))) {
                end++;
            }
            return vowelNext && !ASPIRATED_H.contains(lower.substring(0, end));
        }
        return VOWELS.indexOf(first) >= 0;
    }

    /** A count and its noun, singular for 0 and 1 as French has it: "0 carte", "1 carte", "2 cartes". */
    public static String count(long n, String one, String many) {
        return number(n) + " " + (Math.abs(n) <= 1 ? one : many);
    }

    /** A whole number as a French screen writes it: 12 000 (narrow no-break space), -5. */
    public static String number(long n) {
        DecimalFormat f = new DecimalFormat("#,##0", symbols());
        return f.format(n);
    }

    /** A decimal as a French screen writes it: 3,5 (at most two decimals, none when whole). */
    public static String number(double d) {
        DecimalFormat f = new DecimalFormat("#,##0.##", symbols());
        return f.format(d);
    }

    private static DecimalFormatSymbols symbols() {
        DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(Locale.FRENCH);
        s.setGroupingSeparator(NNBSP);
        s.setDecimalSeparator(',');
        s.setMinusSign('-');
        return s;
    }

    /**
     * A French text with its "de {n}" and "à {n}" joined to the words that fill them: each such placeholder whose
     * value (from {@code valueOf}) starts with a letter is replaced by the contracted words. The other placeholders
     * are left for the text's own engine.
     */
    public static String contract(String text, IntFunction<Object> valueOf) {
        if (text.indexOf('{') < 0) {
            return text;
        }
        Matcher m = PREPOSITION.matcher(text);
        StringBuilder out = new StringBuilder(text.length() + 16);
        while (m.find()) {
            Object value = valueOf.apply(Integer.parseInt(m.group(2)));
            String replacement = m.group();
            String joined = joined(m.group(1), value);
            if (joined != null) {
                replacement = joined;
            }
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    /**
     * The same joining for a {@link TextPattern} pattern: each "de {n}" or "à {n}" whose argument is
     * a word becomes a placeholder of its own, appended to the arguments, holding the joined words (so a name with
     * a quote in it needs no escaping). Returns the arguments to format with; {@code pattern} receives the text.
     */
    public static Object[] contract(String text, Object[] args, StringBuilder pattern) {
        List<Object> all = new ArrayList<>(Arrays.asList(args));
        Matcher m = PREPOSITION.matcher(text);
        while (m.find()) {
            int i = Integer.parseInt(m.group(2));
            String replacement = m.group();
            String joined = i < args.length ? joined(m.group(1), args[i]) : null;
            if (joined != null) {
                all.add(joined);
                replacement = "{" + (all.size() - 1) + "}";
            }
            m.appendReplacement(pattern, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(pattern);
        return all.toArray();
    }

    /** "de" or "à" joined to a place or a name that starts with a letter; null for anything else (a number). */
    private static String joined(String preposition, Object value) {
        if (value instanceof Place p && startsWithLetter(p.name())) {
            return "de".equals(preposition) ? de(p) : a(p);
        }
        if (value instanceof String s && startsWithLetter(s)) {
            return "de".equals(preposition) ? de(s) : a(s);
        }
        return null;
    }

    private static boolean startsWithLetter(String s) {
        return !s.isBlank() && Character.isLetter(s.strip().charAt(0));
    }

    private static boolean islands(String w) {
        return startsWithWord(w, "iles") || startsWithWord(w, "îles");
    }

    private static boolean startsWithWord(String w, String article) {
        return w.length() > article.length() + 1
                && w.regionMatches(true, 0, article, 0, article.length())
                && w.charAt(article.length()) == ' ';
    }
}
