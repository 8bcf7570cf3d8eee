package org.caissier.espion;

import java.math.BigDecimal;

/**
 * One entry of the spy's route: his start (turn 0) or his move of a turn. Known where the line was read in
 * clear or with his PIN; hidden where it stayed sealed.
 */
public sealed interface Leg {
    int turn();

    /** Where the spy stopped and how far (cm, as the crow flies) from where the turn started; 0 for the start. */
    record Known(int turn, String place, BigDecimal distance) implements Leg {}

    /** A sealed line: the spy chose his start or moved, nobody without his PIN knows where. */
    record Hidden(int turn) implements Leg {}
}
