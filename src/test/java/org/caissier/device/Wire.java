package org.caissier.device;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Sentence;

/**
 * A {@link BoxLink} and a {@link SimulatedBox} joined by an in-memory cable that can be cut in either
 * direction; lines travel encoded and are decoded at the other end, and {@link #pump} delivers them.
 */
class Wire {
    long now = 10_000;
    final RecordingListener host;
    final Deque<String> toBox = new ArrayDeque<>();
    final Deque<String> toHost = new ArrayDeque<>();
    final List<String> hostSent = new ArrayList<>();
    boolean hostToBox = true;
    boolean boxToHost = true;
    final BoxLink link;
    final SimulatedBox box;

    Wire() {
        this(Codec.PROTOCOL_VERSION);
    }

    Wire(int proto) {
        this(proto, new BoxListener() {});
    }

    /** With {@code first} told of every box event before the recording listener. */
    Wire(int proto, BoxListener first) {
        this(new RecordingListener(), first, proto);
    }

    private Wire(RecordingListener host, BoxListener first, int proto) {
        this(BoxListener.fanOut(first, host), host, proto);
    }

    /** With {@code listener} alone told, and saying itself when each event was handled. */
    static Wire handledBy(BoxListener listener) {
        return new Wire(listener, new RecordingListener(), Codec.PROTOCOL_VERSION);
    }

    private Wire(BoxListener listener, RecordingListener host, int proto) {
        this.host = host;
        link = new BoxLink(
                s -> {
                    hostSent.add(Codec.encode(s).trim());
                    if (hostToBox) {
                        toBox.add(Codec.encode(s));
                    }
                },
                listener,
                () -> now);
        box = new SimulatedBox(SimulatedBox.defaultIdentity(), proto, new Random(7), () -> now, s -> {
            if (boxToHost) {
                toHost.add(Codec.encode(s));
            }
        });
    }

    /** Plugs in: the host opens the port and handshakes. */
    Wire connect() {
        link.portOpened();
        pump();
        return this;
    }

    void pump() {
        while (!toBox.isEmpty() || !toHost.isEmpty()) {
            if (!toBox.isEmpty()) {
                box.received(Codec.decode(toBox.poll()));
            }
            if (!toHost.isEmpty()) {
                link.received(Codec.decode(toHost.poll()));
            }
        }
    }

    /** Lets {@code ms} pass, with heartbeats and link timers, one second at a time. */
    void advance(long ms) {
        for (long left = ms; left > 0; left -= Math.min(left, 500)) {
            now += Math.min(left, 500);
            box.tick();
            link.tick();
            pump();
        }
    }

    long sentences(String id) {
        return hostSent.stream().filter(l -> l.startsWith("$CB" + id)).count();
    }

    static String line(Sentence s) {
        return Codec.encode(s);
    }
}
