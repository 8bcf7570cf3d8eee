package org.caissier.pistes.ui;

import java.util.Optional;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesState;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/**
 * Asks the rules whether a line would be accepted now, without playing it: the screen enables an action when it
 * would, and shows the rule that forbids it otherwise.
 */
final class Probe {
    private final Rules<PistesState, PistesCommand> rules;
    private final PistesState state;

    Probe(Rules<PistesState, PistesCommand> rules, PistesState state) {
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

    /** Why the lines, played one after the other, would be refused; nothing if they all would be played. */
    Optional<RuleViolation> whyNot(Iterable<String> lines) {
        PistesState s = state;
        try {
            for (String line : lines) {
                s = rules.applyLine(s, line);
            }
            return Optional.empty();
        } catch (RuleViolation v) {
            return Optional.of(v);
        }
    }
}
