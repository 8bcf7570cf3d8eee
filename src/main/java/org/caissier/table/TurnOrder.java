package org.caissier.table;

import java.util.List;
import java.util.function.Function;
import java.util.function.IntPredicate;

/**
 * Where the turn stands around the table: a round and a seat (0-based, the players in the order the game line
 * names them). The turn goes from seat to seat; passing the first seat starts a new round. One rotation for every
 * game that plays in turns; which seats may play is the game's to say.
 */
public record TurnOrder(int round, int seat) {

    /** The next seat of a table of {@code seats}, a new round when it comes back to the first. */
    public TurnOrder next(int seats) {
        int s = (seat + 1) % seats;
        return new TurnOrder(s == 0 ? round + 1 : round, s);
    }

    /** The first seat after this one that {@code mayPlay}, going round as often as it takes (once at most). */
    public TurnOrder nextWhere(int seats, IntPredicate mayPlay) {
        TurnOrder t = this;
        for (int i = 0; i < seats; i++) {
            t = t.next(seats);
            if (mayPlay.test(t.seat())) {
                return t;
            }
        }
        throw new IllegalStateException("no seat of " + seats + " may play");
    }

    /** The seat of the player called exactly {@code name} (names are resolved by the parser before this). */
    public static <P> int seatOf(List<P> players, Function<P, String> nameOf, String name) {
        for (int i = 0; i < players.size(); i++) {
            if (nameOf.apply(players.get(i)).equals(name)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no player " + name);
    }
}
