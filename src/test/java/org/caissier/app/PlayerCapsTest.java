package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game line with thousands of players is refused by its rule, saying how many the game takes. */
class PlayerCapsTest {
    @TempDir
    Path dir;

    private final RunHarness cli = new RunHarness();

    private int run(String gameLine) {
        return cli.runLines(dir, gameLine);
    }

    private static String names(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> "P" + i).collect(Collectors.joining(" "));
    }

    @Test
    void pistes_takes_two_to_twelve_players() throws Exception {
        assertThat(run("game pistes " + names(12))).as(cli.err()).isZero();
        assertThat(run("game pistes " + names(5000))).isEqualTo(2);
        assertThat(cli.err()).startsWith("line 1: PI-SET-1: ").contains("2 to 12");
    }

    @Test
    void the_cup_refuses_more_crews_than_commands_md_allows() throws Exception {
        assertThat(run("game cup-tournament " + names(5000))).isEqualTo(2);
        assertThat(cli.err()).startsWith("line 1: AC-TOUR-1: ");
        cli.reset();
        assertThat(run("game cup-regatta " + names(5000))).isEqualTo(2);
        assertThat(cli.err()).startsWith("line 1: AC-REG-1: ");
    }
}
