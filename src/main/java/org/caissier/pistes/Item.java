package org.caissier.pistes;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;

/** A piece of equipment on a player's sheet, with its price in points (PI-SET-2). */
public enum Item {
    ELECTRICAL("electrical", "Circuit électrique", "electrical circuit", 20),
    WATER("water", "Réservoir d'eau", "water tank", 30),
    OIL("oil", "Bidons d'huile", "oil cans", 50),
    FUEL("fuel", "Essence", "fuel", 80),
    SPARE_WHEEL("spare-wheel", "Roue de secours", "spare wheel", 100),
    BRAKE_PADS("brake-pads", "Plaquettes de frein", "brake pads", 150),
    CARBURETTOR("carburettor", "Carburateur", "carburettor", 250);

    private final String id;
    private final String french;
    private final String english;
    private final int cost;

    Item(String id, String french, String english, int cost) {
        this.id = id;
        this.french = french;
        this.english = english;
        this.cost = cost;
    }

    /** The word used in command lines and in the state JSON. */
    public String id() {
        return id;
    }

    public String french() {
        return french;
    }

    public String english() {
        return english;
    }

    public String name(Locale locale) {
        return "fr".equals(locale.getLanguage()) ? french : english;
    }

    public int cost() {
        return cost;
    }

    public static Optional<Item> byId(String id) {
        for (Item i : values()) {
            if (i.id.equals(id)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /**
     * The item a typed word names: its id, French or English name, or the start of one of them, without regard to
     * case or accents ("roue", "Essence", "carbu"). Several names of the same item are not an ambiguity.
     */
    public static Item require(String typed) {
        String key = Names.fold(typed);
        Item exact = null;
        Item starting = null;
        boolean ambiguous = false;
        for (Item i : values()) {
            for (String name : List.of(i.id, i.french, i.english)) {
                String folded = Names.fold(name);
                if (folded.equals(key)) {
                    exact = i;
                } else if (!key.isEmpty() && folded.startsWith(key) && starting != i) {
                    ambiguous |= starting != null;
                    starting = i;
                }
            }
        }
        if (exact != null) {
            return exact;
        }
        if (starting != null && !ambiguous) {
            return starting;
        }
        throw RuleViolation.syntaxOf("pistes.item.unknown", typed);
    }
}
