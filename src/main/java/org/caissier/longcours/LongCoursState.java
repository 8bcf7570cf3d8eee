package org.caissier.longcours;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.caissier.table.TurnOrder;

/**
 * A Long Cours game at one moment. Immutable; {@link LongCoursRules#apply} makes the next one.
 *
 * @param board      the board in use (D-LC-1)
 * @param deck       the cards in play for this player count and variant (D-LC-8)
 * @param players    in turn order
 * @param round      1 = placement and first purchase (LC-SET-6, D-LC-7)
 * @param turn       index in {@code players} of the player whose turn it is
 * @param turnNumber how many turns were ended so far in the whole game
 * @param done       what the current player has done this turn
 * @param corsair    the Corsair's owner and place
 * @param wrecks     goods piled on each wreck site (only sites holding goods)
 * @param bank       the Cashier's ledger
 * @param winner     the last player in the game (LC-END-1), or null
 */
public record LongCoursState(
        Board board,
        Deck deck,
        List<Player> players,
        int round,
        int turn,
        int turnNumber,
        TurnLog done,
        Corsair corsair,
        Map<String, Cargo> wrecks,
        Bank bank,
        String winner) {
    /** LC-SET-2: each player starts with 3 M from the bank. */
    public static final int STARTING_CASH = 3;

    public LongCoursState {
        players = List.copyOf(players);
        wrecks = piled(board, wrecks);
    }

    /** The sites holding goods, in board order. Every command makes new states, so the usual case costs nothing. */
    private static Map<String, Cargo> piled(Board board, Map<String, Cargo> wrecks) {
        if (wrecks.isEmpty()) {
            return Collections.emptyMap();
        }
        Map<String, Cargo> w = new LinkedHashMap<>();
        for (Board.Zone z : board.zones()) {
            Cargo c = wrecks.get(z.wreckSite());
            if (c != null && !c.isEmpty()) {
                w.put(z.wreckSite(), c);
            }
        }
        return Collections.unmodifiableMap(w);
    }

    /** The first state: everyone with 3 M, nobody placed, round 1, the first named player to play. */
    public static LongCoursState start(Board board, List<String> names, boolean shortGame) {
        List<Player> ps =
                names.stream().map(n -> Player.starting(n, STARTING_CASH)).toList();
        return new LongCoursState(
                board,
                Deck.forGame(names.size(), shortGame),
                ps,
                1,
                0,
                0,
                TurnLog.start(false),
                Corsair.FOR_SALE,
                Map.of(),
                new Bank(STARTING_CASH * names.size(), 0),
                null);
    }

    public Player current() {
        return players.get(turn);
    }

    public boolean over() {
        return winner != null;
    }

    public List<String> names() {
        List<String> names = new ArrayList<>(players.size());
        for (Player p : players) {
            names.add(p.name());
        }
        return Collections.unmodifiableList(names);
    }

    public Player player(String name) {
        return players.get(indexOf(name));
    }

    public int indexOf(String name) {
        return TurnOrder.seatOf(players, Player::name, name);
    }

    /** The cargo ships (not the Corsair) at a point of call. */
    public List<Player> shipsAt(String stop) {
        List<Player> ships = new ArrayList<>();
        for (Player p : players) {
            if (p.onBoard() && stop.equals(p.stop())) {
                ships.add(p);
            }
        }
        return Collections.unmodifiableList(ships);
    }

    public Cargo pileAt(String wreckSite) {
        return wrecks.getOrDefault(wreckSite, Cargo.EMPTY);
    }

    public Optional<String> corsairOwner() {
        return Optional.ofNullable(corsair.owner());
    }

    /** Total cash in players' hands. */
    public int totalCash() {
        return players.stream().mapToInt(Player::cash).sum();
    }

    LongCoursState withPlayer(Player p) {
        // Made immutable here, so that the constructor keeps it instead of copying it again.
        Player[] ps = players.toArray(new Player[0]);
        ps[indexOf(p.name())] = p;
        return new LongCoursState(
                board, deck, List.of(ps), round, turn, turnNumber, done, corsair, wrecks, bank, winner);
    }

    LongCoursState withDone(TurnLog d) {
        return new LongCoursState(board, deck, players, round, turn, turnNumber, d, corsair, wrecks, bank, winner);
    }

    LongCoursState withCorsair(Corsair c) {
        return new LongCoursState(board, deck, players, round, turn, turnNumber, done, c, wrecks, bank, winner);
    }

    LongCoursState withWrecks(Map<String, Cargo> w) {
        return new LongCoursState(board, deck, players, round, turn, turnNumber, done, corsair, w, bank, winner);
    }

    LongCoursState withBank(Bank b) {
        return new LongCoursState(board, deck, players, round, turn, turnNumber, done, corsair, wrecks, b, winner);
    }

    LongCoursState withTurn(int round, int turn, int turnNumber, TurnLog d) {
        return new LongCoursState(board, deck, players, round, turn, turnNumber, d, corsair, wrecks, bank, winner);
    }

    LongCoursState withWinner(String w) {
        return new LongCoursState(board, deck, players, round, turn, turnNumber, done, corsair, wrecks, bank, w);
    }
}
