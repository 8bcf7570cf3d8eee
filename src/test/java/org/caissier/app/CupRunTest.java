package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cup scripts through {@code caissier run}: the state fields of the contract, and refusals with exit 2. */
class CupRunTest {
    @TempDir
    Path dir;

    private final RunHarness cli = new RunHarness();

    private int run(String... lines) {
        return cli.runLines(dir, lines);
    }

    private String error() {
        return cli.err();
    }

    @Test
    @SuppressWarnings("unchecked")
    void ac_tour_1_a_tournament_prints_schedule_standings_pending_final_and_cup() throws Exception {
        assertThat(run("game cup-tournament Ann Bob Cid", "result Ann Bob"))
                .as(error())
                .isZero();
        Map<String, Object> state = cli.state();
        assertThat(state).containsKeys("schedule", "standings", "pending", "final", "cup");
        assertThat(state.get("game")).isEqualTo("cup-tournament");
        List<Map<String, Object>> schedule = (List<Map<String, Object>>) state.get("schedule");
        assertThat(schedule).hasSize(3).allSatisfy(r -> assertThat(r.get("bye")).isNotNull());
        Map<String, Object> first = ((List<Map<String, Object>>) state.get("standings")).get(0);
        assertThat(first)
                .containsEntry("rank", 1)
                .containsEntry("crew", "Ann")
                .containsEntry("wins", 1)
                .containsEntry("points", 1)
                .containsEntry("sailed", 1)
                .containsKey("tiebreak");
        assertThat((List<Object>) state.get("pending")).hasSize(2);
        assertThat(state.get("cup")).isNull();
    }

    @Test
    void refusals_name_the_line_and_the_rule_and_exit_2() throws Exception {
        assertThat(run("game cup-tournament Ann Bob Cid", "result Ann Zoe")).isEqualTo(2);
        assertThat(error()).startsWith("line 2: AC-TOUR-1: ").contains("Zoe");
        cli.reset();
        assertThat(run("game cup-tournament Ann Bob Cid", "result Ann Bob", "result Bob Ann"))
                .isEqualTo(2);
        assertThat(error()).startsWith("line 3: AC-TOUR-1: ");
        cli.reset();
        assertThat(run("game cup-tournament Ann Bob Cid", "result Ann Bob", "final Ann Bob"))
                .isEqualTo(2);
        assertThat(error()).startsWith("line 3: AC-TOUR-2: ");
        cli.reset();
        assertThat(run("game cup-tournament Ann Bob Cid", "sail-off Ann Bob")).isEqualTo(2);
        assertThat(error()).startsWith("line 2: D-AC-2: ");
        cli.reset();
        assertThat(run("game cup-regatta A B C D E F G")).isEqualTo(2);
        assertThat(error()).startsWith("line 1: AC-REG-1: ");
        cli.reset();
        assertThat(run("game cup-regatta A B C", "race A B")).isEqualTo(2);
        assertThat(error()).startsWith("line 2: A4: ").contains("missing: C");
        cli.reset();
        assertThat(run("game cup-regatta A B C", "race A B C+A")).isEqualTo(2);
        assertThat(error()).startsWith("line 2: A4: ");
        assertThat(cli.out()).isEmpty();
    }
}
