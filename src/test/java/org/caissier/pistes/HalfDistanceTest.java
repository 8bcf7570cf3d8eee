package org.caissier.pistes;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class HalfDistanceTest {
    @Test
    void half_of_the_worked_example_stops_3_mm_into_the_yellow_road() {
        List<Section> plan =
                List.of(new Section(RoadType.R, 19), new Section(RoadType.J, 11), new Section(RoadType.B, 14));
        assertThat(HalfDistance.totalMm(plan)).isEqualTo(22.0);
        assertThat(HalfDistance.perSection(plan)).containsExactly(19.0, 3.0, 0.0);
    }

    @Test
    void an_odd_length_is_halved_to_the_half_millimetre() {
        assertThat(HalfDistance.perSection(List.of(new Section(RoadType.B, 7)))).containsExactly(3.5);
        assertThat(HalfDistance.perSection(List.of(new Section(RoadType.R, 3), new Section(RoadType.J, 4))))
                .containsExactly(3.0, 0.5);
    }
}
