package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game line with thousands of players is refused by its rule, saying how many the game takes. */
class PlayerCapsTest {
    @TempDir
    Path dir;
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final Launcher launcher = new Launcher(new PrintStream(new ByteArrayOutputStream(), true,
            StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

    private int run(String gameLine) throws Exception {
        Path file = dir.resolve("game.txt");
        Files.writeString(file, gameLine + "\n");
        return launcher.launch(List.of("run", file.toString()));
    }

    private static String names(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> "P" + i).collect(Collectors.joining(" "));
    }

    @Test
    void pistes_takes_two_to_twelve_players() throws Exception {
        assertThat(run("game pistes " + names(12))).as(err.toString()).isZero();
        assertThat(run("game pistes " + names(5000))).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("line 1: PI-SET-1: ").contains("2 to 12");
    }

    @Test
    void the_cup_refuses_more_crews_than_commands_md_allows() throws Exception {
        assertThat(run("game cup-tournament " + names(5000))).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("line 1: AC-TOUR-1: ");
        err.reset();
        assertThat(run("game cup-regatta " + names(5000))).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("line 1: AC-REG-1: ");
    }
}
