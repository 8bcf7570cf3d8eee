package org.caissier.cup;

/**
 * One match sailed (round robin, sail-off or final). {@code outcome} says how it scored (C10.1, C10.5(b)).
 *
 * @param round the schedule round for a round-robin match, 0 for sail-offs and final matches
 */
public record Match(int round, String winner, String loser, Outcome outcome) {

    /** How a match scores. */
    public enum Outcome {
        /** The winner scores 1 point, the loser 0 (C10.1). */
        WIN,
        /** The winner was disqualified afterwards: nobody scores (C10.5(b)). */
        WINNER_DSQ,
        /** Dead heat: half a point each (C10.1). */
        DEAD_HEAT
    }

    public boolean involves(String crew) {
        return winner.equals(crew) || loser.equals(crew);
    }

    public boolean between(String a, String b) {
        return winner.equals(a) && loser.equals(b) || winner.equals(b) && loser.equals(a);
    }

    public String opponent(String crew) {
        return winner.equals(crew) ? loser : winner;
    }

    /** The crew's points from this match, in halves. */
    public int halvesFor(String crew) {
        if (!involves(crew)) {
            return 0;
        }
        return switch (outcome) {
            case WIN -> winner.equals(crew) ? 2 : 0;
            case WINNER_DSQ -> 0;
            case DEAD_HEAT -> 1;
        };
    }

    /** How it scored in the words of the lines: {@code dsq=WINNER}, {@code dead-heat}, or "" for a plain win. */
    public String note() {
        return switch (outcome) {
            case WIN -> "";
            case WINNER_DSQ -> "dsq=" + winner;
            case DEAD_HEAT -> "dead-heat";
        };
    }

    /** Whether this match counts as a win for the crew (a disqualified winner's does not). */
    public boolean wonBy(String crew) {
        return outcome == Outcome.WIN && winner.equals(crew);
    }
}
