package org.caissier.ui.box;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Map;
import org.caissier.app.Wiring;
import org.caissier.device.ButtonMapping;
import org.caissier.ui.kit.AppSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The table's own meaning for the box's buttons, kept in the preferences per game. */
class ButtonSettingsTest {
    @TempDir
    Path home;

    @Test
    void a_game_without_saved_buttons_uses_its_usual_ones() {
        ButtonSettings buttons = new ButtonSettings(new AppSettings(home), Wiring.registry()::boxDefaults);
        assertThat(buttons.mapping("long-cours")).isEqualTo(Wiring.registry().boxDefaults("long-cours"));
    }

    @Test
    void saved_buttons_are_used_again_after_the_program_restarts_and_only_for_their_game() {
        new ButtonSettings(new AppSettings(home), Wiring.registry()::boxDefaults)
                .save("long-cours", Map.of("seat.long", "end-turn", "roll.short", "undo"));
        ButtonSettings reopened = new ButtonSettings(new AppSettings(home), Wiring.registry()::boxDefaults);
        assertThat(reopened.mapping("long-cours").forPress(3, true)).contains(new ButtonMapping.Action("end-turn", 3));
        assertThat(reopened.mapping("long-cours").forPress(0, false)).contains(new ButtonMapping.Action("undo", 0));
        assertThat(reopened.mapping("long-cours").forPress(3, false)).isEmpty();
        assertThat(reopened.mapping("pistes")).isEqualTo(Wiring.registry().boxDefaults("pistes"));
    }

    @Test
    void an_unknown_button_is_refused_with_its_name_and_nothing_is_saved() {
        ButtonSettings buttons = new ButtonSettings(new AppSettings(home), Wiring.registry()::boxDefaults);
        assertThatThrownBy(() -> buttons.save("pistes", Map.of("seat9.short", "roll")))
                .hasMessageContaining("seat9.short");
        assertThat(new ButtonSettings(new AppSettings(home), Wiring.registry()::boxDefaults).mapping("pistes"))
                .isEqualTo(Wiring.registry().boxDefaults("pistes"));
    }

    @Test
    void a_damaged_saved_value_falls_back_to_the_usual_buttons() {
        AppSettings settings = new AppSettings(home);
        settings.put("box.buttons.pistes", "roll.short");
        assertThat(new ButtonSettings(settings, Wiring.registry()::boxDefaults).mapping("pistes"))
                .isEqualTo(Wiring.registry().boxDefaults("pistes"));
    }

    @Test
    void back_to_the_usual_buttons() {
        ButtonSettings buttons = new ButtonSettings(new AppSettings(home), Wiring.registry()::boxDefaults);
        buttons.save("pistes", Map.of("roll.short", "undo"));
        buttons.reset("pistes");
        assertThat(buttons.mapping("pistes")).isEqualTo(Wiring.registry().boxDefaults("pistes"));
    }
}
