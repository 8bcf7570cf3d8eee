package org.caissier.table;

/**
 * A player's PIN: at least six digits (a new game asks for {@value #NEW_GAME_DIGITS}; older saves were sealed with
 * six). It opens the sealed lines of one journal (see {@link LineSeal}); it is
 * never written anywhere and never printed.
 */
public final class Pin {
    public static final int MIN_DIGITS = 6;
    /** What a new game's PIN needs: a hundred million guesses, each costing an Argon2id derivation. */
    public static final int NEW_GAME_DIGITS = 8;

    private final char[] digits;

    private Pin(char[] digits) {
        this.digits = digits;
    }

    /**
     * The PIN typed; refused unless it is at least {@value #MIN_DIGITS} digits 0 to 9 and nothing else.
     *
     * @throws IllegalArgumentException naming what is wrong (and never the PIN itself)
     */
    public static Pin of(CharSequence typed) {
        if (typed.length() < MIN_DIGITS) {
            throw new IllegalArgumentException("a PIN is at least " + MIN_DIGITS + " digits");
        }
        char[] digits = new char[typed.length()];
        for (int i = 0; i < typed.length(); i++) {
            char c = typed.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("a PIN is made of the digits 0 to 9 only");
            }
            digits[i] = c;
        }
        return new Pin(digits);
    }

    /** How many digits it has. */
    public int length() {
        return digits.length;
    }

    /** A copy of the digits, for the key derivation, which clears it after use. */
    char[] digits() {
        return digits.clone();
    }

    @Override
    public String toString() {
        return "Pin[******]";
    }
}
