package org.caissier.espion;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * The hunter's circle of one turn: its radius in cm on the map, a note for where its centre is, and the spy's
 * answer once given ({@code true}: inside, the line counting as inside).
 */
public record Circle(int turn, BigDecimal radius, Optional<String> centre, Optional<Boolean> inside) {

    Circle answered(boolean in) {
        return new Circle(turn, radius, centre, Optional.of(in));
    }
}
