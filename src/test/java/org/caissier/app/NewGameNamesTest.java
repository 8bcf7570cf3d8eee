package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.caissier.table.JournalFile;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every game refuses, on the game line of a new game, names a table could not tell apart or type, with the
 * reason; a saved game holding one still opens, with a warning, and {@code run} reads it as before.
 */
class NewGameNamesTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "game long-cours Ann Bob dice=box | \"dice=box\" looks like an option",
                "game long-cours Ann Bob \"\" | a name cannot be empty",
                "game pistes Ann - | \"-\" has no letter or digit",
                "game cup-tournament Ann Bob \u0410nn | \"Аnn\" mixes letters of two alphabets (Cyrillic, Latin)",
                "game cup-regatta ABC \u0410\u0412\u0421 | \"АВС\" looks just like \"ABC\"",
                "game espion Ann \uFF11\uFF12 | \"１２\" holds digits other than 0 to 9",
                "game cup-match legs=1 Ann Bob=x | \"Bob=x\" looks like an option"
            })
    void a_new_game_refuses_the_name_with_the_reason(String line, String reason) {
        assertThatThrownBy(() -> Wiring.games().startNew(line, dir))
                .isInstanceOf(RuleViolation.class)
                .hasMessageContaining(reason);
    }

    @Test
    void the_crews_of_a_file_are_checked_with_the_crews_typed() throws Exception {
        Files.writeString(dir.resolve("crews.csv"), "name,club\nABC,CN Brest\nBob,YC Vannes\n");
        assertThatThrownBy(() -> Wiring.games().startNew("game cup-tournament crews=crews.csv \u0410\u0412\u0421", dir))
                .hasMessageContaining("\"АВС\" looks just like \"ABC\"");
    }

    @Test
    void ordinary_names_start_every_game() {
        assertThat(Wiring.games()
                        .startNew("game long-cours Ann Zoé Jean-Luc", dir)
                        .gameId())
                .isEqualTo("long-cours");
        assertThat(Wiring.games().startNew("game espion Иван Bob", dir).gameId())
                .isEqualTo("espion");
    }

    @Test
    void a_saved_game_with_such_a_name_opens_with_a_warning_and_run_reads_it() throws Exception {
        Path saved = Files.writeString(
                dir.resolve("old.caissier"),
                JournalFile.MAGIC + "\ngame long-cours Ann Bob dice=box\nplace Ann Marseille\n");
        try (Session<?, ?> s = Session.open(saved, Wiring.games())) {
            assertThat(s.history()).hasSize(1);
            assertThat(s.warnings())
                    .containsExactly(
                            "a name on the game line may be hard to tell apart or type:"
                                    + " \"dice=box\" looks like an option (a word with = or starting with -): give the name another form");
            assertThat(s.warnings(Locale.FRENCH))
                    .containsExactly("un nom de la ligne «\u202Fgame\u202F» risque d’être"
                            + " difficile à distinguer ou à taper\u202F: «\u202Fdice=box\u202F» ressemble à une option (un mot avec = ou"
                            + " commençant par -)\u202F: donnez au nom une autre forme");
        }
        Launcher launcher = new Launcher(
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertThat(launcher.launch(List.of("run", saved.toString()))).isZero();
    }
}
