package org.caissier.table;

import java.text.Normalizer;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Matches typed names against known ones without regard to case, accents, hyphens or repeated spaces:
 * "iles aleoutiennes" finds "Iles Aléoutiennes", "le-havre" finds "Le Havre".
 */
public final class Names {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SEPARATORS = Pattern.compile("[\\s_\\-'’‘]+");

    private Names() {}

    /** The form two names are compared in. */
    public static String fold(String name) {
        if (plain(name)) {
            // Most words of a command line ("buy", "Ann", "Marseille"): nothing to strip, only the case to fold.
            return name.toLowerCase(Locale.ROOT);
        }
        String bare =
                MARKS.matcher(Normalizer.normalize(name, Normalizer.Form.NFD)).replaceAll("");
        return SEPARATORS.matcher(bare.toLowerCase(Locale.ROOT)).replaceAll(" ").trim();
    }

    /** Only ASCII letters and digits: the fold is the lower case alone (replaying a long game calls this a lot). */
    private static boolean plain(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')) {
                return false;
            }
        }
        return true;
    }

    /**
     * The text with the accents of Latin-1's letters taken off (É becomes E, ç c), as the Unicode normaliser's
     * decomposition without its marks would give it; empty when the text has a character beyond Latin-1 and the
     * common typographic ones (then the caller takes the normaliser).
     */
    public static Optional<String> withoutLatinAccents(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= ACCENTED_FROM && c <= '\u00FF') {
                char base = BASES.charAt(c - ACCENTED_FROM);
                out.append(base == '.' ? c : Character.isUpperCase(c) ? Character.toUpperCase(base) : base);
            } else if (c < ACCENTED_FROM || TYPOGRAPHIC.indexOf(c) >= 0) {
                // Nothing below À has a canonical decomposition, nor are these dashes, quotes and ellipsis.
                out.append(c);
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(out.toString());
    }

    /** Dashes, quotes, the ellipsis and the narrow space of French labels, which decompose to nothing else. */
    private static final String TYPOGRAPHIC = "\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u202F";

    /** The first letter of {@link #BASES}: À. */
    private static final char ACCENTED_FROM = '\u00C0';
    /** U+00C0 to U+00FF without their accents, in lower case; '.' where the letter has no accent to strip (Æ, ×, ß). */
    private static final String BASES = "aaaaaa.ceeeeiiii.nooooo..uuuuy..aaaaaa.ceeeeiiii.nooooo..uuuuy.y";

    public static boolean same(String a, String b) {
        return fold(a).equals(fold(b));
    }

    /** The known name equal to the typed one, or else the only one it begins. */
    public static Optional<String> find(String typed, Collection<String> known) {
        String key = fold(typed);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        String onlyStarting = null;
        int starting = 0;
        for (String name : known) {
            boolean begins;
            boolean equal;
            if (plain(name)) {
                // A player's name, a port of one word: compared as it folds, without making its fold (every line
                // of a replayed game looks its names up).
                begins = lowerCaseBegins(name, key);
                equal = begins && name.length() == key.length();
            } else {
                String folded = fold(name);
                begins = folded.startsWith(key);
                equal = folded.equals(key);
            }
            if (equal) {
                return Optional.of(name);
            }
            if (begins) {
                starting++;
                onlyStarting = name;
            }
        }
        return starting == 1 ? Optional.of(onlyStarting) : Optional.empty();
    }

    /** Whether the lower case of a {@link #plain} name, which is its fold, begins with {@code key}. */
    private static boolean lowerCaseBegins(String plainName, String key) {
        if (plainName.length() < key.length()) {
            return false;
        }
        for (int i = 0; i < key.length(); i++) {
            char c = plainName.charAt(i);
            char lower = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
            if (lower != key.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Like {@link #find}, but refuses an unknown name with a message that lists the known ones.
     *
     * @param what what the name should be ("player", "joueur")
     */
    public static String require(String typed, Collection<String> known, Said what) {
        Optional<String> found = find(typed, known);
        if (found.isEmpty()) {
            throw RuleViolation.syntaxOf("table.name.unknown", typed, what, String.join(", ", known));
        }
        return found.get();
    }
}
