package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.caissier.table.GameModule;
import org.caissier.table.RunOption;
import org.caissier.ui.game.GameRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The verbs that open no window load no Swing and no AWT: {@code run} of every game's golden journal (Espion's
 * with its PIN, a tournament exported), a line refused, {@code --list-games} and {@code --help}, in a JVM of their
 * own whose every loaded class is logged. Swing's classes cost {@code run} its start on a headless machine, and
 * AWT's start reads the display's settings. The headless games are written out in {@link Wiring#headless()}: they
 * must be the window's games.
 */
class HeadlessRunTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    /** The packages of the screen: Swing, AWT and its Java 2D, the look and the layout. */
    private static final Pattern SCREEN = Pattern.compile(
            " (javax\\.swing|java\\.awt|sun\\.awt|sun\\.java2d|com\\.formdev|net\\.miginfocom)\\.\\S+ source:");

    @TempDir
    Path dir;

    @Test
    void run_list_games_and_help_load_no_swing_and_no_awt_class() throws Exception {
        Path log = dir.resolve("classes.log");
        Path refused = dir.resolve("refused.txt");
        Files.writeString(refused, "game long-cours Ann Bob Cid\nroll 99\n");
        Path pin = dir.resolve("pin");
        Files.writeString(pin, "24681012\n"); // the golden journal's, a test fixture
        List<String> verbs = List.of(
                "run|" + GOLDEN.resolve("long-cours.caissier"),
                "run|" + GOLDEN.resolve("pistes.caissier"),
                "run|--export|" + dir.resolve("export") + "|" + GOLDEN.resolve("cup-tournament.caissier"),
                "run|" + GOLDEN.resolve("cup-regatta.caissier"),
                "run|" + GOLDEN.resolve("cup-match.caissier"),
                "run|--pin-file|" + pin + "|" + GOLDEN.resolve("espion-argon2id.caissier"),
                "run|--lang|fr|" + refused,
                "--list-games",
                "--help");
        List<String> loaded = loadedBy(
                verbs, log, "exit 0", "exit 0", "exit 0", "exit 0", "exit 0", "exit 0", "exit 2", "exit 0", "exit 0");
        assertThat(loaded)
                .as("the log holds every class the verbs loaded")
                .anyMatch(l -> l.contains(" org.caissier.table.Script source:"))
                .anyMatch(l -> l.contains(" org.caissier.espion.EspionModule source:"));
        assertThat(loaded.stream().filter(l -> SCREEN.matcher(l).find()).map(l -> l.replaceAll(".*\\] ", "")))
                .as("classes of the screen loaded by a headless verb")
                .isEmpty();
    }

    @Test
    void a_long_cours_run_names_its_board_by_digest_without_setting_up_the_security_providers() throws Exception {
        Path oneLine = dir.resolve("one-line.txt");
        Files.writeString(oneLine, "game long-cours Ann Bob Cid\n");
        // The providers' start (the java.security file, about a hundred classes) was a tenth of a short run's time.
        assertThat(loadedBy(List.of("run|" + oneLine), dir.resolve("one-line.log"), "exit 0"))
                .anyMatch(l -> l.contains(" org.caissier.table.Sha256 source:"))
                .noneMatch(l -> l.contains(" sun.security.jca.Providers source:"));
    }

    /** The classes a JVM of its own loaded for the verbs (each "a|b|c"), once each ended with its exit line. */
    private static List<String> loadedBy(List<String> verbs, Path log, String... exits) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(
                java.toString(),
                "-Xlog:class+load=info:file=" + log,
                "-cp",
                System.getProperty("java.class.path"),
                HeadlessRunChild.class.getName()));
        command.addAll(verbs);
        Process p = new ProcessBuilder(command)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(err).isZero();
        assertThat(err.lines().filter(l -> l.startsWith("exit ")).map(l -> l.substring(0, 6)))
                .as(err)
                .containsExactly(exits);
        return Files.readAllLines(log);
    }

    @Test
    void the_headless_games_are_the_window_s_games_in_its_order_with_its_run_options() {
        GameRegistry window = Wiring.registry();
        HeadlessGames headless = Wiring.headless();

        assertThat(headless.ids()).isEqualTo(window.ids());
        assertThat(headless.modules().stream().map(GameModule::getClass).toList())
                .isEqualTo(window.plugins().stream()
                        .map(p -> p.module().getClass())
                        .toList());
        assertThat(headless.runOptions().stream().map(RunOption::getClass).toList())
                .isEqualTo(window.runOptions().stream().map(RunOption::getClass).toList());
    }
}
