package org.caissier.table;

/**
 * How many players (or crews) a game takes, declared once by its module: the module's setup rule checks it and
 * the new-game dialog offers as many rows.
 */
public record Seats(int min, int max) {
    /** No upper bound the rules name. */
    public static final int UNBOUNDED = Integer.MAX_VALUE;

    public Seats {
        if (min < 1 || max < min) {
            throw new IllegalArgumentException("seats " + min + " to " + max);
        }
    }

    public static Seats between(int min, int max) {
        return new Seats(min, max);
    }

    public static Seats atLeast(int min) {
        return new Seats(min, UNBOUNDED);
    }

    public boolean allows(int count) {
        return count >= min && count <= max;
    }

    public boolean bounded() {
        return max != UNBOUNDED;
    }
}
