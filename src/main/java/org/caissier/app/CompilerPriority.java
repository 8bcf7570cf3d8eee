package org.caissier.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Lowers the priority of the JVM's JIT compiler threads (on Linux: raises their nice value with the system's
 * {@code renice}) so that they compile in the time the window's threads leave them. Java ignores thread priorities
 * on Linux and offers no way to reach the JVM's own threads; on a two-core machine the two compilers took a core
 * from the EDT while it built and painted the first window (it waited 80 ms for a core, against 23 ms in a bare
 * FlatLaf window), and with them lowered the plain jar paints about 12 % sooner (docs/performance.md). Their work
 * is not lost: it is done when a core is free, which at a game table is nearly always. With the shipped options
 * (the quick compiler alone, on one thread) nothing is done: there it gains nothing measurable.
 * <p>
 * Best effort: without {@code /proc} (Windows, macOS) or without {@code renice} nothing happens, and
 * {@code -Dcaissier.compilerNice=0} turns it off.
 */
final class CompilerPriority implements Runnable {
    /** The system property that sets the compilers' nice value; 0 leaves them as they are. */
    static final String SWITCH = "caissier.compilerNice";
    /** The nice value by default: the compilers still get a tenth of a busy core. */
    static final int NICE = 10;

    /** Starts a command and returns at once, without waiting for it to end. */
    interface Spawner {
        Process start(List<String> command) throws IOException;
    }

    /** The system's: a process whose output goes nowhere. */
    static final Spawner PROCESSES = command -> new ProcessBuilder(command)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();

    private final Path tasks;
    private final int nice;
    private final Spawner spawner;

    CompilerPriority(Path tasks, int nice, Spawner spawner) {
        this.tasks = tasks;
        this.nice = nice;
        this.spawner = spawner;
    }

    /** Lowers this JVM's compiler threads, on a daemon thread of its own: starting a process takes milliseconds. */
    static void lowerInBackground() {
        int nice = configuredNice(System.getProperty(SWITCH));
        if (nice <= 0) {
            return;
        }
        Thread thread = new Thread(new CompilerPriority(Path.of("/proc/self/task"), nice, PROCESSES),
                "compiler-priority");
        thread.setDaemon(true);
        thread.start();
    }

    /** The nice value {@code -Dcaissier.compilerNice} asks for (0 or less: none), {@link #NICE} by default. */
    static int configuredNice(String property) {
        try {
            return property == null ? NICE : Math.min(Integer.parseInt(property.strip()), 19);
        } catch (NumberFormatException e) {
            return NICE;
        }
    }

    /**
     * The {@code renice} command for the compiler threads among {@code tasks} (one folder per thread, named by its
     * id, its name in {@code comm}), if the optimising compiler (C2) is among them.
     */
    Optional<List<String>> command() throws IOException {
        if (!Files.isDirectory(tasks)) {
            return Optional.empty();
        }
        List<String> ids = new ArrayList<>();
        boolean optimising = false;
        try (DirectoryStream<Path> threads = Files.newDirectoryStream(tasks)) {
            for (Path thread : threads) {
                String name = name(thread.resolve("comm"));
                if (name.startsWith("C1 Compiler") || name.startsWith("C2 Compiler")) {
                    optimising |= name.startsWith("C2");
                    // Already as low or lower (the program started with nice): left so, never raised.
                    if (niceOf(thread.resolve("stat")) < nice) {
                        ids.add(thread.getFileName().toString());
                    }
                }
            }
        }
        // With the quick compiler alone (the shipped options, -XX:TieredStopAtLevel=1) lowering it gains nothing
        // measurable, and starting renice costs the start about 15 ms of CPU.
        if (!optimising || ids.isEmpty()) {
            return Optional.empty();
        }
        ids.sort(null);
        List<String> command = new ArrayList<>(List.of("renice", "-n", Integer.toString(nice), "-p"));
        command.addAll(ids);
        return Optional.of(command);
    }

    /** A thread's nice value, the 19th field of its {@code stat} (counted after the name, which may hold spaces). */
    private static int niceOf(Path stat) {
        try {
            String text = Files.readString(stat, StandardCharsets.UTF_8);
            String[] fields = text.substring(text.lastIndexOf(')') + 2).split(" ");
            return Integer.parseInt(fields[16]);
        } catch (IOException | RuntimeException e) {
            return 0; // unknown: as Java starts its threads
        }
    }

    /** A thread's name: HotSpot's compilers are "C1 CompilerThread0", "C2 CompilerThread1"… (15 characters kept). */
    private static String name(Path comm) {
        try {
            return Files.readString(comm, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return ""; // the thread has ended since the folder was listed
        }
    }

    @Override
    public void run() {
        try {
            Optional<List<String>> command = command();
            if (command.isPresent()) {
                spawner.start(command.get());
            }
        } catch (IOException | RuntimeException e) {
            // The compilers keep their priority: the start is a little slower, nothing else changes.
        }
    }
}
