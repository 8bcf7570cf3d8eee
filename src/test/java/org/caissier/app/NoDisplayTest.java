package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A start that needs the window, on a machine without a display (a JVM that finds itself headless): it says what
 * runs without one and which package gives a virtual display, and it does not mark a paint, so ./caissier keeps
 * no class-data archive from it.
 */
class NoDisplayTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"", "--self-test"})
    void a_start_without_a_display_names_run_and_the_xvfb_package_and_marks_no_paint(String verb) throws Exception {
        Path mark = dir.resolve("painted");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(
                java.toString(),
                "-Djava.awt.headless=true",
                "-Dcaissier.painted=" + mark,
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName()));
        if (!verb.isEmpty()) {
            command.add(verb);
        }
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("CAISSIER_HOME", dir.resolve("home").toString());
        Process p = builder.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(p.waitFor()).as(out).isEqualTo(1);
        assertThat(out)
                .contains("no display")
                .contains("'caissier run FILE'")
                .contains("install the xvfb package (apt-get install xvfb)")
                .contains("xvfb-run -a");
        assertThat(mark).doesNotExist();
    }
}
