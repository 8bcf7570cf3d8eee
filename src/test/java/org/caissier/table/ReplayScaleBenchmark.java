package org.caissier.table;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How the cost of opening a game grows with its length: a Long Cours journal of N commands (the workload of
 * {@link JournalBenchmark#longCours()}) opened with {@code Session.open}, first in this JVM (cold, what a player
 * gets) and then warm. Not a test; run one JVM per length (docs/performance.md):
 * <pre>
 * mvn -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * for n in 1000 10000 100000; do
 *   java -cp target/classes:target/test-classes:$(cat target/cp.txt) org.caissier.table.ReplayScaleBenchmark $n
 * done
 * </pre>
 */
public final class ReplayScaleBenchmark {
    private ReplayScaleBenchmark() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        JournalBenchmark.Workload w = JournalBenchmark.longCours();
        Path dir = Files.createTempDirectory("caissier-replay");
        Path file = write(w, n, dir);
        long[] nanos = new long[7];
        for (int run = 0; run < nanos.length; run++) {
            long start = System.nanoTime();
            try (Session<?, ?> s = Session.open(file, w.games())) {
                nanos[run] = System.nanoTime() - start;
                if (s.history().size() != n) {
                    throw new IllegalStateException("replay lost commands");
                }
            }
        }
        long[] warm = Arrays.copyOfRange(nanos, 2, nanos.length);
        Arrays.sort(warm);
        System.out.printf(
                "%d commands (%d kB): cold %.1f ms, warm median %.1f ms, %.2f µs per command warm%n",
                n,
                Files.size(file) / 1024,
                nanos[0] / 1e6,
                warm[warm.length / 2] / 1e6,
                warm[warm.length / 2] / 1e3 / n);
        try (var left = Files.list(dir)) {
            // The journal and its lock file.
            for (Path p : left.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    /** A Long Cours journal of {@code n} commands in {@code dir}, as the program writes them. */
    public static Path longCoursJournal(int n, Path dir) throws Exception {
        return write(JournalBenchmark.longCours(), n, dir);
    }

    static Path write(JournalBenchmark.Workload w, int n, Path dir) throws Exception {
        Path file = dir.resolve("long-" + n + ".caissier");
        List<String> lines = new ArrayList<>(n + 2);
        lines.add(JournalFile.MAGIC);
        lines.add(w.gameLine());
        for (int i = 0; i < n; i++) {
            lines.add(w.command().apply(i));
        }
        Journal.create(file, lines).close();
        return file;
    }
}
