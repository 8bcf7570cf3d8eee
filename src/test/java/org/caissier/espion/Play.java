package org.caissier.espion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Path;
import org.caissier.table.RuleViolation;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;

/** Test helper: starts an Espion game from the words of its game line and plays lines on it. */
final class Play {
    final EspionRules rules = new EspionRules();
    private EspionState state;

    private Play(EspionState state) {
        this.state = state;
    }

    /** {@code Play.game("Anna Bruno scale=100000")}. */
    static Play game(String words) {
        StartedGame<EspionState, EspionCommand> g = new EspionModule().start(Words.split(words), Path.of("."));
        return new Play(g.initial());
    }

    /** Anna the spy started at Nozay; turn 1, Bruno to draw his circle. */
    static Play started() {
        return game("Anna Bruno").then("start Anna Nozay");
    }

    /** Turn 1 up to the roadblocks: a 4 cm circle around Saffré, Anna inside it. */
    static Play insideTurnOne() {
        return started().then("circle Bruno 4 Saffré", "answer Anna in");
    }

    Play then(String... lines) {
        for (String line : lines) {
            state = rules.applyLine(state, line);
        }
        return this;
    }

    /** The line must be refused with this rule id, and change nothing. */
    RuleViolation refuses(String line, String ruleId) {
        EspionState before = state;
        RuleViolation v = catchThrowableOfType(RuleViolation.class, () -> rules.applyLine(state, line));
        assertThat(v).as("refusal of " + line).isNotNull();
        assertThat(v.ruleId()).as(v.english()).isEqualTo(ruleId);
        assertThat(state).isSameAs(before);
        return v;
    }

    EspionState state() {
        return state;
    }
}
