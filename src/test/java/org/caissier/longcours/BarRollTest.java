package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.caissier.table.DiceOrigin;
import org.junit.jupiter.api.Test;

/** The command bar's dice: what a typed line lacks, and what it becomes; a script line is never completed. */
class BarRollTest {
    @Test
    void a_resale_or_a_corsair_entry_without_its_face_needs_a_die_and_nothing_else_does() {
        assertThat(BarRoll.needsDie("resell Ann")).isTrue();
        assertThat(BarRoll.needsDie("revendre Ann")).isTrue();
        assertThat(BarRoll.needsDie("corsair-enter Ann")).isTrue();
        assertThat(BarRoll.needsDie("resell Ann 4")).isFalse();
        assertThat(BarRoll.needsDie("buy Ann 2")).isFalse();
        assertThat(BarRoll.needsDie("end Ann")).isFalse();
    }

    @Test
    void the_rolled_face_and_its_origin_follow_the_player_and_a_typed_face_is_marked_typed() {
        assertThat(BarRoll.withFace("resell Ann", 5, DiceOrigin.BOX)).isEqualTo("resell Ann 5 dice=box");
        assertThat(BarRoll.typed("resell Ann 4")).isEqualTo("resell Ann 4 dice=typed");
        assertThat(BarRoll.typed("resell Ann 4 dice=virtual")).isEqualTo("resell Ann 4 dice=virtual");
        assertThat(BarRoll.typed("buy Ann 4")).isEqualTo("buy Ann 4");
    }

    /** Found by the explorer: Long Cours seed 9 at 300 steps, “"San” typed into the command bar. */
    @Test
    void a_line_with_a_quote_never_closed_is_no_roll_and_is_left_as_typed_for_the_rules_to_refuse() {
        assertThat(BarRoll.needsDie("\"San")).isFalse();
        assertThat(BarRoll.needsDie("resell \"Ann")).isFalse();
        assertThat(BarRoll.typed("\"San")).isEqualTo("\"San");
        assertThat(BarRoll.typed("resell \"Ann 4")).isEqualTo("resell \"Ann 4");
    }

    @Test
    void a_script_line_without_its_face_is_still_refused() {
        assertThat(Play.roundTwo().refuses("resell Ann").message(Locale.ENGLISH))
                .isEqualTo("missing: die face");
    }
}
