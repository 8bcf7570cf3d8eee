package org.caissier.pistes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.caissier.pistes.Fixtures.RULES;
import static org.caissier.pistes.Fixtures.play;
import static org.caissier.pistes.Fixtures.race;
import static org.caissier.pistes.Fixtures.uniform;

import java.util.List;
import java.util.Optional;
import org.caissier.pistes.ui.StagePlan;
import org.caissier.table.RuleViolation;
import org.junit.jupiter.api.Test;

/**
 * What the Pistes screen shows open, to whom, and why not, without Swing: its buttons ask the rules about the very
 * command each would play (the stage planned so far with stand-in dice, a pass, the arrival of the last driver, a
 * purchase), as here.
 */
class PistesOpenActionsTest {
    private static final StagePlan TEN_ON_RED =
            StagePlan.EMPTY.plus(List.of(Section.read("R10").orElseThrow()));

    private static String ruleOf(Optional<RuleViolation> why) {
        return why.map(RuleViolation::ruleId).orElse("open");
    }

    @Test
    void the_driver_whose_turn_it_is_may_drive_or_pass_and_nobody_else_may() {
        PistesState s = race(uniform(Event.NONE), "Ann", "Bob");
        assertThat(ruleOf(RULES.whyNot(s, TEN_ON_RED.drive("Ann", 1, 1, null)))).isEqualTo("open");
        assertThat(ruleOf(RULES.whyNot(s, new PistesCommand.Pass("Ann")))).isEqualTo("open");
        assertThat(ruleOf(RULES.whyNot(s, TEN_ON_RED.drive("Bob", 1, 1, null)))).isEqualTo("PI-TURN");
        assertThat(ruleOf(RULES.whyNot(s, new PistesCommand.Pass("Bob")))).isEqualTo("PI-TURN");
    }

    @Test
    void a_stage_past_240_points_is_shut_with_its_rule() {
        PistesState s = race(uniform(Event.NONE), "Ann", "Bob");
        StagePlan tooLong = StagePlan.EMPTY.plus(List.of(Section.read("R250").orElseThrow()));
        assertThat(ruleOf(RULES.whyNot(s, tooLong.drive("Ann", 1, 1, null)))).isEqualTo("PI-MOVE-2");
    }

    @Test
    void arriving_is_open_only_to_a_driver_who_has_driven_and_equipment_only_before_the_first_stage() {
        PistesState s = race(uniform(Event.NONE), "Ann", "Bob");
        assertThat(ruleOf(RULES.whyNot(s, new PistesCommand.Arrive("Ann")))).isEqualTo("PI-END-1");
        assertThat(ruleOf(RULES.whyNot(s, new PistesCommand.Equip("Ann", Item.FUEL, 1))))
                .isEqualTo("open");
        PistesState driven = play(s, "drive Ann R10 3 4");
        assertThat(ruleOf(RULES.whyNot(driven, new PistesCommand.Arrive("Ann"))))
                .isEqualTo("open");
        assertThat(ruleOf(RULES.whyNot(driven, new PistesCommand.Equip("Ann", Item.FUEL, 1))))
                .isEqualTo("PI-SET-2");
        PistesState arrived = play(driven, "arrive Ann");
        assertThat(ruleOf(RULES.whyNot(arrived, new PistesCommand.Arrive("Ann"))))
                .isEqualTo("PI-END-1");
        assertThat(arrived.turn()).contains("Bob");
    }
}
