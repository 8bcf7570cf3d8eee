package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.caissier.table.Games;
import org.caissier.table.JournalFile;
import org.caissier.table.RuleViolation;
import org.caissier.table.Script;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run} on a plain script refuses the names the window refuses; a saved game with one still replays. */
class LongCoursNamesScriptTest {
    private static final String LONG = "\"Anne-Sophie Delacroix-Montbrison-Lévêques\""; // 41 characters

    @TempDir
    Path dir;

    private Script.Outcome run(String... lines) {
        return new Script(new Games(List.of(new LongCoursModule()))).run(List.of(lines), dir);
    }

    @Test
    void a_plain_script_with_a_name_of_41_characters_is_refused_on_its_game_line() {
        assertThat(run("# six captains", "game long-cours Ann Bob " + LONG))
                .isInstanceOfSatisfying(Script.Refused.class, r -> {
                    assertThat(r.line()).isEqualTo(2);
                    assertThat(r.ruleId()).isEqualTo(RuleViolation.SYNTAX);
                    assertThat(r.message()).contains("has 41 characters: a name has at most 40");
                });
    }

    @Test
    void a_plain_script_with_a_dash_for_a_name_is_refused_as_the_window_refuses_it() {
        assertThat(run("game long-cours Ann Bob -"))
                .isInstanceOfSatisfying(
                        Script.Refused.class,
                        r -> assertThat(r.message())
                                .isEqualTo("\"-\" has no letter or digit: nobody could type it as a name"));
    }

    @Test
    void forty_characters_play() {
        assertThat(run("game long-cours Ann Bob \"Anne-Sophie Delacroix-Montbrison-Lévêque\""))
                .isInstanceOf(Script.Finished.class);
    }

    @Test
    void a_saved_game_made_before_the_limit_still_replays() {
        assertThat(run(JournalFile.MAGIC, "game long-cours Ann Bob " + LONG)).isInstanceOf(Script.Finished.class);
    }
}
