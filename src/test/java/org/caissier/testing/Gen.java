package org.caissier.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;

/**
 * Small generators for {@link Cases}. Bounds come up more often than a uniform draw would give them (one draw in
 * eight), because that is where mistakes live: empty lists, the largest number, the first face.
 */
public final class Gen {
    private Gen() {}

    /** An int in [min, max], the bounds favoured. */
    public static int between(Random r, int min, int max) {
        return switch (r.nextInt(16)) {
            case 0 -> min;
            case 1 -> max;
            default -> min + (int) (r.nextDouble() * ((long) max - min + 1));
        };
    }

    /** A long in [min, max], the bounds favoured. */
    public static long between(Random r, long min, long max) {
        return switch (r.nextInt(16)) {
            case 0 -> min;
            case 1 -> max;
            default -> min + (long) (r.nextDouble() * ((double) max - min + 1));
        };
    }

    public static <T> T oneOf(Random r, List<T> values) {
        return values.get(r.nextInt(values.size()));
    }

    @SafeVarargs
    public static <T> T oneOf(Random r, T... values) {
        return values[r.nextInt(values.length)];
    }

    public static <E extends Enum<E>> E oneOf(Random r, Class<E> type) {
        return oneOf(r, type.getEnumConstants());
    }

    /** Null with the given probability, else the element. */
    public static <T> T orNull(Random r, double nullProbability, Function<Random, T> element) {
        return r.nextDouble() < nullProbability ? null : element.apply(r);
    }

    /** A list of min to max elements, its length's bounds favoured. */
    public static <T> List<T> listOf(Random r, int min, int max, Function<Random, T> element) {
        int size = between(r, min, max);
        List<T> list = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            list.add(element.apply(r));
        }
        return list;
    }

    /** A string of up to max characters drawn from {@code alphabet}. */
    public static String string(Random r, int min, int max, String alphabet) {
        int size = between(r, min, max);
        StringBuilder b = new StringBuilder(size);
        for (int i = 0; i < size; i++) {
            b.append(alphabet.charAt(r.nextInt(alphabet.length())));
        }
        return b.toString();
    }

    /** Every character from first to last, inclusive, as an alphabet for {@link #string}. */
    public static String range(char first, char last) {
        StringBuilder b = new StringBuilder();
        for (char c = first; c <= last; c++) {
            b.append(c);
        }
        return b.toString();
    }

    public static byte[] bytes(Random r, int max) {
        byte[] bytes = new byte[between(r, 0, max)];
        r.nextBytes(bytes);
        return bytes;
    }
}
