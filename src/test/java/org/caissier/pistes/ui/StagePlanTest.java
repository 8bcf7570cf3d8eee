package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.caissier.pistes.Event;
import org.caissier.pistes.EventTableLoader;
import org.caissier.pistes.PistesModule;
import org.caissier.table.DiceOrigin;
import org.junit.jupiter.api.Test;

class StagePlanTest {
    private static final StagePlan EXAMPLE =
            StagePlan.EMPTY.plus(SectionEntry.read("R19 J11 B14").sections());

    @Test
    void PI_MOVE_4_the_worked_example_is_171_points_two_changes_row_7() {
        assertThat(EXAMPLE.points()).isEqualTo(171);
        assertThat(EXAMPLE.changes()).isEqualTo(2);
        assertThat(EXAMPLE.row()).isEqualTo(7);
        assertThat(EXAMPLE.driveLine("Ann", 3, 4, DiceOrigin.TYPED)).isEqualTo("drive Ann R19 J11 B14 3 4 dice=typed");
    }

    @Test
    void PI_MOVE_2_a_plan_over_240_points_cannot_be_rolled_for() {
        StagePlan plan = StagePlan.EMPTY.plus(SectionEntry.read("B 48").sections());
        assertThat(plan.points()).isEqualTo(240);
        assertThat(plan.drivable()).isTrue();
        assertThat(plan.plus(SectionEntry.read("R1").sections()).drivable()).isFalse();
        assertThat(StagePlan.EMPTY.drivable()).isFalse();
    }

    @Test
    void D_PI_3_a_corrected_change_count_goes_on_the_drive_line_and_back_to_counted_when_equal() {
        StagePlan corrected = EXAMPLE.withChanges(1);
        assertThat(corrected.changes()).isEqualTo(1);
        assertThat(corrected.driveLine("Ann", 3, 4, DiceOrigin.VIRTUAL))
                .isEqualTo("drive Ann R19 J11 B14 changes=1 3 4 dice=virtual");
        assertThat(corrected.withChanges(2).changesOverride()).isNull();
        assertThat(corrected.plus(SectionEntry.read("R2").sections()).changes()).isEqualTo(1);
    }

    @Test
    void removing_a_section_recounts_points_and_changes() {
        StagePlan plan = EXAMPLE.without(1);
        assertThat(plan.points()).isEqualTo(57 + 70);
        assertThat(plan.changes()).isEqualTo(1);
    }

    @Test
    void the_risk_preview_follows_the_corrected_changes() throws Exception {
        var table = new EventTableLoader()
                .load(
                        PistesModule.class
                                .getResourceAsStream(PistesModule.DEFAULT_TABLE)
                                .readAllBytes(),
                        "default");
        int noDamageCounted = EXAMPLE.risk(table, Map.of()).count(Event.NONE);
        int noDamageNone = EXAMPLE.withChanges(0).risk(table, Map.of()).count(Event.NONE);
        assertThat(noDamageNone).isGreaterThanOrEqualTo(noDamageCounted);
        assertThat(EXAMPLE.risk(table, Map.of()).outOf36().values().stream()
                        .mapToInt(Integer::intValue)
                        .sum())
                .isEqualTo(36);
    }
}
