package org.caissier.table;

import java.util.Objects;

/**
 * A place's name given to a text (a port, a town, a zone's wreck site), so that French contracts the article that
 * is part of it: "au Havre", "du Cap Nord", "aux Îles Aléoutiennes", "en Malaisie". Any other word given to a text
 * is taken as a person's name, whose article never contracts: "à Le Goff", "de Le Goff" (see {@link French}).
 * Said in any language, it is just the name.
 */
public record Place(String name) {
    public Place {
        Objects.requireNonNull(name, "name");
    }

    public static Place of(String name) {
        return new Place(name);
    }

    @Override
    public String toString() {
        return name;
    }
}
