package org.caissier.device;

import java.util.ArrayList;
import java.util.List;

/** Remembers what a {@link BoxListener} was told, as readable strings. */
class RecordingListener implements BoxListener {
    final List<String> events = new ArrayList<>();
    final List<LinkStatus> statuses = new ArrayList<>();
    final List<BoxIdentity> connections = new ArrayList<>();

    @Override
    public void connected(BoxIdentity box) {
        connections.add(box);
    }

    @Override
    public void diceRolled(int rollId, List<Integer> faces) {
        events.add("dice " + rollId + " " + faces);
    }

    @Override
    public void buttonPressed(int seat, boolean longPress) {
        events.add("press " + seat + (longPress ? " long" : ""));
    }

    @Override
    public void statusChanged(LinkStatus status) {
        statuses.add(status);
    }

    LinkStatus last() {
        return statuses.get(statuses.size() - 1);
    }
}
