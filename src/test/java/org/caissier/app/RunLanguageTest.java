package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --lang fr} says its refusals, warnings and help in French; the "line N: RULE-ID: " prefix, the exit
 * codes and the JSON stay as commands.md writes them; a French locale alone changes nothing.
 */
class RunLanguageTest {
    private static final String[] GAME = {
        "game long-cours Ann Bob Cy",
        "place Ann Marseille",
        "buy Ann 1",
        "end Ann",
        "place Bob Londres",
        "buy Bob 1",
        "end Bob",
        "place Cy Yokohama",
        "buy Cy 1",
        "end Cy",
        "move Ann Perth"
    };

    @TempDir
    Path dir;

    private Path game() throws Exception {
        Path file = dir.resolve("game.txt");
        Files.writeString(file, String.join("\n", GAME) + "\n");
        return file;
    }

    @Test
    void a_refusal_is_french_with_lang_fr_behind_the_same_prefix() throws Exception {
        RunHarness fr = new RunHarness();
        assertThat(fr.launch("run", "--lang", "fr", game().toString())).isEqualTo(2);
        assertThat(fr.err())
                .startsWith("line 11: LC-MOVE-1: aucune ligne pointillée ne joint Marseille à Perth")
                .doesNotContain("no dotted line");
        RunHarness en = new RunHarness();
        assertThat(en.launch("run", "--lang", "en", game().toString())).isEqualTo(2);
        assertThat(en.err()).startsWith("line 11: LC-MOVE-1: no dotted line joins Marseille to Perth");
    }

    @Test
    void a_french_locale_alone_changes_nothing() throws Exception {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.FRANCE);
            RunHarness run = new RunHarness();
            assertThat(run.launch("run", game().toString())).isEqualTo(2);
            assertThat(run.err()).startsWith("line 11: LC-MOVE-1: no dotted line joins");
            RunHarness help = new RunHarness();
            assertThat(help.launch("--help")).isZero();
            assertThat(help.out()).startsWith("usage: caissier");
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void the_json_is_the_same_in_both_languages() throws Exception {
        Path file = dir.resolve("ok.txt");
        Files.writeString(file, String.join("\n", Arrays.copyOf(GAME, 10)) + "\n");
        RunHarness fr = new RunHarness();
        RunHarness en = new RunHarness();
        assertThat(fr.launch("run", "--lang", "fr", file.toString())).isZero();
        assertThat(en.launch("run", file.toString())).isZero();
        assertThat(fr.out()).isEqualTo(en.out());
    }

    @Test
    void a_torn_last_line_is_warned_of_in_french_behind_the_same_prefix() throws Exception {
        Path file = dir.resolve("torn.caissier");
        Files.writeString(file, "# caissier journal 1\ngame long-cours Ann Bob Cy\nplace Ann Marseille\nbuy Ann");
        RunHarness fr = new RunHarness();
        assertThat(fr.launch("run", "--lang", "fr", file.toString())).isZero();
        assertThat(fr.err()).startsWith("warning: la dernière ligne, coupée");
    }

    @Test
    void help_is_french_with_lang_fr_and_run_help_prints_help() {
        RunHarness fr = new RunHarness();
        assertThat(fr.launch("--help", "--lang", "fr")).isZero();
        assertThat(fr.out())
                .startsWith("usage\u202F: caissier")
                .contains(
                        "ouvre une partie enregistrée", "de même, en lisant les lignes scellées", "la page en français")
                .doesNotContain("{options}");
        RunHarness run = new RunHarness();
        assertThat(run.launch("run", "--help")).isZero();
        assertThat(run.out()).startsWith("usage: caissier").contains("caissier run --pin PIN FILE");
        assertThat(run.err()).doesNotContain("no such file");
        RunHarness runFr = new RunHarness();
        assertThat(runFr.launch("run", "--lang", "fr", "--help")).isZero();
        assertThat(runFr.out()).contains("rejoue un fichier de commandes");
        RunHarness before = new RunHarness();
        assertThat(before.launch("--lang", "fr", "--help")).isZero();
        assertThat(before.out()).startsWith("usage\u202F:");
    }

    @Test
    void a_missing_file_and_a_wrong_language_are_said_in_the_language_asked_for() {
        RunHarness fr = new RunHarness();
        assertThat(fr.launch("run", "--lang", "fr", dir.resolve("absent.txt").toString()))
                .isEqualTo(1);
        assertThat(fr.err()).contains("n’existe pas").doesNotContain("does not exist");
        RunHarness wrong = new RunHarness();
        assertThat(wrong.launch("run", "--lang", "de", dir.resolve("absent.txt").toString()))
                .isEqualTo(1);
        assertThat(wrong.err()).startsWith("--lang: ");
    }
}
