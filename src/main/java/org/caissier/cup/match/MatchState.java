package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A match (two boats) or a fleet race (up to six, AC-REG-1) at the board: legs, rules, the event it scores (its
 * journal, and its id when the event has one), the boats, the start procedure (advanced rules), whose turn it is ({@code turn}, −1 before the start), the
 * boat that played last (its crew points are usable in its move) and the finishing order.
 */
public record MatchState(
        int legPairs,
        boolean advanced,
        String event,
        String eventId,
        List<Boat> boats,
        Start start,
        int turn,
        int lastPlayed,
        List<String> finishers,
        boolean over) {

    public MatchState {
        boats = List.copyOf(boats);
        finishers = List.copyOf(finishers);
    }

    public int lastLeg() {
        return legPairs * 2;
    }

    public List<String> crews() {
        return boats.stream().map(Boat::crew).toList();
    }

    public Boat boat(String crew) {
        return boats.stream().filter(b -> b.crew().equals(crew)).findFirst().orElseThrow();
    }

    int index(String crew) {
        return crews().indexOf(crew);
    }

    public boolean started() {
        return turn >= 0;
    }

    /** The crew to play, or empty before the start and after the finish. */
    public Optional<String> toPlay() {
        return started() && !over ? Optional.of(boats.get(turn).crew()) : Optional.empty();
    }

    /** The first boat across, once the race is over and someone crossed. */
    public Optional<String> winner() {
        if (!over) {
            return Optional.empty();
        }
        if (!finishers.isEmpty()) {
            return Optional.of(finishers.get(0));
        }
        // a match ends with one boat left when the other is disqualified or retires: it wins (AC-START-3)
        return boats.size() == 2
                ? boats.stream().filter(Boat::racing).map(Boat::crew).findFirst()
                : Optional.empty();
    }

    MatchState with(Boat boat) {
        List<Boat> b = new ArrayList<>(boats);
        b.set(index(boat.crew()), boat);
        return new MatchState(legPairs, advanced, event, eventId, b, start, turn, lastPlayed, finishers, over);
    }

    MatchState withStart(Start s) {
        return new MatchState(legPairs, advanced, event, eventId, boats, s, turn, lastPlayed, finishers, over);
    }

    MatchState withTurn(int t, int last) {
        return new MatchState(legPairs, advanced, event, eventId, boats, start, t, last, finishers, over);
    }

    MatchState finished(List<String> order, boolean isOver) {
        return new MatchState(legPairs, advanced, event, eventId, boats, start, turn, lastPlayed, order, isOver);
    }
}
