package org.caissier.ui;

import java.util.List;
import java.util.Optional;
import org.caissier.table.Command;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/**
 * Asks the rules whether a command would be accepted now, without playing it: a screen enables an action when it
 * would, and shows the rule that forbids it otherwise. The rules are asked, never second-guessed.
 */
public final class Probe<S, C extends Command> {
    private final Rules<S, C> rules;
    private final S state;

    public Probe(Rules<S, C> rules, S state) {
        this.rules = rules;
        this.state = state;
    }

    /** Why the command would be refused, or nothing if it would be played: the screen asks about what it would play. */
    public Optional<RuleViolation> whyNot(C command) {
        try {
            rules.apply(state, command);
            return Optional.empty();
        } catch (RuleViolation v) {
            return Optional.of(v);
        }
    }

    /** Why the commands, played one after the other, would be refused; nothing if they all would be played. */
    public Optional<RuleViolation> whyNotAll(List<C> commands) {
        S s = state;
        try {
            for (C command : commands) {
                s = rules.apply(s, command);
            }
            return Optional.empty();
        } catch (RuleViolation v) {
            return Optional.of(v);
        }
    }
}
