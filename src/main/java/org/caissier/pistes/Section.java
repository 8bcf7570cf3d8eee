package org.caissier.pistes;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One road section of a stage: its colour and its length measured on the map, in millimetres. The length is what
 * the players agree to enter, which covers the compass-opening case of PI-MOVE-5.
 */
public record Section(RoadType type, int mm) {
    private static final Pattern FORM = Pattern.compile("([A-Za-z])(\\d{1,4})");

    public Section {
        if (type == null) {
            throw new IllegalArgumentException("a section needs a road type");
        }
        if (mm < 1) {
            throw new IllegalArgumentException("a section is at least 1 mm long, not " + mm);
        }
    }

    /** Movement points of this section: its length times its road multiplier. */
    public int points() {
        return mm * type.multiplier();
    }

    /** {@code R19}, {@code J11}, {@code B14}. */
    public String text() {
        return type.letter() + Integer.toString(mm);
    }

    /** Reads {@code R19}; empty if the word is not a section at all. */
    public static Optional<Section> read(String word) {
        Matcher m = FORM.matcher(word);
        if (!m.matches()) {
            return Optional.empty();
        }
        Optional<RoadType> type = RoadType.byLetter(m.group(1).charAt(0));
        int mm = Integer.parseInt(m.group(2));
        if (type.isEmpty() || mm < 1) {
            return Optional.empty();
        }
        return Optional.of(new Section(type.get(), mm));
    }
}
