package org.caissier.cup;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * How long the standings take to recompute: a 16-crew tournament, all 120 round-robin results entered in a
 * seeded random order, each followed by a correction of an earlier result, the standings (points, C11.1(a),
 * sail-offs due, finalists) computed again after every line. Not a test: run it by hand, from the top folder:
 *
 * <pre>
 * mvn -B -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) org.caissier.cup.CupStandingsBenchmark [RUNS]
 * </pre>
 *
 * Results are written down in docs/performance.md.
 */
public final class CupStandingsBenchmark {
    private static final int CREWS = 16;

    private CupStandingsBenchmark() {}

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= CREWS; i++) {
            names.add("Crew" + i);
        }
        TournamentRules rules = new TournamentRules();
        List<Long> timings = new ArrayList<>();
        for (int run = 0; run < runs; run++) {
            boolean timed = run >= runs / 4;
            TournamentState state = rules.start(names.stream().map(Crew::named).toList(), 1);
            List<String> lines = lines(state, new Random(run));
            for (String line : lines) {
                long start = System.nanoTime();
                state = rules.applyLine(state, line);
                Standings standings = Standings.of(state);
                long took = System.nanoTime() - start;
                if (standings.places().size() != CREWS) {
                    throw new IllegalStateException("lost a crew");
                }
                if (timed) {
                    timings.add(took);
                }
            }
        }
        long[] sorted = timings.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf(
                "%d crews, %d lines per tournament (results and corrections), %d timed lines%n",
                CREWS, sorted.length / (runs - runs / 4), sorted.length);
        System.out.printf(
                "apply + standings: median %.1f µs, p99 %.1f µs, max %.1f µs, mean %.1f µs%n",
                sorted[sorted.length / 2] / 1e3,
                sorted[(int) (sorted.length * 0.99)] / 1e3,
                sorted[sorted.length - 1] / 1e3,
                Arrays.stream(sorted).average().orElse(0) / 1e3);
    }

    /** Every scheduled match once, in a random order, each result after the first followed by a correction. */
    private static List<String> lines(TournamentState state, Random random) {
        List<Berger.Pairing> pairs = new ArrayList<>();
        state.schedule().forEach(r -> pairs.addAll(r.pairings()));
        Collections.shuffle(pairs, random);
        List<String> lines = new ArrayList<>();
        List<Berger.Pairing> entered = new ArrayList<>();
        for (Berger.Pairing p : pairs) {
            boolean firstWins = random.nextBoolean();
            lines.add("result " + (firstWins ? p.first() + " " + p.second() : p.second() + " " + p.first()));
            entered.add(p);
            Berger.Pairing earlier = entered.get(random.nextInt(entered.size()));
            boolean swap = random.nextBoolean();
            lines.add("correct "
                    + (swap ? earlier.first() + " " + earlier.second() : earlier.second() + " " + earlier.first()));
        }
        return lines;
    }
}
