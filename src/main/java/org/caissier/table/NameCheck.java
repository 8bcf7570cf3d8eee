package org.caissier.table;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Names a table could not tell apart or type: empty, without a letter or digit ({@code -}), looking like an
 * option ({@code dice=box}), digits other than 0 to 9 (fullwidth digits read as numbers), only digits, letters
 * of two alphabets in one name, or a name that only looks like another (a Cyrillic "А" for a Latin "A": their
 * skeletons, with the Cyrillic and Greek look-alikes read as the Latin letters, are the same), or longer than
 * {@value #MAX_LENGTH} characters (no screen could show six of them whole beside the figures). A new game
 * refuses them with the reason; a saved game that has one still opens, with a warning.
 */
public final class NameCheck {
    /** The most characters (code points, once the spaces around are dropped) a name may have. */
    public static final int MAX_LENGTH = 40;
    /** Capital look-alikes, read before the case is folded (a Greek "Ν" is an "N", its small "ν" a "v"). */
    private static final Map<Integer, Character> CAPITALS = Map.ofEntries(
            Map.entry(0x0410, 'A'),
            Map.entry(0x0412, 'B'),
            Map.entry(0x0415, 'E'),
            Map.entry(0x0401, 'E'),
            Map.entry(0x0406, 'I'),
            Map.entry(0x0408, 'J'),
            Map.entry(0x041A, 'K'),
            Map.entry(0x041C, 'M'),
            Map.entry(0x041D, 'H'),
            Map.entry(0x041E, 'O'),
            Map.entry(0x0420, 'P'),
            Map.entry(0x0421, 'C'),
            Map.entry(0x0422, 'T'),
            Map.entry(0x0423, 'Y'),
            Map.entry(0x0425, 'X'),
            Map.entry(0x0405, 'S'),
            Map.entry(0x04C0, 'I'),
            Map.entry(0x051A, 'Q'),
            Map.entry(0x051C, 'W'),
            Map.entry(0x0391, 'A'),
            Map.entry(0x0392, 'B'),
            Map.entry(0x0395, 'E'),
            Map.entry(0x0396, 'Z'),
            Map.entry(0x0397, 'H'),
            Map.entry(0x0399, 'I'),
            Map.entry(0x039A, 'K'),
            Map.entry(0x039C, 'M'),
            Map.entry(0x039D, 'N'),
            Map.entry(0x039F, 'O'),
            Map.entry(0x03A1, 'P'),
            Map.entry(0x03A4, 'T'),
            Map.entry(0x03A5, 'Y'),
            Map.entry(0x03A7, 'X'));
    /** Small look-alikes, read after the case is folded. */
    private static final Map<Integer, Character> SMALL = Map.ofEntries(
            Map.entry(0x0430, 'a'),
            Map.entry(0x0435, 'e'),
            Map.entry(0x0451, 'e'),
            Map.entry(0x0456, 'i'),
            Map.entry(0x0458, 'j'),
            Map.entry(0x043E, 'o'),
            Map.entry(0x0440, 'p'),
            Map.entry(0x0441, 'c'),
            Map.entry(0x0443, 'y'),
            Map.entry(0x0445, 'x'),
            Map.entry(0x0455, 's'),
            Map.entry(0x0501, 'd'),
            Map.entry(0x051B, 'q'),
            Map.entry(0x051D, 'w'),
            Map.entry(0x04BB, 'h'),
            Map.entry(0x04CF, 'l'),
            Map.entry(0x03BF, 'o'),
            Map.entry(0x03B9, 'i'),
            Map.entry(0x03B1, 'a'),
            Map.entry(0x03BD, 'v'),
            Map.entry(0x03BA, 'k'),
            Map.entry(0x03C5, 'u'),
            Map.entry(0x03C1, 'p'),
            Map.entry(0x03C7, 'x'));

    private NameCheck() {}

    /** The first problem among the names of a new game, as its refusal; empty when every name will do. */
    public static Optional<RuleViolation> problem(List<String> names) {
        List<RuleViolation> all = problems(names);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** Refuses the names of a new game that a table could not tell apart or type. */
    public static void refuseNew(List<String> names) {
        Optional<RuleViolation> first = problem(names);
        if (first.isPresent()) {
            throw first.get();
        }
    }

    /** Every problem, one refusal each, in the order of the names. */
    public static List<RuleViolation> problems(List<String> names) {
        List<RuleViolation> found = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            Optional<RuleViolation> own = alone(name);
            if (own.isPresent()) {
                found.add(own.get());
                continue;
            }
            for (int j = 0; j < i; j++) {
                String other = names.get(j);
                if (!Names.same(name, other) && skeleton(name).equals(skeleton(other))) {
                    found.add(RuleViolation.syntaxOf("table.name.lookAlike", name, other));
                    break;
                }
            }
        }
        return found;
    }

    /** What is wrong with the name on its own. */
    static Optional<RuleViolation> alone(String name) {
        String bare = name.strip();
        if (bare.isEmpty()) {
            return Optional.of(RuleViolation.syntaxOf("table.name.empty"));
        }
        int length = bare.codePointCount(0, bare.length());
        if (length > MAX_LENGTH) {
            // Quoted as far as the limit: a name of a megabyte is not said back whole.
            String shown = bare.substring(0, bare.offsetByCodePoints(0, MAX_LENGTH)) + "…";
            return Optional.of(RuleViolation.syntaxOf("table.name.tooLong", shown, length, MAX_LENGTH));
        }
        if (bare.indexOf('=') >= 0 || bare.startsWith("-") && bare.length() > 1) {
            return Optional.of(RuleViolation.syntaxOf("table.name.option", name));
        }
        boolean letter = false;
        boolean digit = false;
        boolean asciiDigitsOnly = true;
        Set<Character.UnicodeScript> scripts = new LinkedHashSet<>();
        for (int i = 0; i < bare.length(); ) {
            int c = bare.codePointAt(i);
            i += Character.charCount(c);
            if (Character.isDigit(c) && (c < '0' || c > '9')) {
                return Optional.of(RuleViolation.syntaxOf("table.name.digits", name));
            }
            if (Character.isLetter(c)) {
                letter = true;
                Character.UnicodeScript script = Character.UnicodeScript.of(c);
                if (script != Character.UnicodeScript.COMMON && script != Character.UnicodeScript.INHERITED) {
                    scripts.add(script);
                }
            }
            if (c < '0' || c > '9') {
                asciiDigitsOnly = false;
            } else {
                digit = true;
            }
        }
        if (asciiDigitsOnly) {
            return Optional.of(RuleViolation.syntaxOf("table.name.number", name));
        }
        if (!letter) {
            // A date or a score ("2026-10-01", "3-2") has digits: saying it has none would be wrong.
            return Optional.of(
                    RuleViolation.syntaxOf(digit ? "table.name.digitsNoLetter" : "table.name.noLetter", name));
        }
        if (scripts.size() > 1) {
            List<String> words =
                    scripts.stream().map(s -> capitalized(s.name())).toList();
            return Optional.of(RuleViolation.syntaxOf("table.name.scripts", name, String.join(", ", words)));
        }
        return Optional.empty();
    }

    /** The name as it looks: folded as names are compared, Cyrillic and Greek look-alikes read as Latin. */
    static String skeleton(String name) {
        StringBuilder latin = new StringBuilder();
        name.codePoints().forEach(c -> {
            Character capital = CAPITALS.get(c);
            latin.append(capital != null ? String.valueOf(capital) : Character.toString(c));
        });
        StringBuilder out = new StringBuilder();
        Names.fold(latin.toString()).codePoints().forEach(c -> {
            Character small = SMALL.get(c);
            out.append(small != null ? String.valueOf(small) : Character.toString(c));
        });
        return out.toString();
    }

    private static String capitalized(String script) {
        return script.charAt(0) + script.substring(1).toLowerCase(Locale.ROOT);
    }
}
