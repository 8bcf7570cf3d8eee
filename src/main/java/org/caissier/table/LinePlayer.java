package org.caissier.table;

import java.util.List;
import java.util.Optional;

/** What the session asks before a sealed line is taken back, played again or written: its seat's key. */
final class LinePlayer {
    private LinePlayer() {}

    /** Refuses to take back sealed lines without their seat's key. */
    static <S, C extends Command> void refuseSealed(Rules<S, C> rules, List<Step<S, C>> steps) {
        if (steps.stream().anyMatch(st -> st.active() && LineSeal.isSealed(st.text()))) {
            throw RuleViolation.of(rules.sealRuleId(), "table.seal.undo");
        }
    }

    /** Refuses to play a sealed line again without its seat's key: anyone's redo would replay his move. */
    static <S, C extends Command> void refuseRedoSealed(Rules<S, C> rules, Step<S, C> step) {
        if (LineSeal.isSealed(step.text())) {
            throw RuleViolation.of(rules.sealRuleId(), "table.seal.redo");
        }
    }

    /** Refuses a key that is not the one a journal's header names. */
    static void requireKeyOf(List<String> header, LineSeal seal) {
        if (!LineSeal.headerIn(header).equals(Optional.of(seal.headerLine()))) {
            throw new IllegalArgumentException("this key is not the one of this journal");
        }
    }
}
