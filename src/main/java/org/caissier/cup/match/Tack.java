package org.caissier.cup.match;

/** A boat's tack upwind and the card colour it allows (AC-CARD-2): green on starboard, red on port. */
public enum Tack {
    STARBOARD("green", "vert"), PORT("red", "rouge");

    private final String colour;
    private final String couleur;

    Tack(String colour, String couleur) {
        this.colour = colour;
        this.couleur = couleur;
    }

    /** The colour word of the line form: {@code green} or {@code red}. */
    public String colour() {
        return colour;
    }

    public String colour(boolean french) {
        return french ? couleur : colour;
    }

    public Tack other() {
        return this == STARBOARD ? PORT : STARBOARD;
    }

    /** The tack a card colour is played on, or null for a word that is no colour. */
    static Tack ofColour(String word) {
        for (Tack t : values()) {
            if (t.colour.equalsIgnoreCase(word) || t.couleur.equalsIgnoreCase(word)) {
                return t;
            }
        }
        return null;
    }
}
