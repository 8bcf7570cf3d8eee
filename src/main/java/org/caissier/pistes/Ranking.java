package org.caissier.pistes;

import java.util.Optional;
import org.caissier.table.Names;

/** How players who arrive in the same round are ranked (D-PI-2). */
public enum Ranking {
    /** The default: by turn order within the round. */
    TURN_ORDER("turn-order"),
    /** They share the place (1, 1, 3). */
    TIED("tied");

    private final String id;

    Ranking(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** {@code turn-order} / {@code ordre}, {@code tied} / {@code ex-aequo}. */
    public static Optional<Ranking> read(String word) {
        String w = Names.fold(word);
        if (w.equals("turn order") || w.equals("ordre")) {
            return Optional.of(TURN_ORDER);
        }
        if (w.equals("tied") || w.equals("ex aequo")) {
            return Optional.of(TIED);
        }
        return Optional.empty();
    }
}
