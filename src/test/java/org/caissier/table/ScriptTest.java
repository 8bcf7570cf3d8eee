package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.caissier.table.counter.CounterGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScriptTest {
    @TempDir
    Path dir;

    private Script.Outcome run(String... lines) {
        return new Script(CounterGame.games()).run(List.of(lines), dir);
    }

    @Test
    void a_script_played_to_the_end_gives_the_final_state() {
        Script.Outcome outcome = run(
                "# a short game",
                "",
                "game counter Ann Bob",
                "add Ann 5",
                "roll bob 3 dice=typed",
                "  # comment",
                "take ann 2");
        assertThat(outcome)
                .isInstanceOfSatisfying(
                        Script.Finished.class,
                        f -> assertThat(f.view()).containsEntry("scores", Map.of("Ann", 3, "Bob", 3)));
    }

    @Test
    void a_refused_line_is_named_by_its_one_based_number_and_rule_id_and_nothing_after_it_is_applied() {
        Script.Outcome outcome = run("game counter Ann", "add Ann 5", "add Ann -1", "add Ann 100");
        assertThat(outcome).isEqualTo(new Script.Refused(3, "CT-ADD-1", "cannot add a negative number"));
        assertThat(((Script.Refused) outcome).render()).isEqualTo("line 3: CT-ADD-1: cannot add a negative number");
    }

    @Test
    void a_rule_refusal_that_depends_on_the_state_names_its_line() {
        assertThat(run("game counter Ann", "roll Ann 4", "take Ann 5"))
                .isInstanceOfSatisfying(Script.Refused.class, r -> {
                    assertThat(r.line()).isEqualTo(3);
                    assertThat(r.ruleId()).isEqualTo("CT-TAKE-1");
                });
        assertThat(run("game counter Ann", "roll Ann 7"))
                .isInstanceOfSatisfying(
                        Script.Refused.class, r -> assertThat(r.ruleId()).isEqualTo("CT-ROLL-1"));
    }

    @Test
    void an_unreadable_line_is_refused_as_syntax() {
        assertThat(run("game counter Ann", "", "jump Ann 5")).isInstanceOfSatisfying(Script.Refused.class, r -> {
            assertThat(r.line()).isEqualTo(3);
            assertThat(r.ruleId()).isEqualTo(RuleViolation.SYNTAX);
            assertThat(r.message()).contains("jump");
        });
        assertThat(run("game counter Ann", "add \"Ann 5"))
                .isInstanceOfSatisfying(
                        Script.Refused.class, r -> assertThat(r.line()).isEqualTo(2));
    }

    @Test
    void an_unknown_game_is_refused_on_its_line() {
        assertThat(run("# header", "game chess Ann")).isInstanceOfSatisfying(Script.Refused.class, r -> {
            assertThat(r.line()).isEqualTo(2);
            assertThat(r.message()).contains("chess").contains("counter");
        });
    }

    @Test
    void a_file_without_a_game_line_is_a_data_problem() {
        assertThat(run("# nothing", ""))
                .isInstanceOfSatisfying(
                        Script.DataProblem.class, p -> assertThat(p.message()).contains("game"));
    }

    @Test
    void a_missing_data_file_is_a_data_problem_naming_the_line() {
        assertThat(run("", "game counter table=missing.txt Ann"))
                .isInstanceOfSatisfying(
                        Script.DataProblem.class,
                        p -> assertThat(p.message()).startsWith("line 2: ").contains("missing.txt"));
    }

    @Test
    void a_journal_plays_as_a_script_skipping_undone_and_dropped_lines() {
        assertThat(run(JournalFile.MAGIC, "game counter Ann", "add Ann 1", "#undone add Ann 2", "#dropped add Ann 4"))
                .isInstanceOfSatisfying(
                        Script.Finished.class, f -> assertThat(f.view()).containsEntry("scores", Map.of("Ann", 1)));
    }
}
