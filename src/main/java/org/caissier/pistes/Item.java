package org.caissier.pistes;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;

/** A piece of equipment on a player's sheet, with its price in points (PI-SET-2). */
public enum Item {
    ELECTRICAL("electrical", 20),
    WATER("water", 30),
    OIL("oil", 50),
    FUEL("fuel", 80),
    SPARE_WHEEL("spare-wheel", 100),
    BRAKE_PADS("brake-pads", 150),
    CARBURETTOR("carburettor", 250);

    private final String id;
    private final int cost;

    Item(String id, int cost) {
        this.id = id;
        this.cost = cost;
    }

    /** The word used in command lines and in the state JSON. */
    public String id() {
        return id;
    }

    /** The item's name in either language ({@code pistes.item.ID} in the rule texts). */
    public Said said() {
        return Said.of("pistes.item." + id);
    }

    public String name(Locale locale) {
        return said().in(locale);
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
            for (String name : List.of(i.id, i.name(Locale.FRENCH), i.name(Locale.ENGLISH))) {
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
