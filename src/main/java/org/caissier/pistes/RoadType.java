package org.caissier.pistes;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.table.RuleTexts;

/** The three road colours that count, with their movement multipliers (PI-MOVE-1). */
public enum RoadType {
    R('R', 3),
    J('J', 4),
    B('B', 5);

    private final char letter;
    private final int multiplier;

    RoadType(char letter, int multiplier) {
        this.letter = letter;
        this.multiplier = multiplier;
    }

    /** The letter of the printed rules: R, J, B. */
    public char letter() {
        return letter;
    }

    public int multiplier() {
        return multiplier;
    }

    public String colour(Locale locale) {
        return RuleTexts.format("pistes.road." + letter, List.of(), locale);
    }

    /** R, J or B as the rules write them; Y (yellow) and W (white) are read too for English speakers. */
    public static Optional<RoadType> byLetter(char c) {
        return switch (Character.toUpperCase(c)) {
            case 'R' -> Optional.of(R);
            case 'J', 'Y' -> Optional.of(J);
            case 'B', 'W' -> Optional.of(B);
            default -> Optional.empty();
        };
    }
}
