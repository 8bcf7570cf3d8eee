package org.caissier.longcours.ui;

import java.util.Optional;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursState;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/**
 * Asks the rules whether a line would be accepted now, without playing it: the screen enables an action
 * when it would, and shows the rule that forbids it otherwise.
 */
final class Probe {
    private final Rules<LongCoursState, LongCoursCommand> rules;
    private final LongCoursState state;

    Probe(Rules<LongCoursState, LongCoursCommand> rules, LongCoursState state) {
        this.rules = rules;
        this.state = state;
    }

    /** Why the line would be refused, or nothing if it would be played. */
    Optional<RuleViolation> whyNot(String line) {
        try {
            rules.applyLine(state, line);
            return Optional.empty();
        } catch (RuleViolation v) {
            return Optional.of(v);
        }
    }
}
