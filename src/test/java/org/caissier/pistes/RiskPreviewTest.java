package org.caissier.pistes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RiskPreviewTest {
    private final EventTable table = Fixtures.defaultTable();

    @Test
    void worked_example_row_7_with_2_changes_counts_each_event_out_of_36() {
        RiskPreview p = RiskPreview.of(table, 7, 2, Map.of(Item.SPARE_WHEEL, 1));
        // columns = dice + 2: 4..7 no damage (1+2+3+4 = 10 throws), 8 brakes (5), 9 puncture (6), 10 fuel (5),
        // 11 electrical (4), 12 radiator (3), 13 minor accident (2), more than 13 fatal (1)
        assertThat(p.count(Event.NONE)).isEqualTo(10);
        assertThat(p.count(Event.PUNCTURE)).isEqualTo(6);
        assertThat(p.count(Event.FATAL_ACCIDENT)).isEqualTo(1);
        assertThat(p.count(Event.MINOR_ACCIDENT)).isEqualTo(2);
        assertThat(p.covered(Event.PUNCTURE)).isTrue();
        assertThat(p.covered(Event.FUEL)).isFalse();
        assertThat(p.fullStageOutOf36()).isEqualTo(16);
        assertThat(p.probability(Event.PUNCTURE)).isCloseTo(1 / 6.0, within(1e-12));
        assertThat(Arrays.stream(Event.values()).mapToInt(p::count).sum()).isEqualTo(36);
    }

    @Test
    void a_plan_is_previewed_from_its_sections() {
        List<Section> plan =
                List.of(new Section(RoadType.R, 19), new Section(RoadType.J, 11), new Section(RoadType.B, 14));
        assertThat(RiskPreview.of(table, plan, null, Map.of())).isEqualTo(RiskPreview.of(table, 7, 2, Map.of()));
        assertThat(RiskPreview.of(table, plan, 0, Map.of()).changes()).isZero();
    }
}
