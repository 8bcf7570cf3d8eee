package org.caissier.testing;

import java.util.Random;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * Runs a property over generated cases. Each case is made from its own seed by a plain {@link Random}, so a
 * failure names that seed and the case; {@code -Dcaissier.seed=S} then runs exactly that case again (and only it),
 * with a debugger if need be. Without the property each run draws fresh seeds, so the suite keeps exploring.
 */
public final class Cases {
    /** The system property that replays one case. */
    public static final String SEED_PROPERTY = "caissier.seed";

    /** The check made on each case; it may throw anything, which is reported with the case. */
    @FunctionalInterface
    public interface Check<T> {
        void accept(T value) throws Exception;
    }

    private final Long replay;
    private final SplittableRandom seeds;

    Cases(Long replay, SplittableRandom seeds) {
        this.replay = replay;
        this.seeds = seeds;
    }

    /** Cases seeded as the {@value #SEED_PROPERTY} system property says, or fresh ones. */
    public static Cases fromSystem() {
        String given = System.getProperty(SEED_PROPERTY, "").trim();
        return new Cases(given.isEmpty() ? null : Long.parseLong(given), new SplittableRandom());
    }

    /** Shorthand: {@code tries} cases of {@code generator}, each given to {@code check}. */
    public static <T> void forAll(int tries, Function<Random, T> generator, Check<T> check) {
        fromSystem().run(tries, generator, check);
    }

    public <T> void run(int tries, Function<Random, T> generator, Check<T> check) {
        if (replay != null) {
            one(replay, 1, 1, generator, check);
            return;
        }
        for (int i = 1; i <= tries; i++) {
            one(seeds.nextLong(), i, tries, generator, check);
        }
    }

    private static <T> void one(long seed, int index, int tries, Function<Random, T> generator, Check<T> check) {
        T value = generator.apply(new Random(seed));
        try {
            check.accept(value);
        } catch (Throwable failure) {
            String message = "case " + index + " of " + tries + " failed; seed " + seed + " (rerun it with -D"
                    + SEED_PROPERTY + "=" + seed + ")\ncase: " + describe(value) + "\n" + failure;
            throw new AssertionError(message, failure);
        }
    }

    private static String describe(Object value) {
        String text = String.valueOf(value);
        return text.length() > 4000 ? text.substring(0, 4000) + "… (" + text.length() + " characters)" : text;
    }
}
