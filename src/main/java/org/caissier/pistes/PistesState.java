package org.caissier.pistes;

import java.util.List;
import java.util.Optional;
import org.caissier.table.TurnOrder;

/**
 * A Pistes race at one moment.
 *
 * @param players   in turn order
 * @param turnIndex the seat whose turn it is, or -1 once the race is over
 * @param round     1 for the first round; grows each time the turn passes the first seat
 */
public record PistesState(EventTable table, Ranking ranking, List<Player> players, int turnIndex, int round) {

    public PistesState {
        players = List.copyOf(players);
    }

    /** Everyone has arrived or is out. */
    public boolean raceOver() {
        return turnIndex < 0;
    }

    /** Whose turn it is; empty once the race is over. */
    public Optional<String> turn() {
        return raceOver()
                ? Optional.empty()
                : Optional.of(players.get(turnIndex).name());
    }

    public List<String> names() {
        return players.stream().map(Player::name).toList();
    }

    public int seat(String name) {
        return TurnOrder.seatOf(players, Player::name, name);
    }

    public Player player(String name) {
        return players.get(seat(name));
    }
}
