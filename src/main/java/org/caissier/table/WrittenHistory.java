package org.caissier.table;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A session's history and its journal, changed together: each change (a line played, confirmed or sealed, lines
 * taken back or played again) is checked by the rules, written and forced to the journal, and only then made the
 * history and the state; {@code changed} is then told (the session publishes it). The session checks the owner
 * thread before it hands a change here.
 */
final class WrittenHistory<S, C extends Command> {
    private final StartedGame<S, C> game;
    private final JournalLines file;
    private final List<Step<S, C>> steps;
    private final Runnable onChange;
    private S state;

    WrittenHistory(StartedGame<S, C> game, JournalLines file, List<Step<S, C>> steps, Runnable changed) {
        this.game = game;
        this.file = file;
        this.steps = steps;
        this.onChange = changed;
        this.state = Steps.lastState(steps, game.initial());
    }

    S state() {
        return state;
    }

    /** The steps as they are now: read only, on the owner thread. */
    List<Step<S, C>> steps() {
        return steps;
    }

    SealedHistory<S, C> sealed() {
        return new SealedHistory<>(game, LineSeal.headerIn(file.header()).isPresent());
    }

    S submit(C command) throws IOException {
        Rules<S, C> rules = game.rules();
        Optional<String> owner = rules.secretOf(command);
        if (owner.isPresent()) {
            throw RuleViolation.of(rules.sealRuleId(), "table.seal.behindPin", owner.get());
        }
        Optional<C> confirmation = confirmationOf(command);
        if (confirmation.isPresent()) {
            throw RuleViolation.of(
                    rules.sealRuleId(),
                    "table.seal.confirmBehindPin",
                    rules.secretOf(confirmation.get()).orElse(""));
        }
        return record(command, command.text());
    }

    boolean needsConfirmation(C command) {
        return confirmationOf(command).isPresent();
    }

    private Optional<C> confirmationOf(C command) {
        Rules<S, C> rules = game.rules();
        return LineSeal.headerIn(file.header()).isPresent() && rules.chainsLines()
                ? rules.confirmationOf(command)
                : Optional.empty();
    }

    S submitConfirmed(C command, LineSeal seal) throws IOException {
        LinePlayer.requireKeyOf(file.header(), seal);
        C confirmation = confirmationOf(command)
                .orElseThrow(
                        () -> new IllegalArgumentException("nothing confirms " + command.text() + " in this game"));
        SealedHistory.Confirmed<S, C> both = sealed().confirmed(steps, state, command, confirmation, seal);
        int index = steps.size();
        if (!Steps.redoable(steps).isEmpty()) {
            file.rewriteAdding(index, 2, Steps.fileLines(both.written()));
        } else {
            file.append(index, List.of(command.text(), both.sealedText()));
        }
        adopt(both.read(), Steps.lastState(both.read(), game.initial()));
        return state;
    }

    S submitSealed(C command, LineSeal seal) throws IOException {
        LinePlayer.requireKeyOf(file.header(), seal);
        Rules<S, C> rules = game.rules();
        String verb = Words.split(command.text()).get(0).toLowerCase(Locale.ROOT);
        if (rules.secretOf(command).isEmpty() || !rules.sealedVerbs().contains(verb)) {
            throw RuleViolation.of(rules.sealRuleId(), "table.seal.onlySecret");
        }
        return record(command, sealed().sealed(steps, command, seal));
    }

    private S record(C command, String fileText) throws IOException {
        S after = game.rules().apply(state, command);
        Step<S, C> step = new Step.Played<>(fileText, command, state, after);
        if (Steps.redoable(steps).isEmpty()) {
            file.append(steps.size(), step.text());
            steps.add(step);
        } else {
            List<Step<S, C>> changed = Steps.replacing(steps, step);
            file.rewriteAdding(steps.size(), Steps.fileLines(changed));
            steps.clear();
            steps.addAll(changed);
        }
        state = after;
        onChange.run();
        return after;
    }

    boolean canUndo() {
        return Steps.lastActive(steps) >= 0;
    }

    boolean canRedo() {
        return !Steps.redoable(steps).isEmpty();
    }

    void undo() throws IOException {
        int last = Steps.lastActive(steps);
        if (last >= 0) {
            undoFrom(last);
        }
    }

    void undoFrom(int index) throws IOException {
        refuseForGood(index);
        LinePlayer.refuseSealed(game.rules(), steps.subList(Math.min(index, steps.size()), steps.size()));
        undoLines(index, Optional.empty());
    }

    void undoFrom(int index, LineSeal seal) throws IOException {
        LinePlayer.requireKeyOf(file.header(), seal);
        refuseForGood(index);
        undoLines(index, Optional.of(seal));
    }

    /** A way back that reaches a line that stands for good is refused with the rules' sentence. */
    private void refuseForGood(int index) {
        Optional<RuleViolation> why = Steps.forGood(game.rules(), steps, index);
        if (why.isPresent()) {
            throw why.get();
        }
    }

    boolean standsForGood() {
        return Steps.forGood(game.rules(), steps, 0).isPresent();
    }

    private void undoLines(int index, Optional<LineSeal> seal) throws IOException {
        Optional<List<Step<S, C>>> undone = Steps.undoneFrom(steps, index);
        if (undone.isEmpty()) {
            return;
        }
        if (seal.isPresent()) {
            sealed().sealTakenBack(steps, index, undone.get(), seal.get());
        }
        file.rewrite(Steps.fileLines(undone.get()));
        adopt(undone.get(), Steps.lastState(undone.get(), game.initial()));
    }

    void redo() throws IOException {
        refuseForGood(Steps.lastActive(steps));
        List<Integer> redoable = Steps.redoable(steps);
        if (!redoable.isEmpty()) {
            LinePlayer.refuseRedoSealed(game.rules(), steps.get(redoable.get(0)));
        }
        redoWith(Optional.empty());
    }

    void redo(LineSeal seal) throws IOException {
        LinePlayer.requireKeyOf(file.header(), seal);
        refuseForGood(Steps.lastActive(steps));
        redoWith(Optional.of(seal));
    }

    boolean redoIsSealed() {
        List<Integer> redoable = Steps.redoable(steps);
        return !redoable.isEmpty()
                && LineSeal.isSealed(steps.get(redoable.get(0)).text());
    }

    private void redoWith(Optional<LineSeal> seal) throws IOException {
        List<Integer> redoable = Steps.redoable(steps);
        if (redoable.isEmpty()) {
            return;
        }
        int i = redoable.get(0);
        Step.Applied<S, C> step = sealed().redone(steps, i, state, seal);
        List<Step<S, C>> changed = new ArrayList<>(steps);
        changed.set(i, step);
        file.rewrite(Steps.fileLines(changed));
        adopt(changed, step.after());
    }

    /** The history and state after a change that reached the disk, then told. */
    private void adopt(List<Step<S, C>> history, S after) {
        steps.clear();
        steps.addAll(history);
        state = after;
        onChange.run();
    }
}
