package org.caissier.cup.match;

import org.caissier.table.RuleViolation;

/**
 * A boat's upwind sequence (AC-SEQ-1…3, advanced rules): the last value played, or why a new one must start
 * with a 2. A card that does not follow a running sequence breaks it (the player says he cannot follow by playing
 * it); a 2 that does not follow breaks and restarts at once, as a broken sequence restarts only with a 2.
 */
public record Sequence(Integer last, Need need, boolean broken) {

    /** Why no sequence runs, which rule says the next card must be a 2. */
    public enum Need {
        NONE(""),
        LEG("AC-SEQ-1"),
        TACK("AC-SEQ-3"),
        BREAK("AC-SEQ-2"),
        DISCARD("AC-SEQ-2"),
        WIND("AC-WIND-1");

        final String ruleId;

        Need(String ruleId) {
            this.ruleId = ruleId;
        }
    }

    static Sequence fresh(Need need) {
        return new Sequence(null, need, false);
    }

    public boolean running() {
        return last != null;
    }

    /** The values that follow: a 2 when none runs, else last − 1 … last + 1 within 2–5. */
    public String follows() {
        if (!running()) {
            return "2";
        }
        return Math.max(2, last - 1) + "–" + Math.min(5, last + 1);
    }

    /** The sequence after a card of this value, or the refusal when a sequence must start and it is no 2. */
    Sequence play(int value) {
        if (!running()) {
            if (value != 2) {
                throw startWithTwo(value);
            }
            return new Sequence(2, Need.NONE, false);
        }
        if (Math.abs(value - last) <= 1) {
            return new Sequence(value, Need.NONE, false);
        }
        return value == 2 ? new Sequence(2, Need.NONE, true) : new Sequence(null, Need.BREAK, true);
    }

    private RuleViolation startWithTwo(int value) {
        String why = switch (need) {
            case LEG, NONE -> "cupmatch.seq.leg";
            case TACK -> "cupmatch.seq.tack";
            case BREAK -> "cupmatch.seq.broken";
            case DISCARD -> "cupmatch.seq.discard";
            case WIND -> "cupmatch.seq.wind";
        };
        String rule = need == Need.NONE ? "AC-SEQ-1" : need.ruleId;
        return RuleViolation.of(rule, why, value);
    }
}
