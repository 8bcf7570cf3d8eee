package org.caissier.longcours;

import java.util.List;
import java.util.Locale;
import org.caissier.table.DiceOrigin;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;

/**
 * What a line typed in the command bar lacks in dice: resale and the Corsair's entry take one die, written after
 * the player. The bar rolls it with the table's dice; a face typed without its origin was typed, so it is
 * recorded as such. {@code run} never goes through here: a script line without its face is still refused.
 */
public final class BarRoll {
    private BarRoll() {}

    /** Whether the line is a roll with no face: the bar rolls it. */
    public static boolean needsDie(String line) {
        List<String> w = words(line);
        return rollsOne(w) && w.size() == 2;
    }

    /** The line with {@code face} from {@code origin} written after the player. */
    public static String withFace(String line, int face, DiceOrigin origin) {
        return line.strip() + " " + face + " " + origin.token();
    }

    /** A line with a typed face and no origin says where the face came from: the keyboard. */
    public static String typed(String line) {
        List<String> w = words(line);
        boolean hasOrigin = w.stream()
                .anyMatch(x -> x.toLowerCase(Locale.ROOT).startsWith("dice=")
                        || x.toLowerCase(Locale.ROOT).startsWith("des="));
        return rollsOne(w) && w.size() >= 3 && !hasOrigin ? line.strip() + " " + DiceOrigin.TYPED.token() : line;
    }

    private static boolean rollsOne(List<String> w) {
        LongCoursParser.Verb verb = w.isEmpty() ? null : LongCoursParser.Verb.of(w.get(0));
        return verb == LongCoursParser.Verb.RESELL || verb == LongCoursParser.Verb.CORSAIR_ENTER;
    }

    /**
     * The line's words; none for a line that does not split (a quote never closed): it is no roll, and playing it
     * says what is wrong with it. Thrown from here, the refusal escaped the command bar and nothing was said.
     */
    private static List<String> words(String line) {
        try {
            return Words.split(line);
        } catch (RuleViolation unreadable) {
            return List.of();
        }
    }
}
