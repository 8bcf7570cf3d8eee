package org.caissier.espion;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A whole Espion game: the two players, the map's scale (1:{@code scale}), the territory's width if given, the
 * turn and its phase, the hunter's circles and roadblocks, the spy's route (start first), the winner, and whether
 * the spy confirmed the end behind his PIN ({@code endConfirmed}: only then may everyone see his route).
 */
public record EspionState(
        String spy,
        String hunter,
        int scale,
        Optional<BigDecimal> territory,
        int turn,
        Phase phase,
        List<Circle> circles,
        List<Roadblock> roadblocks,
        List<Leg> route,
        Optional<String> winner,
        boolean endConfirmed) {

    public static final int DEFAULT_SCALE = 200_000;

    public EspionState {
        circles = List.copyOf(circles);
        roadblocks = List.copyOf(roadblocks);
        route = List.copyOf(route);
    }

    static EspionState start(String spy, String hunter, int scale, Optional<BigDecimal> territory) {
        return new EspionState(
                spy,
                hunter,
                scale,
                territory,
                0,
                Phase.START,
                List.of(),
                List.of(),
                List.of(),
                Optional.empty(),
                false);
    }

    /** The circle of the turn in play, or the last one drawn. */
    public Optional<Circle> latestCircle() {
        return circles.isEmpty() ? Optional.empty() : Optional.of(circles.get(circles.size() - 1));
    }

    /** The roads cut in {@code turn}. */
    public List<Roadblock> roadblocksOf(int turn) {
        return roadblocks.stream().filter(r -> r.turn() == turn).toList();
    }

    /** Whether every place of the route can be read (no sealed line left unread). */
    public boolean routeKnown() {
        return route.stream().allMatch(l -> l instanceof Leg.Known);
    }

    /** The spy's moves so far (the route without its start). */
    public List<Leg> moves() {
        return route.stream().filter(l -> l.turn() > 0).toList();
    }

    EspionState withPhase(Phase next) {
        return new EspionState(spy, hunter, scale, territory, turn, next, circles, roadblocks, route, winner, false);
    }

    EspionState withCircle(Circle circle) {
        List<Circle> next = new ArrayList<>(circles);
        next.add(circle);
        return new EspionState(
                spy, hunter, scale, territory, turn, Phase.ANSWER, next, roadblocks, route, winner, false);
    }

    EspionState answered(boolean inside) {
        List<Circle> next = new ArrayList<>(circles);
        next.set(next.size() - 1, next.get(next.size() - 1).answered(inside));
        return new EspionState(
                spy, hunter, scale, territory, turn, Phase.ROADBLOCKS, next, roadblocks, route, winner, false);
    }

    EspionState withRoadblocks(List<Roadblock> added, Phase next) {
        List<Roadblock> all = new ArrayList<>(roadblocks);
        all.addAll(added);
        return new EspionState(spy, hunter, scale, territory, turn, next, circles, all, route, winner, false);
    }

    /** The start or a move (known or hidden) ends the turn: the next one begins with the hunter's circle. */
    EspionState withLeg(Leg leg) {
        List<Leg> next = new ArrayList<>(route);
        next.add(leg);
        return new EspionState(
                spy, hunter, scale, territory, turn + 1, Phase.CIRCLE, circles, roadblocks, next, winner, false);
    }

    EspionState over(String who) {
        return new EspionState(
                spy, hunter, scale, territory, turn, Phase.OVER, circles, roadblocks, route, Optional.of(who), false);
    }

    /** The end just announced, confirmed by the spy: his route may now be shown to everyone. */
    EspionState confirmed() {
        return new EspionState(spy, hunter, scale, territory, turn, phase, circles, roadblocks, route, winner, true);
    }

    /** Whether the game is over and the spy confirmed its end behind his PIN. */
    public boolean shownToEveryone() {
        return phase == Phase.OVER && endConfirmed;
    }

    /**
     * What the hunter, the table and the phones may see: every place of the route hidden until the spy confirmed
     * the end; then the route as this state holds it (the places read with his PIN).
     */
    public EspionState seenByEveryone() {
        return shownToEveryone() ? this : hidingRoute();
    }

    /** Every place of the route hidden. */
    EspionState hidingRoute() {
        List<Leg> hidden =
                route.stream().map(l -> (Leg) new Leg.Hidden(l.turn())).toList();
        return new EspionState(
                spy, hunter, scale, territory, turn, phase, circles, roadblocks, hidden, winner, endConfirmed);
    }
}
