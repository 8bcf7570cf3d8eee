package org.caissier.longcours;

/**
 * One captain.
 *
 * @param stop  where his ship is; null while wrecked, eliminated, or not yet placed in round 1
 * @param cards the cards he has played (the rest of his hand is secret, LC-HIDE-1)
 */
public record Player(String name, int cash, Cargo cargo, PlayerStatus status, String stop, CardsPlayed cards) {

    public Player {
        if (cash < 0) {
            throw new IllegalArgumentException("cash is never negative (D-LC-3)");
        }
    }

    public static Player starting(String name, int cash) {
        return new Player(name, cash, Cargo.EMPTY, PlayerStatus.AFLOAT, null, CardsPlayed.NONE);
    }

    public boolean inGame() {
        return status != PlayerStatus.ELIMINATED;
    }

    public boolean onBoard() {
        return status == PlayerStatus.AFLOAT && stop != null;
    }

    public Player withCash(int c) {
        return new Player(name, c, cargo, status, stop, cards);
    }

    public Player withCargo(Cargo c) {
        return new Player(name, cash, c, status, stop, cards);
    }

    public Player at(String s) {
        return new Player(name, cash, cargo, status, s, cards);
    }

    public Player withCards(CardsPlayed c) {
        return new Player(name, cash, cargo, status, stop, c);
    }

    /** Ship wrecked by a storm: off the board, cargo gone to the pile (LC-STORM-2). */
    public Player wrecked() {
        return new Player(name, cash, Cargo.EMPTY, PlayerStatus.WRECKED, null, cards);
    }

    /** Ship back on the board after re-entry (LC-STORM-5). */
    public Player reentered(String port) {
        return new Player(name, cash, cargo, PlayerStatus.AFLOAT, port, cards);
    }

    /** Sunk by the Corsair: cargo back to the bank, cash to the Corsair's owner, out of the game (LC-CORS-5). */
    public Player eliminated() {
        return new Player(name, 0, Cargo.EMPTY, PlayerStatus.ELIMINATED, null, cards);
    }
}
