package org.caissier.ui;

import java.util.List;
import java.util.Optional;
import org.caissier.table.Command;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;

/**
 * Asks the rules whether a command (or a line) would be accepted now, without playing it: a screen enables an action when it
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

    /** Why the line would be refused, or nothing if it would be played. */
    public Optional<RuleViolation> whyNot(String line) {
        return whyNot(List.of(line));
    }

    /** Why the lines, played one after the other, would be refused; nothing if they all would be played. */
    public Optional<RuleViolation> whyNot(Iterable<String> lines) {
        S s = state;
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
