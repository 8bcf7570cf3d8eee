package org.caissier.table;

/**
 * Where the faces of a roll come from: the program's own dice, real dice typed in, or the box. The screen
 * asks for faces, then puts them in the command it dispatches, so replaying a journal never rolls again.
 */
public interface DiceSource {

    /** Receives the faces of a roll, or the news that there will be none. */
    interface Answer {
        void faces(int[] faces);

        default void cancelled(String why) {}
    }

    DiceOrigin origin();

    /**
     * Asks for {@code count} six-sided dice. The answer may come at once or later, on any thread.
     *
     * @param purpose what the roll is for, shown to whoever rolls ("Ann: resale")
     */
    void roll(int count, String purpose, Answer answer);
}
