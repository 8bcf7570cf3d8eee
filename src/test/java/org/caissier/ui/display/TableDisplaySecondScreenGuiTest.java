package org.caissier.ui.display;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.caissier.testing.GuiTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The table display on a real second screen: a virtual display with two X screens (Xvfb, as a television beside
 * the laptop), the program in a child JVM on it. The display used to stay a uniform grey there.
 */
@GuiTest
class TableDisplaySecondScreenGuiTest {
    @TempDir
    Path dir;

    private Process xvfb;

    @AfterEach
    void stopXvfb() {
        if (xvfb != null) {
            xvfb.destroy();
        }
    }

    @Test
    void the_table_display_paints_the_game_on_the_second_screen() throws Exception {
        String display = startTwoScreens();
        Path out = dir.resolve("child.out");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        ProcessBuilder child = new ProcessBuilder(
                        java.toString(),
                        "-Dawt.robot.gtk=false",
                        "-cp",
                        testClassPath(),
                        SecondScreenChild.class.getName(),
                        dir.toString())
                .redirectOutput(out.toFile())
                .redirectError(dir.resolve("child.err").toFile());
        child.environment().put("DISPLAY", display);
        Process program = child.start();
        assertThat(program.waitFor(90, TimeUnit.SECONDS)).as("the program ends").isTrue();
        List<String> said = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertThat(said).as(Files.readString(dir.resolve("child.err"))).contains("screens 2");
        assertThat(said)
                .as("the display opens on the screen the main window is not on")
                .anyMatch(l -> l.startsWith("device ") && l.endsWith(".1"));
        int colours = said.stream()
                .filter(l -> l.startsWith("colours "))
                .mapToInt(l -> Integer.parseInt(l.substring(8)))
                .findFirst()
                .orElse(0);
        // A board, ships and names in large type have many colours (anti-aliased text alone gives dozens).
        assertThat(colours)
                .as("colours of the table display on the second screen")
                .isGreaterThan(50);
    }

    /** Starts Xvfb with two 1920×1080 screens on a free display number. */
    private String startTwoScreens() throws IOException, InterruptedException {
        int first = 180 + (int) (ProcessHandle.current().pid() % 400);
        for (int n = first; n < first + 40; n++) {
            if (Files.exists(Path.of("/tmp/.X" + n + "-lock"))) {
                continue;
            }
            xvfb = new ProcessBuilder(
                            "Xvfb",
                            ":" + n,
                            "-nolisten",
                            "tcp",
                            "-screen",
                            "0",
                            "1920x1080x24",
                            "-screen",
                            "1",
                            "1920x1080x24")
                    .redirectErrorStream(true)
                    .redirectOutput(dir.resolve("xvfb.log").toFile())
                    .start();
            Path socket = Path.of("/tmp/.X11-unix/X" + n);
            for (int wait = 0; wait < 100 && xvfb.isAlive() && !Files.exists(socket); wait++) {
                xvfb.waitFor(100, TimeUnit.MILLISECONDS);
            }
            if (xvfb.isAlive() && Files.exists(socket)) {
                return ":" + n;
            }
            xvfb.destroy();
        }
        throw new IllegalStateException("no free display for Xvfb");
    }

    private static String testClassPath() {
        return List.of(System.getProperty("surefire.test.class.path", ""), System.getProperty("java.class.path"))
                .stream()
                .filter(s -> !s.isBlank())
                .findFirst()
                .orElseThrow();
    }
}
