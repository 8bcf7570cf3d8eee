package org.caissier.device;

import java.util.List;
import java.util.Objects;

/** What the box tells the program. Every method has an empty default so a listener picks what it needs. */
public interface BoxListener {

    /** The handshake succeeded (again, after each reconnection). */
    default void connected(BoxIdentity box) {}

    /** Dice rolled by the box: {@code rollId} is the id {@link BoxControl#roll} returned, or 0 for the box's roll button. */
    default void diceRolled(int rollId, List<Integer> faces) {}

    /** A button pressed on the box: seat 1..8, or 0 for the roll button. Each press arrives exactly once. */
    default void buttonPressed(int seat, boolean longPress) {}

    default void statusChanged(LinkStatus status) {}

    /** As {@link #diceRolled(int, List)}, with the event's identity. */
    default void diceRolled(int rollId, List<Integer> faces, BoxEvent event) {
        diceRolled(rollId, faces);
    }

    /** As {@link #buttonPressed(int, boolean)}, with the event's identity (to save beside what it caused). */
    default void buttonPressed(int seat, boolean longPress, BoxEvent event) {
        buttonPressed(seat, longPress);
    }

    /**
     * Called after each event told, to say how its handling ended; exactly one of its methods is called, once
     * the event was handled. A listener that handles events on another thread answers there, after them; by
     * default the event was handled (and saved) when the call returned.
     */
    default void afterEvent(Acknowledgement acknowledgement) {
        acknowledgement.saved();
    }

    /** How the handling of one event ended. */
    interface Acknowledgement {
        /** What the event caused is on disk, or it caused nothing: the box may forget it. */
        void saved();

        /**
         * What the event caused could not be written (a full disk): it is not acknowledged, nor is anything
         * after it, until {@link BoxControl#resume} says saving works again; the box keeps it meanwhile.
         */
        void notSaved();
    }

    /** One listener telling several, in the given order (put a {@link BoxDiceSource} before the screen's). */
    static BoxListener fanOut(BoxListener... listeners) {
        List<BoxListener> all = List.of(listeners);
        all.forEach(Objects::requireNonNull);
        return new BoxListener() {
            @Override
            public void connected(BoxIdentity box) {
                all.forEach(l -> l.connected(box));
            }

            @Override
            public void diceRolled(int rollId, List<Integer> faces) {
                all.forEach(l -> l.diceRolled(rollId, faces));
            }

            @Override
            public void buttonPressed(int seat, boolean longPress) {
                all.forEach(l -> l.buttonPressed(seat, longPress));
            }

            @Override
            public void diceRolled(int rollId, List<Integer> faces, BoxEvent event) {
                all.forEach(l -> l.diceRolled(rollId, faces, event));
            }

            @Override
            public void buttonPressed(int seat, boolean longPress, BoxEvent event) {
                all.forEach(l -> l.buttonPressed(seat, longPress, event));
            }

            @Override
            public void statusChanged(LinkStatus status) {
                all.forEach(l -> l.statusChanged(status));
            }
        };
    }
}
