package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.OptionalInt;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Both games read numbers and words the same way (table.Words): digits that only look like ours, and characters
 * one cannot see, are refused with the line that holds them, not taken for something else.
 */
class LookAlikeInputTest {
    @TempDir
    Path dir;

    private final RunHarness cli = new RunHarness();

    private int run(String... lines) {
        return cli.runLines(dir, lines);
    }

    @Test
    void only_ascii_digits_make_a_number() {
        assertThat(Words.integer("12")).isEqualTo(OptionalInt.of(12));
        assertThat(Words.integer("-3")).isEqualTo(OptionalInt.of(-3));
        assertThat(Words.integer("\u0663")).isEmpty(); // Arabic-Indic three
        assertThat(Words.integer("\uFF14")).isEmpty(); // fullwidth four
        assertThat(Words.integer("1234567890")).isEmpty(); // too long to be a count at a table
        assertThat(Words.integer("")).isEmpty();
    }

    @Test
    void a_long_cours_amount_in_look_alike_digits_is_refused() throws Exception {
        assertThat(run("game long-cours Ann Bob Cid", "place Ann Marseille", "buy Ann \u0663"))
                .isEqualTo(2);
        assertThat(cli.err()).startsWith("line 3: SYNTAX: ");
    }

    @Test
    void pistes_dice_in_look_alike_digits_are_refused() throws Exception {
        assertThat(run("game pistes Ann Bob", "drive Ann R19 \uFF13 4")).isEqualTo(2);
        assertThat(cli.err()).startsWith("line 2: SYNTAX: ");
    }

    @Test
    void an_invisible_character_in_a_line_is_named_with_its_column() throws Exception {
        assertThat(run("game long-cours Ann Bob Cid", "place Ann\u200B Marseille"))
                .isEqualTo(2);
        assertThat(cli.err())
                .startsWith("line 2: SYNTAX: the line holds an invisible or control character (U+200B) at column 10");
    }
}
