package org.caissier.longcours;

import java.util.Locale;
import java.util.Optional;

/** The six goods of Long Cours (LC-MAT-2), in the order of the state JSON. */
public enum Good {
    CEREALS("cereals", "céréales", "de céréales"),
    FRUIT("fruit", "fruits", "de fruits"),
    WOOL("wool", "laine", "de laine"),
    WOOD("wood", "bois", "de bois"),
    CLOTH("cloth", "tissus", "de tissus"),
    GOLD("gold", "or", "d'or");

    private final String id;
    private final String french;
    private final String frenchOf;

    Good(String id, String french, String frenchOf) {
        this.id = id;
        this.french = french;
        this.frenchOf = frenchOf;
    }

    /** The id used in data files and the state JSON ({@code cereals}). */
    public String id() {
        return id;
    }

    public String french() {
        return french;
    }

    /** "d'or", "de laine": the French partitive used in "5 M d'or". */
    public String frenchOf() {
        return frenchOf;
    }

    public String label(Locale locale) {
        return "fr".equals(locale.getLanguage()) ? french : id;
    }

    /** The good with this id or French name, if any. */
    public static Optional<Good> byId(String word) {
        for (Good g : values()) {
            if (g.id.equalsIgnoreCase(word) || org.caissier.table.Names.same(g.french, word)) {
                return Optional.of(g);
            }
        }
        return Optional.empty();
    }
}
