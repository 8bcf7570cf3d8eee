package org.caissier.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.caissier.phone.GoldenGames;
import org.caissier.ui.game.GameRegistry;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The seeded explorer ({@link Explorer}) over every game of the build: from a new game and from each of the game's
 * golden journals, steps a user could take, every check after each. In CI one seed of about 40 steps a game; before
 * a release a longer run, {@code -Dexplore.seeds=20 -Dexplore.steps=300} (docs/architecture.md). A run writes its
 * report — the seeds, the steps, the checks made — to {@code target/explorer/GAME.txt}. A fault names its seed:
 * {@code -Dexplore.seed=S -Dexplore.seeds=1 -Dexplore.game=GAME} with the same steps takes the same steps again.
 */
@GuiTest
// In CI on its own display, beside the screen tests: .ci/run, "the other lane".
@Tag("explorer")
class ExplorerGuiTest {
    private static final int STEPS = Integer.getInteger("explore.steps", 40);
    private static final int SEEDS = Integer.getInteger("explore.seeds", 1);
    private static final long FIRST_SEED = Long.getLong("explore.seed", 1);
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    /** The PIN of the Espion game the explorer starts (a test fixture, nothing secret). */
    private static final String NEW_PIN = "13579024";
    /** Games are sealed at the cheapest cost: the explorer types the spy's PIN now and then. */
    private static final GameRegistry GAMES = CheapSeal.registry();

    @TempDir
    Path home;

    static Stream<String> games() {
        String only = System.getProperty("explore.game");
        return GAMES.plugins().stream().map(p -> p.id()).filter(id -> only == null || only.equals(id));
    }

    @ParameterizedTest
    @MethodSource("games")
    void every_step_a_user_can_take_leaves_the_window_whole_and_the_journal_true(String game) throws Exception {
        List<String> faults = new ArrayList<>();
        Map<String, Integer> checks = new LinkedHashMap<>();
        Map<String, Long> millis = new LinkedHashMap<>();
        Map<String, Long> cpuMillis = new LinkedHashMap<>();
        int steps = 0;
        int dialogs = 0;
        List<String> runs = new ArrayList<>();
        long began = System.nanoTime();
        long cpuBegan = ExplorerChecks.cpuNanos();
        for (long seed = FIRST_SEED; seed < FIRST_SEED + SEEDS; seed++) {
            Path dir = Files.createDirectories(home.resolve(game + "-" + seed));
            List<Explorer.Start> starts = starts(game, dir);
            try (Explorer explorer = new Explorer(dir, GAMES)) {
                int each = Math.max(1, STEPS / starts.size());
                String replay = "-Dexplore.seed=" + seed + " -Dexplore.seeds=1 -Dexplore.steps=" + STEPS
                        + " -Dexplore.game=" + game;
                try {
                    for (int i = 0; i < starts.size(); i++) {
                        int here = i == 0 ? STEPS - each * (starts.size() - 1) : each;
                        explorer.explore(game, starts.get(i), seed * 1000 + i, Math.max(1, here), replay);
                    }
                    runs.add("seed " + seed + ": " + explorer.steps() + " steps, passed");
                } catch (Explorer.Fault f) {
                    faults.add(f.getMessage());
                    runs.add("seed " + seed + ": " + explorer.steps() + " steps, FAULT\n" + f.getMessage());
                }
                steps += explorer.steps();
                dialogs += explorer.dialogsOpened();
                explorer.checksMade().forEach((k, v) -> checks.merge(k, v, Integer::sum));
                explorer.millis().forEach((k, v) -> millis.merge(k, v, Long::sum));
                explorer.cpuMillis().forEach((k, v) -> cpuMillis.merge(k, v, Long::sum));
            }
        }
        report(
                game,
                runs,
                steps,
                dialogs,
                checks,
                millis,
                cpuMillis,
                (System.nanoTime() - began) / 1_000_000_000L,
                (ExplorerChecks.cpuNanos() - cpuBegan) / 1_000_000_000L);
        assertThat(faults)
                .as("faults the explorer found (each with its seed and steps)")
                .isEmpty();
    }

    /**
     * Where the explorer begins in a game: a new game (Espion's with the spy's start sealed behind a known PIN), then
     * each golden journal of the game, copied.
     */
    private static List<Explorer.Start> starts(String game, Path dir) throws Exception {
        List<Explorer.Start> starts = new ArrayList<>();
        List<Path> golden = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(GOLDEN, "*.caissier")) {
            for (Path f : files) {
                if (gameLine(f).split(" ")[1].equals(game)) {
                    golden.add(f);
                }
            }
        }
        golden.sort(null);
        if (game.equals("espion")) {
            Path script = Files.writeString(
                    dir.resolve("new-espion.cmd"), "game espion Anna Bruno territory=25\n" + "start Anna Nozay\n");
            Path file = EspionJournals.sealed(
                    dir.resolve("new-espion.caissier"), "0a1b2c3d4e5f60718293a4b5", NEW_PIN, CheapSeal.KDF, script);
            starts.add(new Explorer.Start("a new game", null, file, NEW_PIN));
        } else if (!golden.isEmpty()) {
            starts.add(new Explorer.Start("a new game", gameLine(golden.get(0)), null, null));
        }
        for (Path f : golden) {
            String name = f.getFileName().toString().replace(".caissier", "");
            Path copy = Files.copy(f, dir.resolve(f.getFileName()));
            starts.add(new Explorer.Start("golden/" + f.getFileName(), null, copy, GoldenGames.ESPION_PINS.get(name)));
        }
        return starts;
    }

    private static String gameLine(Path journal) throws IOException {
        return Files.readAllLines(journal, StandardCharsets.UTF_8).stream()
                .filter(l -> l.startsWith("game "))
                .findFirst()
                .orElseThrow();
    }

    /**
     * The run's report in {@code target/explorer/GAME.txt} ({@code GAME-from-S.txt} for a run from seed S): seeds,
     * steps, dialogs, the checks made, any fault.
     */
    private static void report(
            String game,
            List<String> runs,
            int steps,
            int dialogs,
            Map<String, Integer> checks,
            Map<String, Long> millis,
            Map<String, Long> cpuMillis,
            long seconds,
            long cpu)
            throws IOException {
        StringBuilder b = new StringBuilder("explorer: " + game + ", " + SEEDS + " seed(s) from " + FIRST_SEED + " × "
                + STEPS + " steps: " + steps + " steps taken, " + dialogs + " dialogs opened and checked, in "
                + seconds + " s (" + cpu + " s of the processor)\nchecks made:\n");
        checks.forEach(
                (k, v) -> b.append("  ").append(v).append(" × ").append(k).append('\n'));
        b.append("time (ms): ").append(millis).append('\n');
        b.append("processor (ms): ").append(cpuMillis).append('\n');
        b.append("runs:\n");
        runs.forEach(r -> b.append("  ").append(r).append('\n'));
        Path dir = Files.createDirectories(Path.of("target", "explorer"));
        // A run that goes on from another seed (after one cut short) keeps the report of the run before it.
        String name = game + (FIRST_SEED == 1 ? "" : "-from-" + FIRST_SEED) + ".txt";
        Files.writeString(dir.resolve(name), b.toString(), StandardCharsets.UTF_8);
        System.out.println(b);
    }
}
