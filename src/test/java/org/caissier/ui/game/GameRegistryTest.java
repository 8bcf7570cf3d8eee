package org.caissier.ui.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.caissier.app.Wiring;
import org.caissier.device.ButtonMapping;
import org.caissier.table.Seats;
import org.junit.jupiter.api.Test;

/** One description per game, one registry: what the window, the box and {@code run} all read. */
class GameRegistryTest {
    private final GameRegistry registry = Wiring.registry();

    @Test
    void the_launcher_order_and_the_headless_games_come_from_the_same_list() {
        String[] ids = {"long-cours", "pistes", "cup-tournament", "cup-regatta", "cup-match", "espion"};
        assertThat(registry.plugins()).extracting(GamePlugin::id).containsExactly(ids);
        assertThat(registry.games().ids()).containsExactly(ids);
        assertThat(registry.screens()).extracting(GameUi::gameId).containsExactly(ids);
    }

    @Test
    void player_counts_are_the_ones_the_setup_rules_check() {
        assertThat(registry.require("long-cours").seats()).isEqualTo(Seats.between(3, 6));
        assertThat(registry.require("pistes").seats()).isEqualTo(Seats.between(2, 12));
        assertThat(registry.require("cup-tournament").seats()).isEqualTo(Seats.between(2, 16));
        assertThat(registry.require("cup-regatta").seats()).isEqualTo(Seats.between(2, 6));
        assertThat(registry.require("espion").seats()).isEqualTo(Seats.between(2, 2));
        assertThat(registry.require("cup-match").seats()).isEqualTo(Seats.between(2, 6));
    }

    @Test
    void each_game_brings_its_box_buttons_and_an_unknown_game_gets_the_standard_ones() {
        assertThat(registry.boxDefaults("long-cours").forPress(2, false))
                .contains(new ButtonMapping.Action("end-turn", 2));
        assertThat(registry.boxDefaults("pistes").forRollButton())
                .contains(new ButtonMapping.Action("roll-two-dice", 0));
        assertThat(registry.boxDefaults("espion")).isEqualTo(ButtonMapping.standard());
    }

    @Test
    @SuppressWarnings({"rawtypes", "unchecked"}) // screens of another game: what the types would refuse to compile
    void two_games_with_one_id_or_screens_of_another_game_are_refused() {
        GamePlugin<?, ?> lc = registry.require("long-cours");
        GamePlugin<?, ?> pi = registry.require("pistes");
        assertThatThrownBy(() -> new GameRegistry(List.of(lc, lc))).hasMessageContaining("long-cours");
        assertThatThrownBy(() -> new GamePlugin(lc.module(), (GameUi) pi.screens()))
                .hasMessageContaining("pistes")
                .hasMessageContaining("long-cours");
    }
}
