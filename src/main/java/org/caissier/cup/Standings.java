package org.caissier.cup;

import java.util.List;
import java.util.Optional;

/**
 * The standings of a tournament as its state implies them (computed, never stored): places in rank order, the
 * sail-offs due, and who sails the final.
 *
 * @param roundRobinComplete every scheduled match is sailed or will not be (withdrawal, C10.2), or the round robin
 *                           was ended (C10.3)
 * @param isVoid             ended early with a crew under a third of its scheduled matches: disregarded (C10.3)
 * @param finalists          the top two once they are decided (the top one when there is no final), else empty
 */
public record Standings(
        List<Standing> places,
        List<SailOffCall> sailOffsDue,
        boolean roundRobinComplete,
        boolean isVoid,
        List<String> finalists) {

    public Standings {
        places = List.copyOf(places);
        sailOffsDue = List.copyOf(sailOffsDue);
        finalists = List.copyOf(finalists);
    }

    public static Standings of(TournamentState state) {
        return new Ranker(state).rank();
    }

    public Standing of(String crew) {
        return places.stream().filter(s -> s.crew().equals(crew)).findFirst().orElseThrow();
    }

    /** The Cup winner: the final's first to {@code finalLength} wins, or the round robin's first without a final. */
    public static Optional<String> cup(TournamentState state, Standings standings) {
        if (state.finalLength() == 0) {
            return standings.finalists().stream().findFirst();
        }
        for (String f : standings.finalists()) {
            long wins = state.finals().stream().filter(m -> m.wonBy(f)).count();
            if (wins >= state.finalLength()) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
