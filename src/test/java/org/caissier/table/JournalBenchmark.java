package org.caissier.table;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.caissier.longcours.LongCoursModule;
import org.caissier.table.counter.CounterGame;

/**
 * How long a command takes from the command bar to the disk (apply + journal append + fsync), and how long a
 * long game takes to load (replaying a 10 000-command journal). Not a test: run it by hand, from the top folder:
 *
 * <pre>
 * mvn -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) org.caissier.table.JournalBenchmark [N] [DIR]
 * </pre>
 *
 * N is the number of timed commands (default 2000); DIR the folder the journals go in (default target/bench).
 * DIR must be on the disk the journals will really live on: on a tmpfs, fsync costs nothing and the figures lie.
 * Results are written down in docs/performance.md.
 */
public final class JournalBenchmark {
    private static final int WARM_UP = 300;
    private static final int REPLAY_COMMANDS = 10_000;
    private static final int REPLAY_RUNS = 7;

    /**
     * A game to measure: its registry, its game line, and its i-th command (a valid game, however long).
     */
    record Workload(String name, Games games, String gameLine, IntFunction<String> command) {}

    private JournalBenchmark() {}

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        Path dir = Path.of(args.length > 1 ? args[1] : "target/bench");
        Files.createDirectories(dir);
        for (Workload w : List.of(counter(), longCours())) {
            System.out.println("== " + w.name());
            Path work = Files.createTempDirectory(dir, "run");
            try {
                submitWithFsync(w, work, n);
                applyOnly(w, n * 20);
                replay(w, work);
            } finally {
                try (Stream<Path> files = Files.walk(work)) {
                    for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(p);
                    }
                }
            }
        }
    }

    /** The kernel alone: a test game whose rules cost almost nothing. */
    static Workload counter() {
        return new Workload(
                "counter (kernel only)", CounterGame.games(), "game counter Ann Bob Zoé", i -> switch (i % 3) {
                    case 0 -> "add Ann " + (i % 10);
                    case 1 -> "roll Bob " + (1 + i % 6) + " dice=virtual";
                    default -> "add Zoé 1";
                });
    }

    /**
     * Long Cours: round 1, then turn after turn each captain buys 1 M, resells it and ends his turn, a
     * game that stays valid however long it runs.
     */
    static Workload longCours() {
        List<String> round1 = List.of(
                "place Ann Marseille",
                "buy Ann 1",
                "end Ann",
                "place Bob Londres",
                "buy Bob 1",
                "end Bob",
                "place Cid Yokohama",
                "buy Cid 1",
                "end Cid");
        String[] names = {"Ann", "Bob", "Cid"};
        return new Workload(
                "long-cours", new Games(List.of(new LongCoursModule())), "game long-cours Ann Bob Cid", i -> {
                    if (i < round1.size()) {
                        return round1.get(i);
                    }
                    int j = i - round1.size();
                    String who = names[(j / 3) % 3];
                    // Each resells the good of his own port (fruit, wool, cloth), so cash only grows.
                    int face = new int[] {2, 3, 5}[(j / 3) % 3];
                    return switch (j % 3) {
                        case 0 -> "buy " + who + " 1";
                        case 1 -> "resell " + who + " " + face + " dice=virtual";
                        default -> "end " + who;
                    };
                });
    }

    private static void submitWithFsync(Workload w, Path work, int n) throws IOException {
        long[] nanos = new long[n];
        try (Session<?, ?> s = create(work.resolve("submit.caissier"), w.games().start(w.gameLine(), work))) {
            for (int i = 0; i < WARM_UP; i++) {
                s.submit(w.command().apply(i));
            }
            for (int i = 0; i < n; i++) {
                String line = w.command().apply(WARM_UP + i);
                long start = System.nanoTime();
                s.submit(line);
                nanos[i] = System.nanoTime() - start;
            }
        }
        report("submit (parse + apply + append + fsync), " + n + " commands", nanos);
    }

    private static <S, C extends Command> Session<S, C> create(Path file, StartedGame<S, C> game) throws IOException {
        return Session.create(file, game);
    }

    private static void applyOnly(Workload w, int n) {
        applyOnly(w.games().start(w.gameLine(), null), w, n);
    }

    private static <S, C extends Command> void applyOnly(StartedGame<S, C> game, Workload w, int n) {
        S state = game.initial();
        long[] nanos = new long[n];
        for (int i = 0; i < n; i++) {
            String line = w.command().apply(i);
            long start = System.nanoTime();
            state = game.rules().applyLine(state, line);
            nanos[i] = System.nanoTime() - start;
        }
        report("parse + apply only (no disk), " + n + " commands", nanos);
    }

    private static void replay(Workload w, Path work) throws Exception {
        Path file = work.resolve("replay.caissier");
        List<String> lines = new ArrayList<>(List.of(JournalFile.MAGIC, w.gameLine()));
        for (int i = 0; i < REPLAY_COMMANDS; i++) {
            lines.add(w.command().apply(i));
        }
        Journal.create(file, lines).close();
        long[] nanos = new long[REPLAY_RUNS + 2];
        for (int run = 0; run < nanos.length; run++) {
            long start = System.nanoTime();
            try (Session<?, ?> s = Session.open(file, w.games())) {
                nanos[run] = System.nanoTime() - start;
                if (s.history().size() != REPLAY_COMMANDS) {
                    throw new IllegalStateException("replay lost commands");
                }
            }
        }
        // The first two runs warm the JIT; a player opening a game gets the cold figure, so both are shown.
        System.out.printf(
                "Session.open of a %d-command journal (%d bytes): first (cold) %.1f ms%n",
                REPLAY_COMMANDS, Files.size(file), nanos[0] / 1e6);
        report(
                "Session.open of a " + REPLAY_COMMANDS + "-command journal, warm runs",
                Arrays.copyOfRange(nanos, 2, nanos.length));

        // Undo and redo rewrite the whole file (new file, fsync, rename): their cost grows with the game.
        long[] undoRedo = new long[20];
        try (Session<?, ?> s = Session.open(file, w.games())) {
            for (int i = 0; i < undoRedo.length; i++) {
                long start = System.nanoTime();
                s.undo();
                s.redo();
                undoRedo[i] = (System.nanoTime() - start) / 2;
            }
        }
        report("undo or redo on a " + REPLAY_COMMANDS + "-command journal (whole-file rewrite)", undoRedo);
    }

    private static void report(String what, long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        String p99 = sorted.length >= 100 ? ", p99 " + time(sorted[(int) Math.ceil(sorted.length * 0.99) - 1]) : "";
        System.out.printf(
                "%s: median %s%s, max %s%n",
                what, time(sorted[sorted.length / 2]), p99, time(sorted[sorted.length - 1]));
    }

    private static String time(long nanos) {
        return nanos >= 1_000_000 ? String.format("%.2f ms", nanos / 1e6) : String.format("%.1f µs", nanos / 1e3);
    }
}
