package org.caissier.device;

import java.util.List;

/** What the box tells the program. Every method has an empty default so a listener picks what it needs. */
public interface BoxListener {

    /** The handshake succeeded (again, after each reconnection). */
    default void connected(BoxIdentity box) {
    }

    /** Dice rolled by the box: {@code rollId} is the id {@link BoxControl#roll} returned, or 0 for the box's roll button. */
    default void diceRolled(int rollId, List<Integer> faces) {
    }

    /** A button pressed on the box: seat 1..8, or 0 for the roll button. Each press arrives exactly once. */
    default void buttonPressed(int seat, boolean longPress) {
    }

    default void statusChanged(LinkStatus status) {
    }
}
