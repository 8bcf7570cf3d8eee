package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.caissier.table.counter.CounterCommand;
import org.caissier.table.counter.CounterRules;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;

/** The rules say whether a command is open now, and why not, without playing it: what a screen asks before a button. */
class RulesWhyNotTest {
    private final CounterRules rules = new CounterRules();
    private final CounterState start = CounterState.start(List.of("Ann"));

    @Test
    void an_open_command_has_no_reason_against_it_and_a_closed_one_names_its_rule() {
        assertThat(rules.whyNot(start, new CounterCommand.Add("Ann", 2))).isEmpty();
        assertThat(rules.whyNot(start, new CounterCommand.Take("Ann", 1)))
                .get()
                .extracting(RuleViolation::ruleId)
                .isEqualTo("CT-TAKE-1");
    }

    @Test
    void commands_in_a_row_are_asked_about_together_and_the_state_asked_about_is_left_as_it_was() {
        List<CounterCommand> addThenTake = List.of(new CounterCommand.Add("Ann", 2), new CounterCommand.Take("Ann", 2));
        assertThat(rules.whyNotAll(start, addThenTake)).isEmpty();
        assertThat(rules.whyNotAll(start, List.of(new CounterCommand.Add("Ann", 2), new CounterCommand.Take("Ann", 3))))
                .get()
                .extracting(RuleViolation::ruleId)
                .isEqualTo("CT-TAKE-1");
        assertThat(start.score("Ann")).isZero();
    }
}
