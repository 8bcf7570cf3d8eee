package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code caissier run FILE} and the other verbs, as the command language contract says. */
class LauncherTest {
    @TempDir
    Path dir;

    private final RunHarness cli = new RunHarness();

    private int run(String... lines) {
        return cli.runLines(dir, lines);
    }

    @Test
    void a_whole_game_prints_the_final_state_as_json_and_exits_0() throws Exception {
        Path script = Path.of("src/test/resources/longcours/games/1-storms-brawls-two-auctions.cmd");
        int code = cli.launch("run", script.toString());
        assertThat(code).as(cli.err()).isZero();
        @SuppressWarnings("unchecked")
        Map<String, Object> state = cli.state();
        assertThat(state.get("game")).isEqualTo("long-cours");
        assertThat(state.get("winner")).isEqualTo("Bob");
        assertThat(state).containsKeys("round", "turn", "players", "corsair", "wrecks");
    }

    @Test
    void the_first_line_that_breaks_a_rule_is_named_on_stderr_with_exit_2_and_nothing_after_it_applies()
            throws Exception {
        int code = run("game long-cours Ann Bob Cid", "# round 1", "place Ann Marseille", "buy Ann 5", "buy Ann 1");
        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).startsWith("line 4: LC-BUY-1: ").doesNotContain("line 5");
        assertThat(cli.out()).isEmpty();
    }

    @Test
    void a_line_that_cannot_be_read_exits_2_with_its_number() throws Exception {
        int code = run("game long-cours Ann Bob Cid", "sail Ann away");
        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).startsWith("line 2: SYNTAX: ");
    }

    @Test
    void a_missing_file_or_a_wrong_board_file_exits_1_with_a_clear_message() throws Exception {
        assertThat(cli.launch("run", dir.resolve("nothing.txt").toString())).isEqualTo(1);
        assertThat(cli.err()).contains("no such file");
        cli.reset();
        Files.writeString(dir.resolve("board.json"), "{ \"format\": \"something else\" }");
        assertThat(run("game long-cours board=board.json Ann Bob Cid")).isEqualTo(1);
        assertThat(cli.err()).contains("board.json");
    }

    @Test
    void version_prints_the_program_and_its_version() {
        assertThat(cli.launch("--version")).isZero();
        assertThat(cli.out()).startsWith("caissier ");
    }

    @Test
    void a_journals_unterminated_last_line_is_dropped_with_a_warning_and_the_rest_exits_0() throws Exception {
        // "buy Ann 2" cut short of its line break: a write the program never finished, as the window judges it
        Path journal = Files.writeString(
                dir.resolve("game.caissier"),
                "# caissier journal 1\n" + "game long-cours Ann Bob Cid\nplace Ann Marseille\nbuy Ann 2");
        int code = cli.launch("run", journal.toString());
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.err()).startsWith("warning: ").contains("cut short").contains("buy Ann 2");
        try (var files = Files.list(dir)) {
            assertThat(files).as("run writes nothing, not even a lock").containsExactly(journal);
        }
        String withTornLine = cli.out();
        Path whole = Files.writeString(
                dir.resolve("whole.caissier"),
                "# caissier journal 1\n" + "game long-cours Ann Bob Cid\nplace Ann Marseille\n");
        RunHarness without = new RunHarness();
        without.launch("run", whole.toString());
        assertThat(withTornLine).as("the state without the torn line").isEqualTo(without.out());
    }

    @Test
    void a_plain_command_files_unterminated_last_line_is_a_line_like_the_others() throws Exception {
        Path script = Files.writeString(
                dir.resolve("game.txt"), "game long-cours Ann Bob Cid\nplace Ann Marseille\n" + "buy Ann 999");
        assertThat(cli.launch("run", script.toString())).isEqualTo(2);
        assertThat(cli.err()).startsWith("line 3: ");
    }
}
