package org.caissier.longcours;

import java.util.Locale;

/** Where a player stands (state JSON {@code status}). */
public enum PlayerStatus {
    /** His ship is on the board (or, in round 1, about to be placed). */
    AFLOAT,
    /** His ship was wrecked by a storm; he re-enters at his next turn and is still in the game (LC-STORM-5). */
    WRECKED,
    /** His ship was sunk by the Corsair; he is out for good (LC-CORS-5). */
    ELIMINATED;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
