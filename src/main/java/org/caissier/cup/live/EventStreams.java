package org.caissier.cup.live;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The open event streams: each is told of every new version, and of the heartbeat that keeps it from idling out. */
final class EventStreams {
    private final Set<EventStream> open = ConcurrentHashMap.newKeySet();

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
        open.forEach(s -> s.send(EventStream.HEARTBEAT));
    }

    void endAll() {
        open.forEach(EventStream::end);
    }

    int size() {
        return open.size();
    }
}
