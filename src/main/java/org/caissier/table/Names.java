package org.caissier.table;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Matches typed names against known ones without regard to case, accents, hyphens or repeated spaces:
 * "iles aleoutiennes" finds "Iles Aléoutiennes", "le-havre" finds "Le Havre".
 */
public final class Names {
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SEPARATORS = Pattern.compile("[\\s_\\-']+");

    private Names() {
    }

    /** The form two names are compared in. */
    public static String fold(String name) {
        if (plain(name)) {
            // Most words of a command line ("buy", "Ann", "Marseille"): nothing to strip, only the case to fold.
            return name.toLowerCase(Locale.ROOT);
        }
        String bare = MARKS.matcher(Normalizer.normalize(name, Normalizer.Form.NFD)).replaceAll("");
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

    public static boolean same(String a, String b) {
        return fold(a).equals(fold(b));
    }

    /** The known name equal to the typed one, or else the only one it begins. */
    public static Optional<String> find(String typed, Collection<String> known) {
        String key = fold(typed);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        List<String> starting = new ArrayList<>();
        for (String name : known) {
            String folded = fold(name);
            if (folded.equals(key)) {
                return Optional.of(name);
            }
            if (folded.startsWith(key)) {
                starting.add(name);
            }
        }
        return starting.size() == 1 ? Optional.of(starting.get(0)) : Optional.empty();
    }

    /**
     * Like {@link #find}, but refuses an unknown name with a message that lists the known ones.
     *
     * @param whatFr what the name should be, in French ("joueur")
     * @param whatEn the same in English ("player")
     */
    public static String require(String typed, Collection<String> known, String whatFr, String whatEn) {
        return find(typed, known).orElseThrow(() -> RuleViolation.syntaxOf("table.name.unknown",
                typed, new RuleViolation.Both(whatFr, whatEn), String.join(", ", known)));
    }
}
