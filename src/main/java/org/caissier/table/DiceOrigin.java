package org.caissier.table;

import java.util.Locale;
import java.util.Optional;

/** Where the faces of a roll came from; recorded with the roll as {@code dice=virtual|typed|box}. */
public enum DiceOrigin {
    /** Rolled by the program on screen. */
    VIRTUAL,
    /** Real dice rolled at the table and typed in. */
    TYPED,
    /** The dice/button box on the serial port. */
    BOX;

    // Made once: every roll of a replayed game writes its token again. (String.concat, not +: opening a saved game
    // is often the first string concatenation of the program run, whose set-up takes milliseconds.)
    private final String word = name().toLowerCase(Locale.ROOT);
    private final String token = "dice=".concat(word);

    public String word() {
        return word;
    }

    /** The {@code dice=...} word of a command line. */
    public String token() {
        return token;
    }

    /** Reads a {@code dice=...} word, or nothing if the word is not one. */
    public static Optional<DiceOrigin> fromToken(String word) {
        if (word.indexOf('=') < 0) {
            return Optional.empty(); // every other word of a line: no need to fold its case
        }
        String lower = word.toLowerCase(Locale.ROOT);
        if (!lower.startsWith("dice=") && !lower.startsWith("des=")) {
            return Optional.empty();
        }
        String value = word.substring(word.indexOf('=') + 1);
        for (DiceOrigin o : values()) {
            if (o.word().equalsIgnoreCase(value)) {
                return Optional.of(o);
            }
        }
        throw RuleViolation.syntaxOf("table.dice.unknownOrigin", value);
    }
}
