package org.caissier.table;

import java.util.Optional;

/**
 * The options of a {@code game ID ...} line: words {@code KEY=VALUE} ({@code board=FILE}, {@code table=FILE},
 * {@code crews=FILE}, {@code legs=N} ...), each option known under its English and French keys, in any case and
 * with or without accents. One reading for every game; the other words (players, flags) are the game's own.
 */
public final class GameOptions {
    private GameOptions() {}

    /**
     * The value of {@code word} when it is one of these options, else nothing. The value may be empty
     * ({@code board=}): the game says what it needs there.
     */
    public static Optional<String> value(String word, String... keys) {
        int eq = word.indexOf('=');
        if (eq <= 0) {
            return Optional.empty();
        }
        String key = Names.fold(word.substring(0, eq));
        for (String k : keys) {
            if (Names.fold(k).equals(key)) {
                return Optional.of(word.substring(eq + 1));
            }
        }
        return Optional.empty();
    }

    /** As {@link #value}, an empty value refused: {@code crews=} names no file. */
    public static Optional<String> required(String word, String... keys) {
        Optional<String> v = value(word, keys);
        if (v.isPresent() && v.get().isEmpty()) {
            throw RuleViolation.syntaxOf("table.option.noValue", keys[0]);
        }
        return v;
    }
}
