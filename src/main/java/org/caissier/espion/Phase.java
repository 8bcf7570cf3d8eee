package org.caissier.espion;

import java.util.Locale;

/** Where a turn stands: circle → answer → roadblocks → the spy's move; before the start and after the end. */
public enum Phase {
    /** The spy has not chosen his start yet (ES-SET-1). */
    START,
    /** The hunter draws this turn's circle (ES-TURN-1). */
    CIRCLE,
    /** The spy says whether he is inside it (ES-TURN-1). */
    ANSWER,
    /** The hunter cuts roads (ES-TURN-2); the spy may move when the hunter is done. */
    ROADBLOCKS,
    /** Every road this turn allows is cut: only the spy's move (or his surrender) is left. */
    MOVE,
    /** Escape or surrender (ES-END-1). */
    OVER;

    /** The word in the state JSON. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
