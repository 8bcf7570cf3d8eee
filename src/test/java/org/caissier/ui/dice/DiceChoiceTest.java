package org.caissier.ui.dice;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;
import org.caissier.table.VirtualDice;
import org.caissier.ui.kit.AppSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the next start does with the dice the table chose. */
class DiceChoiceTest {
    @TempDir
    Path home;

    private final List<DiceSource> used = new ArrayList<>();
    private final List<String> ports = new ArrayList<>();
    private final DiceSource typed = new VirtualDice();

    private DiceChoice choice(AppSettings settings) {
        return new DiceChoice(settings, used::add, () -> typed, ports::add);
    }

    @Test
    void the_box_is_looked_for_again_on_the_port_it_was_found_on() {
        AppSettings settings = new AppSettings(home);
        settings.put("box.port", "/dev/ttyACM0");
        settings.put(DiceChoice.KEY, "box");
        choice(new AppSettings(home)).restore();
        assertThat(ports).containsExactly("/dev/ttyACM0");
        assertThat(used).isEmpty();
    }

    @Test
    void typed_dice_are_taken_up_again_and_the_screen_dice_need_nothing() {
        AppSettings settings = new AppSettings(home);
        choice(settings).choose(DiceOrigin.TYPED);
        used.clear();
        choice(new AppSettings(home)).restore();
        assertThat(used).containsExactly(typed);

        choice(settings).choose(DiceOrigin.VIRTUAL);
        used.clear();
        choice(new AppSettings(home)).restore();
        assertThat(used).isEmpty();
        assertThat(ports).isEmpty();
    }

    @Test
    void a_box_without_a_known_port_is_not_looked_for() {
        AppSettings settings = new AppSettings(home);
        settings.put(DiceChoice.KEY, "box");
        choice(new AppSettings(home)).restore();
        assertThat(ports).isEmpty();
    }
}
