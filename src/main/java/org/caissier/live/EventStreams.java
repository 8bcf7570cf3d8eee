package org.caissier.live;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The open event streams, each under its token: each is told of every new version and of the heartbeat, and a
 * page that names its stream's token says it is alive.
 */
final class EventStreams {
    private final Map<String, EventStream> open = new ConcurrentHashMap<>();
    private final SecureRandom tokens = new SecureRandom();
    private final int patience;

    /**
     * {@code patience}: heartbeats a stream may spend without taking what it was sent, or without its page saying
     * it is alive, before it is dropped.
     */
    EventStreams(int patience) {
        this.patience = patience;
    }

    /** Adds the stream; its token, which no other page can guess. */
    String add(EventStream stream) {
        byte[] random = new byte[16];
        tokens.nextBytes(random);
        String token = HexFormat.of().formatHex(random);
        open.put(token, stream);
        return token;
    }

    void remove(String token) {
        open.remove(token);
    }

    /** The page of the stream {@code token} says it is alive; false when no such stream is open. */
    boolean alive(String token) {
        EventStream stream = token == null ? null : open.get(token);
        if (stream == null) {
            return false;
        }
        stream.alive();
        return true;
    }

    void version(long version) {
        String event = EventStream.event(version);
        open.values().forEach(s -> s.send(event));
    }

    void heartbeat() {
        open.values().forEach(s -> s.beat(patience));
    }

    void endAll() {
        open.values().forEach(EventStream::end);
    }

    int size() {
        return open.size();
    }
}
