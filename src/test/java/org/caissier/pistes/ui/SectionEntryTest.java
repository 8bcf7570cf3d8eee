package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.caissier.pistes.RoadType;
import org.caissier.pistes.Section;
import org.junit.jupiter.api.Test;

class SectionEntryTest {

    @Test
    void a_letter_and_millimetres_read_with_or_without_a_space() {
        assertThat(SectionEntry.read("R 19").sections()).containsExactly(new Section(RoadType.R, 19));
        assertThat(SectionEntry.read("r19").sections()).containsExactly(new Section(RoadType.R, 19));
        assertThat(SectionEntry.read("  J   11 ").sections()).containsExactly(new Section(RoadType.J, 11));
    }

    @Test
    void PI_MOVE_4_the_worked_example_typed_in_one_go() {
        SectionEntry.Reading r = SectionEntry.read("R19 J 11, B14");
        assertThat(r.ok()).isTrue();
        assertThat(r.sections())
                .containsExactly(new Section(RoadType.R, 19), new Section(RoadType.J, 11), new Section(RoadType.B, 14));
    }

    @Test
    void english_initials_yellow_and_white_are_read_as_J_and_B() {
        assertThat(SectionEntry.read("Y 5 W 6").sections())
                .containsExactly(new Section(RoadType.J, 5), new Section(RoadType.B, 6));
    }

    @Test
    void an_unreadable_entry_names_the_part_that_is_wrong_and_keeps_nothing() {
        SectionEntry.Reading r = SectionEntry.read("R19 X 4");
        assertThat(r.ok()).isFalse();
        assertThat(r.unreadable()).isEqualTo("X 4");
        assertThat(r.sections()).isEmpty();
        assertThat(SectionEntry.read("R").unreadable()).isEqualTo("R");
        assertThat(SectionEntry.read("R 0").ok()).isFalse();
    }

    @Test
    void an_empty_field_reads_as_no_section() {
        assertThat(SectionEntry.read("   ")).isEqualTo(new SectionEntry.Reading(List.of(), null));
    }
}
