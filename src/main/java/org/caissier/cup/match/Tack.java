package org.caissier.cup.match;

import java.util.Locale;
import org.caissier.table.Said;

/** A boat's tack upwind and the card colour it allows (AC-CARD-2): green on starboard, red on port. */
public enum Tack {
    STARBOARD("green"),
    PORT("red");

    private final String colour;

    Tack(String colour) {
        this.colour = colour;
    }

    /** The colour word of the line form: {@code green} or {@code red}. */
    public String colour() {
        return colour;
    }

    /** The colour's name in either language ({@code cupmatch.colour.green} in the rule texts). */
    public Said said() {
        return Said.of("cupmatch.colour." + colour);
    }

    public String colour(boolean french) {
        return said().in(french ? Locale.FRENCH : Locale.ENGLISH);
    }

    public Tack other() {
        return this == STARBOARD ? PORT : STARBOARD;
    }

    /** The tack a card colour is played on, or null for a word that is no colour. */
    static Tack ofColour(String word) {
        for (Tack t : values()) {
            if (t.colour.equalsIgnoreCase(word) || t.colour(true).equalsIgnoreCase(word)) {
                return t;
            }
        }
        return null;
    }
}
