package org.caissier.longcours;

/**
 * The black Corsair ship.
 *
 * @param owner      who bought it, or null when it is for sale (LC-CORS-1)
 * @param stop       where it is, or null while aside (not bought, or bought and not yet brought in)
 * @param boughtTurn the game turn number it was bought on: it enters at a later turn of its owner (LC-CORS-2)
 */
public record Corsair(String owner, String stop, int boughtTurn) {
    public static final Corsair FOR_SALE = new Corsair(null, null, -1);

    public boolean forSale() {
        return owner == null;
    }

    public boolean entered() {
        return stop != null;
    }
}
