package org.caissier.cup.match;

import org.caissier.table.RuleViolation;

/** Whose turn it is: boats play in line order from the starter, skipping the boats out and the turns to miss. */
final class Turns {
    private Turns() {}

    /** The state with the turn at the first boat from {@code from} that plays, its missed turns spent on the way. */
    static MatchState settle(MatchState state, int from, int lastPlayed) {
        MatchState s = state;
        int n = s.boats().size();
        for (int step = 0; step < 2 * n * (1 + maxMisses(s)); step++) {
            Boat b = s.boats().get((from + step) % n);
            if (!b.racing()) {
                continue;
            }
            if (b.misses() > 0) {
                s = s.with(b.withMisses(b.misses() - 1));
                continue;
            }
            return s.withTurn((from + step) % n, lastPlayed);
        }
        return s.withTurn(from % n, lastPlayed);
    }

    /** After the boat on turn has played: its crew points stay usable in its move, the last boat's are lost. */
    static MatchState next(MatchState state) {
        MatchState s = state;
        if (s.lastPlayed() >= 0 && s.lastPlayed() != s.turn()) {
            Boat previous = s.boats().get(s.lastPlayed());
            s = s.with(previous.withCrewPoints(0));
        }
        return settle(s, s.turn() + 1, s.turn());
    }

    private static int maxMisses(MatchState s) {
        return s.boats().stream().mapToInt(Boat::misses).max().orElse(0);
    }

    /** Refuses a line when the race is over or the boat is out of it. */
    static Boat racing(MatchState state, String crew) {
        if (state.over()) {
            throw RuleViolation.of("AC-BAS-4", "cupmatch.race.over");
        }
        Boat b = state.boat(crew);
        if (!b.racing()) {
            throw RuleViolation.of("AC-BAS-4", "cupmatch.turn.out", crew);
        }
        return b;
    }

    /** Refuses a turn played out of turn (AC-BAS-1) or before the start (AC-START-4). */
    static Boat onTurn(MatchState state, String crew) {
        Boat b = racing(state, crew);
        if (!state.started()) {
            throw RuleViolation.of("AC-START-4", "cupmatch.turn.afterStart");
        }
        String toPlay = state.toPlay().orElseThrow();
        if (!toPlay.equals(crew)) {
            throw RuleViolation.of("AC-BAS-1", "cupmatch.turn.whose", toPlay);
        }
        return b;
    }
}
