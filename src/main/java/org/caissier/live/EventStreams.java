package org.caissier.live;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The open event streams: each is told of every new version, and of the heartbeat that keeps it from idling out. */
final class EventStreams {
    private final Set<EventStream> open = ConcurrentHashMap.newKeySet();
    private final int patience;

    /** {@code patience}: heartbeats a stream may spend without taking what it was sent before it is dropped. */
    EventStreams(int patience) {
        this.patience = patience;
    }

    void add(EventStream stream) {
        open.add(stream);
    }

    void remove(EventStream stream) {
        open.remove(stream);
    }

    void version(long version) {
        String event = EventStream.event(version);
        open.forEach(s -> s.send(event));
    }

    void heartbeat() {
        open.forEach(s -> s.beat(patience));
    }

    void endAll() {
        open.forEach(EventStream::end);
    }

    int size() {
        return open.size();
    }
}
