package org.caissier.table;

import java.util.List;
import java.util.Optional;

/** Plays journal lines on a state, the sealed ones read with the key when there is one (see {@link LineSeal}). */
final class LinePlayer {
    private LinePlayer() {
    }

    /** One active journal line played on {@code state}: in clear, sealed and read with the PIN, or sealed unread. */
    static <S, C extends Command> Step.Applied<S, C> play(StartedGame<S, C> game, Optional<LineSeal> unsealer,
                                                         String text, S state, int lineNumber) throws SealException {
        Rules<S, C> rules = game.rules();
        if (!LineSeal.isSealed(text)) {
            C command = rules.parse(Words.split(text), state);
            String canonical = command.text();
            // A line the program wrote is its canonical text already: the history keeps the journal's string rather
            // than a second copy of every line of a long game.
            return new Step.Played<>(canonical.equals(text) ? text : canonical, command, state,
                    rules.apply(state, command));
        }
        if (unsealer.isEmpty()) {
            return new Step.Unread<>(text, state, rules.applySealed(state));
        }
        C command = rules.parse(Words.split(unsealer.get().unseal(text, lineNumber)), state);
        if (rules.secretOf(command).isEmpty()) {
            throw new RuleViolation(rules.sealRuleId(), "seule une ligne secrète peut être scellée",
                    "only a secret line may be sealed");
        }
        return new Step.Played<>(text, command, state, rules.apply(state, command));
    }

    /** The state after the active steps, replayed from the start with every sealed line read. */
    static <S, C extends Command> S replay(StartedGame<S, C> game, LineSeal seal, List<Step<S, C>> steps)
            throws SealException {
        S known = game.initial();
        for (Step<S, C> step : steps) {
            if (step.active()) {
                known = play(game, Optional.of(seal), step.text(), known, 0).after();
            }
        }
        return known;
    }

    /** Refuses to take back sealed lines without their seat's key. */
    static <S, C extends Command> void refuseSealed(Rules<S, C> rules, List<Step<S, C>> steps) {
        if (steps.stream().anyMatch(st -> st.active() && LineSeal.isSealed(st.text()))) {
            throw new RuleViolation(rules.sealRuleId(), "une ligne secrète ne s’annule qu’avec le code de son joueur",
                    "a secret line is undone only with its player's PIN");
        }
    }

    /** Refuses a key that is not the one a journal's header names. */
    static void requireKeyOf(List<String> header, LineSeal seal) {
        if (!LineSeal.headerIn(header).equals(Optional.of(seal.headerLine()))) {
            throw new IllegalArgumentException("this key is not the one of this journal");
        }
    }
}
