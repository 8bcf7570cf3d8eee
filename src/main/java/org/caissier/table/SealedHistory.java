package org.caissier.table;

import java.util.List;
import java.util.Optional;

/**
 * What a change made with a seat's key (its PIN) makes of a session's history: a command and its sealed
 * confirmation, a secret line sealed, sealed lines taken back or played again. Each computes the new steps only; the
 * {@link Session} writes them, keeps them and tells its listeners, so that a refused change leaves nothing behind. A
 * seal found changed on the way is refused as the rules' seal rule.
 */
final class SealedHistory<S, C extends Command> {
    /** A command and its confirmation: the steps as written (the confirmation sealed), and as read with the key. */
    record Confirmed<S, C>(List<Step<S, C>> written, List<Step<S, C>> read, String sealedText) {}

    private final StartedGame<S, C> game;
    private final boolean sealedJournal;

    /** @param sealedJournal whether the journal has its sealing line (LineSeal.headerIn) */
    SealedHistory(StartedGame<S, C> game, boolean sealedJournal) {
        this.game = game;
        this.sealedJournal = sealedJournal;
    }

    List<Step<S, C>> readWith(LineSeal seal, List<Step<S, C>> history) throws SealException {
        return reader(Optional.of(seal)).readAgain(history, game.initial());
    }

    /** {@code command} played on {@code state} after {@code steps}, then {@code confirmation} sealed after it. */
    Confirmed<S, C> confirmed(List<Step<S, C>> steps, S state, C command, C confirmation, LineSeal seal) {
        Rules<S, C> rules = game.rules();
        S ended = rules.apply(state, command);
        S confirmed = rules.apply(ended, confirmation);
        List<Step<S, C>> changed = Steps.droppingRedoable(steps);
        changed.add(new Step.Played<>(command.text(), command, state, ended));
        try {
            String sealedText = reader(Optional.of(seal)).sealedAfter(changed, confirmation);
            changed.add(new Step.Played<>(sealedText, confirmation, ended, confirmed));
            return new Confirmed<>(changed, readWith(seal, changed), sealedText);
        } catch (SealException e) {
            throw RuleViolation.changedSeal(rules.sealRuleId(), e);
        }
    }

    /** The text of the secret {@code command} sealed after {@code steps}. */
    String sealed(List<Step<S, C>> steps, C command, LineSeal seal) {
        try {
            return reader(Optional.of(seal)).sealedAfter(steps, command);
        } catch (SealException e) {
            throw RuleViolation.changedSeal(game.rules().sealRuleId(), e);
        }
    }

    /**
     * {@code undone} (the steps with those from {@code index} on taken back) with each sealed line among them sealed
     * again as taken back, so that an undo mark cannot be written by hand.
     */
    void sealTakenBack(List<Step<S, C>> steps, int index, List<Step<S, C>> undone, LineSeal seal) {
        SealedLines<S, C> lines = reader(Optional.of(seal));
        try {
            for (int i = 0; i < steps.size(); i++) {
                Step<S, C> step = steps.get(i);
                if (i >= index && step instanceof Step.Applied<S, C> applied && LineSeal.isSealed(step.text())) {
                    undone.set(i, new Step.Undone<>(lines.takenBack(applied)));
                } else {
                    lines.skip(step.text());
                }
            }
        } catch (SealException e) {
            throw RuleViolation.changedSeal(game.rules().sealRuleId(), e);
        }
    }

    /** The undone line at {@code i} of {@code steps} played again on {@code state}; a sealed one needs the key. */
    Step.Applied<S, C> redone(List<Step<S, C>> steps, int i, S state, Optional<LineSeal> seal) {
        try {
            SealedLines<S, C> lines = reader(seal);
            for (Step<S, C> before : steps.subList(0, i)) {
                lines.skip(before.text());
            }
            String text = steps.get(i).text();
            return seal.isPresent() && LineSeal.isSealed(text) ? lines.redone(text, state) : lines.play(text, state, 0);
        } catch (SealException e) {
            throw RuleViolation.changedSeal(game.rules().sealRuleId(), e);
        }
    }

    private SealedLines<S, C> reader(Optional<LineSeal> key) {
        return new SealedLines<>(game, key, sealedJournal, game.gameLine());
    }
}
