package org.caissier.longcours;

/**
 * What the current player has done so far this turn, for the once-per-turn rules.
 *
 * @param reentryDue    his ship was wrecked before this turn began: re-entry comes first (LC-STORM-5, D-LC-7)
 * @param placed        round 1: ship placed (LC-SET-6)
 * @param bought        some purchase made this turn
 * @param moved         the ordinary move is used (LC-MOVE-1)
 * @param directs       Direct move cards played this turn (instead of the ordinary move, LC-MOVE-2)
 * @param resold        the resale roll is used (LC-SELL-1)
 * @param corsairEntered the Corsair entered this turn: it stays put until the owner's next turn (LC-CORS-2)
 * @param corsairMoved  the Corsair made its moves this turn (LC-CORS-3)
 */
public record TurnLog(
        boolean reentryDue,
        boolean placed,
        boolean bought,
        boolean moved,
        int directs,
        boolean resold,
        boolean corsairEntered,
        boolean corsairMoved) {

    private static final TurnLog FRESH = new TurnLog(false, false, false, false, 0, false, false, false);
    private static final TurnLog REENTRY_DUE = new TurnLog(true, false, false, false, 0, false, false, false);

    /** A turn begins: nothing done yet (one of two values, shared: every end of turn of a long game makes one). */
    public static TurnLog start(boolean reentryDue) {
        return reentryDue ? REENTRY_DUE : FRESH;
    }

    /** The Corsair's part of the turn has begun: the cargo part is over (LC-CORS-2, LC-CORS-3). */
    public boolean corsairPhase() {
        return corsairEntered || corsairMoved;
    }

    TurnLog withReentered() {
        return new TurnLog(false, placed, bought, moved, directs, resold, corsairEntered, corsairMoved);
    }

    TurnLog withPlaced() {
        return new TurnLog(reentryDue, true, bought, moved, directs, resold, corsairEntered, corsairMoved);
    }

    TurnLog withBought() {
        return new TurnLog(reentryDue, placed, true, moved, directs, resold, corsairEntered, corsairMoved);
    }

    TurnLog withMoved() {
        return new TurnLog(reentryDue, placed, bought, true, directs, resold, corsairEntered, corsairMoved);
    }

    TurnLog withDirect() {
        return new TurnLog(reentryDue, placed, bought, moved, directs + 1, resold, corsairEntered, corsairMoved);
    }

    TurnLog withResold() {
        return new TurnLog(reentryDue, placed, bought, moved, directs, true, corsairEntered, corsairMoved);
    }

    TurnLog withCorsairEntered() {
        return new TurnLog(reentryDue, placed, bought, moved, directs, resold, true, corsairMoved);
    }

    TurnLog withCorsairMoved() {
        return new TurnLog(reentryDue, placed, bought, moved, directs, resold, corsairEntered, true);
    }
}
