package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.List;
import org.caissier.table.RuleViolation;

/** The marks of the course: tacks, head to wind, crew-point pivots, covering, buoys, the finish and the codes. */
final class CourseRules {
    private CourseRules() {}

    static MatchState tack(MatchState state, String crew) {
        return state.with(Turns.racing(state, crew).tacked());
    }

    static MatchState headToWind(MatchState state, String crew) {
        Boat b = Turns.racing(state, crew);
        if (!state.advanced()) {
            throw RuleViolation.of("AC-BAS-3", "cupmatch.wind.basic");
        }
        if (!b.upwind()) {
            throw RuleViolation.of("AC-WIND-1", "cupmatch.wind.downwind");
        }
        if (!lastPlayed(state, crew)) {
            throw RuleViolation.of("AC-WIND-1", "cupmatch.wind.notLast");
        }
        return state.with(b.stoppedHeadToWind());
    }

    static MatchState pivot(MatchState state, MatchCommand.Pivot p) {
        Boat b = Turns.racing(state, p.crew());
        if (!state.advanced()) {
            throw RuleViolation.of("AC-CREW-2", "cupmatch.crew.advanced");
        }
        if (!lastPlayed(state, p.crew())) {
            throw RuleViolation.of("AC-CREW-1", "cupmatch.crew.thisTurn");
        }
        if (p.points() < 1 || p.points() > b.crewPoints()) {
            throw RuleViolation.of("AC-CREW-2", "cupmatch.crew.points", p.crew(), b.crewPoints(), p.points());
        }
        return state.with(b.withCrewPoints(b.crewPoints() - p.points()));
    }

    static MatchState cover(MatchState state, MatchCommand.Cover c) {
        String rule = c.shadow() ? "AC-COVER-2" : "AC-COVER-1";
        Boat b = Turns.racing(state, c.crew());
        if (!state.toPlay().map(c.crew()::equals).orElse(false)) {
            throw RuleViolation.of(rule, "cupmatch.cover.turnStart", c.crew());
        }
        int bit = c.shadow() ? 2 : 1;
        if ((b.cover() & bit) != 0) {
            throw RuleViolation.of(rule, "cupmatch.cover.counted");
        }
        return state.with(b.withCover(b.cover() | bit));
    }

    /** Rounds the buoy: the next leg with the cards turned (AC-CARD-1); the last leg ends at the finish. */
    static MatchState round(MatchState state, String crew) {
        Boat b = Turns.racing(state, crew);
        if (b.leg() == state.lastLeg()) {
            throw RuleViolation.of("AC-BAS-4", "cupmatch.round.lastLeg");
        }
        return state.with(b.rounded());
    }

    static MatchState finish(MatchState state, String crew) {
        Boat b = Turns.racing(state, crew);
        if (b.leg() != state.lastLeg()) {
            throw RuleViolation.of("AC-BAS-4", "cupmatch.finish.notLastLeg", crew, b.leg(), state.lastLeg());
        }
        List<String> order = new ArrayList<>(state.finishers());
        order.add(crew);
        return close(state.with(b.withStatus(Boat.Status.FINISHED)).finished(order, false));
    }

    static MatchState out(MatchState state, String crew, Boat.Status code) {
        return close(state.with(Turns.racing(state, crew).withStatus(code)));
    }

    static MatchState endRace(MatchState state) {
        if (state.over()) {
            throw RuleViolation.of("AC-BAS-4", "cupmatch.race.over");
        }
        MatchState s = state;
        for (Boat b : state.boats()) {
            if (b.racing()) {
                s = s.with(b.withStatus(Boat.Status.DNF));
            }
        }
        return s.finished(s.finishers(), true);
    }

    /** A match is over at the first boat across or when one boat is left; a fleet race when none races. */
    private static MatchState close(MatchState s) {
        long racing = s.boats().stream().filter(Boat::racing).count();
        boolean over = racing == 0 || s.boats().size() == 2 && (!s.finishers().isEmpty() || racing == 1);
        MatchState t = s.finished(s.finishers(), over);
        if (!over && t.started() && !t.boats().get(t.turn()).racing()) {
            return Turns.settle(t, t.turn(), t.lastPlayed());
        }
        return t;
    }

    private static boolean lastPlayed(MatchState state, String crew) {
        return state.lastPlayed() >= 0
                && state.boats().get(state.lastPlayed()).crew().equals(crew);
    }
}
