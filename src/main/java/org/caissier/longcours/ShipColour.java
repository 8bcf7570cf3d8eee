package org.caissier.longcours;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.caissier.table.RuleViolation;

/**
 * The six cargo ship colours of the box (LC-MAT-5). The rules never look at them; the game line records the
 * colour each captain chose ({@code colors=red,blue,...} in turn order) so the screen shows the right ship.
 */
public final class ShipColour {
    public static final List<String> IDS = List.of("red", "blue", "green", "yellow", "white", "orange");

    private ShipColour() {
    }

    /** Reads {@code red,blue,green}: known colours, each once. */
    public static List<String> parseList(String text) {
        List<String> result = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String part : text.split(",")) {
            String c = part.strip().toLowerCase(Locale.ROOT);
            if (!IDS.contains(c)) {
                throw RuleViolation.syntax("couleur de navire inconnue « " + part + " » (" + String.join(", ", IDS) + ")",
                        "unknown ship colour \"" + part + "\" (" + String.join(", ", IDS) + ")");
            }
            if (!seen.add(c)) {
                throw RuleViolation.syntax("deux navires sont « " + c + " »", "two ships are " + c);
            }
            result.add(c);
        }
        return result;
    }
}
