package org.caissier.live;

import java.net.InetAddress;
import java.time.Duration;

/**
 * Where the live page is served and its caps: the address and port (0 picks a free one), how many connections
 * are held at once, the largest request head and body, how long a silent connection is kept, and how often the
 * event stream says it is alive (kept below the idle time so open pages are never cut).
 */
public record LiveSettings(
        InetAddress address,
        int port,
        int maxConnections,
        int maxHeaderBytes,
        long maxRequestBytes,
        Duration idleTime,
        Duration heartbeat) {
    public static final int DEFAULT_PORT = 8765;

    public LiveSettings {
        if (address == null) {
            throw new IllegalArgumentException("the live page needs an address to listen on");
        }
        if (address.isAnyLocalAddress()) {
            throw new IllegalArgumentException(
                    "the live page listens on one address, not on all of them (" + address.getHostAddress() + ")");
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not between 0 and 65535");
        }
        if (maxConnections < 1 || maxHeaderBytes < 512 || maxRequestBytes < 0) {
            throw new IllegalArgumentException("the connection, header and request caps must be positive");
        }
        if (heartbeat.compareTo(idleTime) >= 0) {
            throw new IllegalArgumentException(
                    "the heartbeat (" + heartbeat + ") must come before the idle time (" + idleTime + ")");
        }
    }

    /** The caps for a club's room: some sixty phones (two connections each: the page and its event stream), small requests, silent connections dropped after 30 s. */
    public static LiveSettings at(InetAddress address, int port) {
        return new LiveSettings(address, port, 128, 4096, 1024, Duration.ofSeconds(30), Duration.ofSeconds(10));
    }

    public LiveSettings withIdle(Duration idle, Duration beat) {
        return new LiveSettings(address, port, maxConnections, maxHeaderBytes, maxRequestBytes, idle, beat);
    }

    public LiveSettings withMaxConnections(int max) {
        return new LiveSettings(address, port, max, maxHeaderBytes, maxRequestBytes, idleTime, heartbeat);
    }
}
