package org.caissier.longcours;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.table.Names;
import org.caissier.table.RuleTexts;
import org.caissier.table.RuleViolation;

/**
 * The six cargo ship colours of the box (LC-MAT-5). The rules never look at them; the game line records the
 * colour each captain chose ({@code colors=red,blue,...} in turn order) so the screen shows the right ship.
 */
public enum ShipColour {
    RED("red"),
    BLUE("blue"),
    GREEN("green"),
    YELLOW("yellow"),
    WHITE("white"),
    ORANGE("orange");

    private final String id;

    ShipColour(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public String label(Locale locale) {
        return RuleTexts.format("longcours.colour." + id, List.of(), locale);
    }

    /** The colour an id names, or its French word (rouge): French players may type either, the id is kept. */
    public static Optional<ShipColour> byId(String word) {
        for (ShipColour c : values()) {
            if (c.id.equalsIgnoreCase(word.strip())
                    || Names.fold(c.label(Locale.FRENCH)).equals(Names.fold(word.strip()))) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** Reads {@code red,blue,green}: known colours, each once, as their ids. */
    public static List<String> parseList(String text) {
        List<String> result = new ArrayList<>();
        for (String part : text.split(",")) {
            ShipColour c = byId(part).orElseThrow(() -> RuleViolation.syntaxOf("longcours.syntax.k", part));
            if (result.contains(c.id)) {
                throw RuleViolation.syntaxOf(
                        "longcours.syntax.l", new RuleViolation.Both(c.label(Locale.FRENCH), c.id));
            }
            result.add(c.id);
        }
        return result;
    }
}
