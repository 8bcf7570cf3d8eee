package org.caissier.cup;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.caissier.table.GameOptions;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;

/** Crew names on a line: matched like every name (case, accents, a unique start), refused with the event's rule. */
final class CrewNames {
    private CrewNames() {}

    static String require(String typed, Collection<String> known, String ruleId) {
        return Names.find(typed, known)
                .orElseThrow(() -> RuleViolation.of(ruleId, "cup.crew.unknown", typed, String.join(", ", known)));
    }

    /** The crews of a game line, refused when one is named twice. */
    static List<String> distinct(List<String> names, String ruleId) {
        List<String> seen = new ArrayList<>();
        // Two names are the same when they fold alike (Names.same): a set of folded names answers at once, where
        // comparing each name with every earlier one took most of a minute to refuse a list of thousands.
        Set<String> folded = new HashSet<>();
        for (String n : names) {
            if (n.isBlank()) {
                throw RuleViolation.syntaxOf("cup.crew.empty");
            }
            if (!folded.add(Names.fold(n))) {
                throw RuleViolation.of(ruleId, "cup.crew.twice", n);
            }
            seen.add(n);
        }
        return seen;
    }

    /** The value of {@code key=VALUE} (an empty one refused), or null when the word is not that option. */
    static String option(String word, String... keys) {
        return GameOptions.required(word, keys).orElse(null);
    }

    static int number(String word, String what) {
        try {
            int n = Integer.parseInt(word);
            if (n < 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw Words.tooLong(word).orElseGet(() -> RuleViolation.syntaxOf("cup.number.notWhole", word, what));
        }
    }
}
