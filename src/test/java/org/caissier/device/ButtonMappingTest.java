package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.caissier.app.Wiring;
import org.junit.jupiter.api.Test;

class ButtonMappingTest {

    /** Each game's defaults, as its plug-in declares them. */
    private static ButtonMapping defaults(String gameId) {
        return Wiring.registry().boxDefaults(gameId);
    }

    @Test
    void in_long_cours_a_seat_press_ends_that_seats_turn_and_the_roll_button_rolls() {
        ButtonMapping m = defaults("long-cours");
        assertThat(m.forPress(3, false)).contains(new ButtonMapping.Action("end-turn", 3));
        assertThat(m.forRollButton()).contains(new ButtonMapping.Action(ButtonMapping.ROLL, 0));
        assertThat(m.forPress(0, false)).contains(new ButtonMapping.Action(ButtonMapping.ROLL, 0));
    }

    @Test
    void in_pistes_the_roll_button_rolls_two_dice() {
        assertThat(defaults("pistes").forRollButton()).contains(new ButtonMapping.Action("roll-two-dice", 0));
    }

    @Test
    void an_unmapped_press_means_nothing() {
        assertThat(defaults("espion").forPress(2, true)).isEmpty();
    }

    @Test
    void one_seat_can_mean_something_else_than_the_others() {
        ButtonMapping m = defaults("long-cours").with("seat6.short", "select-player");
        assertThat(m.forPress(6, false)).contains(new ButtonMapping.Action("select-player", 6));
        assertThat(m.forPress(5, false)).contains(new ButtonMapping.Action("end-turn", 5));
    }

    @Test
    void the_mapping_is_data_that_round_trips_through_a_map() {
        ButtonMapping m = defaults("pistes").with("seat.long", "undo").without("roll.long");
        assertThat(ButtonMapping.of(m.asMap())).isEqualTo(m);
        assertThat(m.asMap()).containsEntry("seat.long", "undo").doesNotContainKey("roll.long");
    }

    @Test
    void unknown_buttons_and_bad_action_ids_are_refused_with_their_name() {
        assertThatThrownBy(() -> ButtonMapping.of(Map.of("seat9.short", "roll")))
                .hasMessageContaining("seat9.short");
        assertThatThrownBy(() -> ButtonMapping.of(Map.of("roll.short", "Roll Now")))
                .hasMessageContaining("Roll Now");
    }
}
