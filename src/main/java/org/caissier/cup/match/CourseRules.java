package org.caissier.cup.match;

import java.util.ArrayList;
import java.util.List;
import org.caissier.table.RuleViolation;

/** The marks of the course: tacks, head to wind, crew-point pivots, covering, buoys, the finish and the codes. */
final class CourseRules {
    private CourseRules() {
    }

    static MatchState tack(MatchState state, String crew) {
        return state.with(Turns.racing(state, crew).tacked());
    }

    static MatchState headToWind(MatchState state, String crew) {
        Boat b = Turns.racing(state, crew);
        if (!state.advanced()) {
            throw new RuleViolation("AC-BAS-3", "finir un déplacement face au vent est interdit",
                    "ending a move head to wind is forbidden");
        }
        if (!b.upwind()) {
            throw new RuleViolation("AC-WIND-1", "au portant un bateau n'est pas face au vent",
                    "downwind a boat is not head to wind");
        }
        if (!lastPlayed(state, crew)) {
            throw new RuleViolation("AC-WIND-1", "seul le bateau qui vient de jouer s'arrête face au vent",
                    "only the boat that just moved stops head to wind");
        }
        return state.with(b.stoppedHeadToWind());
    }

    static MatchState pivot(MatchState state, MatchCommand.Pivot p) {
        Boat b = Turns.racing(state, p.crew());
        if (!state.advanced()) {
            throw new RuleViolation("AC-CREW-2", "les points d'équipage sont une règle avancée",
                    "crew points are an advanced rule");
        }
        if (!lastPlayed(state, p.crew())) {
            throw new RuleViolation("AC-CREW-1", "les PE ne servent que pendant le tour de la carte qui les donne",
                    "CP are usable only in the turn of the card that gave them");
        }
        if (p.points() < 1 || p.points() > b.crewPoints()) {
            throw new RuleViolation("AC-CREW-2", p.crew() + " a " + b.crewPoints() + " PE ce tour, pas " + p.points(),
                    p.crew() + " has " + b.crewPoints() + " CP this turn, not " + p.points());
        }
        return state.with(b.withCrewPoints(b.crewPoints() - p.points()));
    }

    static MatchState cover(MatchState state, MatchCommand.Cover c) {
        String rule = c.shadow() ? "AC-COVER-2" : "AC-COVER-1";
        Boat b = Turns.racing(state, c.crew());
        if (!state.toPlay().map(c.crew()::equals).orElse(false)) {
            throw new RuleViolation(rule, "la couverture se compte au début du tour de " + c.crew(),
                    "covering counts at the start of " + c.crew() + "'s turn");
        }
        int bit = c.shadow() ? 2 : 1;
        if ((b.cover() & bit) != 0) {
            throw new RuleViolation(rule, "déjà compté ce tour", "already counted this turn");
        }
        return state.with(b.withCover(b.cover() | bit));
    }

    /** Rounds the buoy: the next leg with the cards turned (AC-CARD-1); the last leg ends at the finish. */
    static MatchState round(MatchState state, String crew) {
        Boat b = Turns.racing(state, crew);
        if (b.leg() == state.lastLeg()) {
            throw new RuleViolation("AC-BAS-4", "dernier bord : c'est la ligne d'arrivée, pas une bouée",
                    "last leg: the finish line comes next, not a buoy");
        }
        return state.with(b.rounded());
    }

    static MatchState finish(MatchState state, String crew) {
        Boat b = Turns.racing(state, crew);
        if (b.leg() != state.lastLeg()) {
            throw new RuleViolation("AC-BAS-4", crew + " est au bord " + b.leg() + " sur " + state.lastLeg()
                    + " : l'arrivée suit le dernier bord de portant", crew + " is on leg " + b.leg() + " of "
                    + state.lastLeg() + ": the finish follows the last downwind leg");
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
            throw new RuleViolation("AC-BAS-4", "la course est finie", "the race is over");
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
        return state.lastPlayed() >= 0 && state.boats().get(state.lastPlayed()).crew().equals(crew);
    }
}
