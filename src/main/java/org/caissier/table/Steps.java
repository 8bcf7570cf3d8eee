package org.caissier.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.table.JournalFile.Mark;

/**
 * What undo and redo reach in a history of steps, and how a step is told: the session keeps the history, this
 * works out the last line in play, the lines redo can play again, and the history once lines are taken back or
 * replaced. Pure: each method gives a new list and leaves the one it is handed as it is.
 */
final class Steps {
    private Steps() {}

    /** The index of the last line in play, or -1. */
    static <S, C> int lastActive(List<Step<S, C>> steps) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            if (steps.get(i).active()) {
                return i;
            }
        }
        return -1;
    }

    /** The state after the last line in play, or {@code initial} when none is. */
    static <S, C> S lastState(List<Step<S, C>> steps, S initial) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            if (steps.get(i) instanceof Step.Applied<S, C> applied) {
                return applied.after();
            }
        }
        return initial;
    }

    /** The undone lines after the last one in play, in order: what redo can play again. */
    static <S, C> List<Integer> redoable(List<Step<S, C>> steps) {
        List<Integer> result = new ArrayList<>();
        for (int i = lastActive(steps) + 1; i < steps.size(); i++) {
            if (steps.get(i).mark() == Mark.UNDONE) {
                result.add(i);
            }
        }
        return result;
    }

    /** The history with every line in play from {@code index} on taken back; empty when there is none to take. */
    static <S, C> Optional<List<Step<S, C>>> undoneFrom(List<Step<S, C>> steps, int index) {
        List<Step<S, C>> changed = new ArrayList<>(steps);
        boolean any = false;
        for (int i = index; i < changed.size(); i++) {
            Step<S, C> s = changed.get(i);
            if (s.active()) {
                changed.set(i, new Step.Undone<>(s.text()));
                any = true;
            }
        }
        return any ? Optional.of(changed) : Optional.empty();
    }

    /** The history with the lines redo could have played dropped, and {@code step} played after them. */
    static <S, C> List<Step<S, C>> replacing(List<Step<S, C>> steps, Step<S, C> step) {
        List<Step<S, C>> changed = droppingRedoable(steps);
        changed.add(step);
        return changed;
    }

    /** The history with the lines redo could have played dropped: what a new line is played after. */
    static <S, C> List<Step<S, C>> droppingRedoable(List<Step<S, C>> steps) {
        List<Step<S, C>> changed = new ArrayList<>(steps);
        for (int i : redoable(steps)) {
            changed.set(i, new Step.Dropped<>(steps.get(i).text()));
        }
        return changed;
    }

    /**
     * Why a way back that reaches the line at {@code from} is refused: a line in play there or after it led to a
     * state that stands for good ({@link Rules#standsForGood}), and so does every line before it.
     */
    static <S, C extends Command> Optional<RuleViolation> forGood(Rules<S, C> rules, List<Step<S, C>> steps, int from) {
        for (int i = steps.size() - 1; i >= Math.max(0, from); i--) {
            if (steps.get(i) instanceof Step.Applied<S, C> applied) {
                Optional<RuleViolation> why = rules.standsForGood(applied.after());
                if (why.isPresent()) {
                    return why;
                }
            }
        }
        return Optional.empty();
    }

    /** The journal lines of the steps, each with its mark. */
    static <S, C> List<String> fileLines(List<Step<S, C>> steps) {
        return steps.stream()
                .map(s -> new JournalFile.Entry(0, s.text(), s.mark()).fileLine())
                .toList();
    }

    /** The step in plain words for this audience: a secret the session cannot read is told as one. */
    static <S, C extends Command> String describe(
            Rules<S, C> rules, Step<S, C> step, Locale locale, Audience audience) {
        if (step instanceof Step.Played<S, C> played) {
            return rules.describe(played.before(), played.command(), played.after(), locale, audience);
        }
        if (step instanceof Step.Unread<S, C> unread) {
            return rules.describeSealed(unread.before(), locale);
        }
        // An undone secret is told as one: which kind it was would need the state it was played in.
        return LineSeal.isSealed(step.text()) ? say(locale, "table.says.secretLine") : step.text();
    }

    private static String say(Locale locale, String key) {
        return RuleTexts.format(key, List.of(), locale);
    }
}
