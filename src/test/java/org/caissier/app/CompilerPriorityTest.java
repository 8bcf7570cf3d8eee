package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JIT's threads, and only they, are handed to renice; where that cannot be done, the start goes on as before. */
class CompilerPriorityTest {
    private final List<List<String>> started = new ArrayList<>();

    @Test
    void theCompilerThreadsAndNoOtherAreLowered(@TempDir Path tasks) throws IOException {
        thread(tasks, "101", "java");
        thread(tasks, "102", "C1 CompilerThre");
        thread(tasks, "103", "C2 CompilerThre");
        thread(tasks, "104", "AWT-EventQueue-");
        thread(tasks, "105", "class-preload");

        new CompilerPriority(tasks, 10, this::record).run();

        assertThat(started).containsExactly(List.of("renice", "-n", "10", "-p", "102", "103"));
    }

    @Test
    void withoutCompilerThreadsNothingIsStarted(@TempDir Path tasks) throws IOException {
        thread(tasks, "101", "java");
        Files.createDirectory(tasks.resolve("102")); // a thread that ended while the folder was read: no name left

        new CompilerPriority(tasks, 10, this::record).run();

        assertThat(started).isEmpty();
    }

    @Test
    void threadsAlreadyAsLowAreLeftAsTheyAre(@TempDir Path tasks) throws IOException {
        thread(tasks, "102", "C1 CompilerThre");
        thread(tasks, "103", "C2 CompilerThre");
        stat(tasks, "102", "C1 CompilerThre", 15); // the program was started with nice -n 15
        stat(tasks, "103", "C2 CompilerThre", 3);

        new CompilerPriority(tasks, 10, this::record).run();

        assertThat(started).containsExactly(List.of("renice", "-n", "10", "-p", "103"));
    }

    @Test
    void withTheQuickCompilerAloneNothingIsStarted(@TempDir Path tasks) throws IOException {
        thread(tasks, "101", "java");
        thread(tasks, "102", "C1 CompilerThre");

        new CompilerPriority(tasks, 10, this::record).run();

        assertThat(started).as("-XX:TieredStopAtLevel=1, as the installed program runs").isEmpty();
    }

    @Test
    void withoutProcNothingIsStarted(@TempDir Path dir) {
        new CompilerPriority(dir.resolve("no-proc"), 10, this::record).run();

        assertThat(started).isEmpty();
    }

    @Test
    void aSystemThatStartsNoProcessIsNoReasonToStop(@TempDir Path tasks) throws IOException {
        thread(tasks, "103", "C2 CompilerThre");
        CompilerPriority lower = new CompilerPriority(tasks, 10, command -> {
            throw new UnsupportedOperationException("this system starts no process"); // as ProcessBuilder may
        });

        assertThatCode(lower::run).as("the window opens all the same").doesNotThrowAnyException();
    }

    @Test
    void onLinuxTheSystemsReniceLowersTheThreadItIsGiven(@TempDir Path tasks) throws Exception {
        assumeThat(Path.of("/proc/self/task")).as("Linux").isDirectory();
        assumeThat(Stream.of(System.getenv("PATH").split(":")).map(d -> Path.of(d, "renice"))
                .anyMatch(Files::isExecutable)).as("renice on the PATH").isTrue();
        assumeThat(nice(ProcessHandle.current().pid())).as("the tests run at a nice value below 7").isLessThan(7);
        Process sleeper = new ProcessBuilder("sleep", "60").start();
        try {
            thread(tasks, Long.toString(sleeper.pid()), "C2 CompilerThre");
            CompilerPriority lower = new CompilerPriority(tasks, 7, command -> {
                Process renice = CompilerPriority.PROCESSES.start(command);
                try {
                    renice.waitFor();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return renice;
            });

            lower.run();

            assertThat(nice(sleeper.pid())).isEqualTo(7);
        } finally {
            sleeper.destroy();
        }
    }

    @Test
    void theSwitchSetsTheNiceValueOrTurnsItOff() {
        assertThat(CompilerPriority.configuredNice(null)).isEqualTo(CompilerPriority.NICE);
        assertThat(CompilerPriority.configuredNice("0")).as("off").isZero();
        assertThat(CompilerPriority.configuredNice(" 15 ")).isEqualTo(15);
        assertThat(CompilerPriority.configuredNice("40")).as("Linux's lowest priority").isEqualTo(19);
        assertThat(CompilerPriority.configuredNice("low")).isEqualTo(CompilerPriority.NICE);
    }

    private Process record(List<String> command) {
        started.add(command);
        return null;
    }

    /** A stat line as Linux writes it: the name in brackets, then the state, and the nice value 19th. */
    private static void stat(Path tasks, String id, String name, int nice) throws IOException {
        Files.writeString(tasks.resolve(id).resolve("stat"),
                id + " (" + name + ") S 1 1 1 0 -1 4194368 0 0 0 0 3 1 0 0 "
                        + (20 + nice) + " " + nice + " 40 0 41 0\n");
    }

    private static void thread(Path tasks, String id, String name) throws IOException {
        Files.writeString(Files.createDirectory(tasks.resolve(id)).resolve("comm"), name + "\n");
    }

    /** The 19th field of /proc/PID/stat, counted after the name in brackets, which may hold spaces. */
    private static int nice(long pid) throws IOException {
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Integer.parseInt(fields[16]);
    }
}
