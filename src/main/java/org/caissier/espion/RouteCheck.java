package org.caissier.espion;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * D-ES-1: the spy's route replayed turn by turn beside the hunter's circles and roadblocks, every move checked
 * against ES-MOVE-2, so both players can follow it on the map and see the roads he had to avoid.
 */
public final class RouteCheck {

    /**
     * One turn of the route: from where, to where, how far; the circle it is checked against; the roads cut that
     * turn and every road cut before (cuts are permanent, so all of them were closed to this move).
     */
    public record Turn(
            int turn,
            String from,
            String place,
            BigDecimal distance,
            BigDecimal radius,
            Optional<Boolean> inside,
            List<Roadblock> cutThisTurn,
            List<Roadblock> cutBefore) {
        /** ES-MOVE-2: no farther from the turn's start than the radius of the latest circle. */
        public boolean within() {
            return distance.compareTo(radius) <= 0;
        }
    }

    private RouteCheck() {}

    /** The route turn by turn, or empty while a line of it is still sealed (the PIN is needed to check it). */
    public static Optional<List<Turn>> of(EspionState state) {
        if (!state.routeKnown() || state.route().isEmpty()) {
            return state.routeKnown() ? Optional.of(List.of()) : Optional.empty();
        }
        List<Turn> turns = new ArrayList<>();
        String from = ((Leg.Known) state.route().get(0)).place();
        for (Leg leg : state.moves()) {
            Leg.Known move = (Leg.Known) leg;
            Circle circle = state.circles().stream()
                    .filter(c -> c.turn() == move.turn())
                    .findFirst()
                    .orElseThrow();
            List<Roadblock> before = state.roadblocks().stream()
                    .filter(r -> r.turn() < move.turn())
                    .toList();
            turns.add(new Turn(
                    move.turn(),
                    from,
                    move.place(),
                    move.distance(),
                    circle.radius(),
                    circle.inside(),
                    state.roadblocksOf(move.turn()),
                    before));
            from = move.place();
        }
        return Optional.of(turns);
    }
}
