package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Kills a process that is writing a journal (SIGKILL, at seeded random points) and checks that every command it
 * said was applied is still there, and that the journal opens: at most a torn last line, dropped with a warning.
 */
class JournalCrashTest {
    private static final int ROUNDS = 6;

    @TempDir
    Path dir;

    @Test
    void killing_the_program_loses_no_command_it_reported_and_the_journal_still_opens() throws Exception {
        Path journal = dir.resolve("crash.caissier");
        Random random = new Random(20261121L);
        int reported = 0;
        for (int round = 1; round <= ROUNDS; round++) {
            int linesBeforeKill = 1 + random.nextInt(150);
            reported = Math.max(reported, runAndKill(journal, linesBeforeKill, round));

            JournalFile read = JournalFile.read(journal);
            int held = read.entries().size();
            assertThat(held)
                    .as("round %d: commands on disk vs. reported applied", round)
                    .isGreaterThanOrEqualTo(reported);
            assertThat(read.entries())
                    .extracting(JournalFile.Entry::text)
                    .as("round %d: every command in order, none twice", round)
                    .isEqualTo(IntStream.rangeClosed(1, held)
                            .mapToObj(k -> "add Ann " + k)
                            .toList());

            try (Session<?, ?> opened = Session.open(journal, CounterGame.games())) {
                assertThat(((CounterState) opened.state()).score("Ann")).isEqualTo(held * (held + 1) / 2);
                assertThat(opened.warnings()).allMatch(w -> w.contains("cut short"));
            }
        }
    }

    /** Starts the child on the journal, reads {@code lines} reports from it, kills it; returns the last report. */
    private int runAndKill(Path journal, int lines, int round) throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Path errors = dir.resolve("child-" + round + ".err");
        Process child = new ProcessBuilder(
                        java.toString(), "-cp", testClassPath(), JournalCrashChild.class.getName(), journal.toString())
                .redirectError(errors.toFile())
                .start();
        int last = 0;
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            for (int i = 0; i < lines; i++) {
                String line = out.readLine();
                if (line == null) {
                    child.waitFor();
                    throw new AssertionError(
                            "round " + round + ": the child stopped by itself: " + Files.readString(errors));
                }
                last = Integer.parseInt(line.strip());
            }
            child.destroyForcibly();
            child.waitFor();
        } finally {
            child.destroyForcibly();
        }
        return last;
    }

    private static String testClassPath() {
        return List.of(System.getProperty("surefire.test.class.path", ""), System.getProperty("java.class.path"))
                .stream()
                .filter(s -> !s.isBlank())
                .findFirst()
                .orElseThrow();
    }
}
