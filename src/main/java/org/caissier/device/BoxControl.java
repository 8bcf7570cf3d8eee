package org.caissier.device;

/** What the program can ask of the box. Safe to call from any thread. */
public interface BoxControl {

    /**
     * Asks the box to roll {@code count} dice and returns the roll id its answer will carry. If the box is not
     * connected now the request waits and is sent after the next handshake.
     */
    int roll(int count);

    /** Lights the button of a seat (1..8), or switches all off (0). */
    void light(int seat);

    void beep(int millis);

    /**
     * Saving works again after a press whose command could not be written: the box is asked for the presses it
     * still holds (they were not acknowledged), which then arrive again in their order.
     */
    default void resume() {}
}
