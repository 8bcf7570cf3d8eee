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

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The {@code dice=...} word of a command line. */
    public String token() {
        return "dice=" + word();
    }

    /** Reads a {@code dice=...} word, or nothing if the word is not one. */
    public static Optional<DiceOrigin> fromToken(String word) {
        if (!word.toLowerCase(Locale.ROOT).startsWith("dice=") && !word.toLowerCase(Locale.ROOT).startsWith("des=")) {
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
