package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Options given wrong get a sentence a player understands, before any window opens. */
class ClearMessagesTest {
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Launcher launcher = new Launcher(
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    @Test
    void device_without_a_value_says_what_it_needs() {
        assertThat(launcher.launch(List.of("--device="))).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("--device needs a value")
                .contains("sim");
    }

    @Test
    void device_as_the_last_word_says_the_same() {
        assertThat(launcher.launch(List.of("game.caissier", "--device"))).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--device needs a value");
    }
}
