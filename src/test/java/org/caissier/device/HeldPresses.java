package org.caissier.device;

import java.util.ArrayList;
import java.util.List;

/** A game that notes the presses it is given, in order, and holds their acknowledgements for the test to give. */
final class HeldPresses implements BoxListener {
    final List<Integer> delivered = new ArrayList<>();
    final List<Acknowledgement> held = new ArrayList<>();

    @Override
    public void buttonPressed(int seat, boolean longPress, BoxEvent event) {
        delivered.add(event.seq());
    }

    @Override
    public void afterEvent(Acknowledgement acknowledgement) {
        held.add(acknowledgement);
    }
}
