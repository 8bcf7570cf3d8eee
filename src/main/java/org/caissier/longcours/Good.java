package org.caissier.longcours;

import java.util.Locale;
import java.util.Optional;
import org.caissier.table.Names;
import org.caissier.table.Said;

/** The six goods of Long Cours (LC-MAT-2), in the order of the state JSON. */
public enum Good {
    CEREALS("cereals"),
    FRUIT("fruit"),
    WOOL("wool"),
    WOOD("wood"),
    CLOTH("cloth"),
    GOLD("gold");

    private final String id;

    Good(String id) {
        this.id = id;
    }

    /** The id used in data files and the state JSON ({@code cereals}). */
    public String id() {
        return id;
    }

    /** The good's name in either language ({@code longcours.good.ID} in the rule texts). */
    public Said said() {
        return Said.of("longcours.good." + id);
    }

    /** "d’or", "de laine" in French, the id in English: the partitive used in "5 M d’or". */
    public Said saidOf() {
        return Said.of("longcours.good." + id + ".of");
    }

    public String label(Locale locale) {
        return said().in(locale);
    }

    /**
     * The good with this id or French name, if any. The ids first: a board names its goods by id, and a French name
     * is read from the rule texts (a bundle loaded, the text formatted), which cost a one-line {@code run} a tenth
     * of its time when done for each of the board's ports.
     */
    public static Optional<Good> byId(String word) {
        for (Good g : values()) {
            if (g.id.equalsIgnoreCase(word)) {
                return Optional.of(g);
            }
        }
        for (Good g : values()) {
            if (Names.same(g.label(Locale.FRENCH), word)) {
                return Optional.of(g);
            }
        }
        return Optional.empty();
    }
}
