package org.caissier.device;

/**
 * Which event a notification came from: the box, the event's sequence number, the box's uptime when it arrived
 * (a smaller uptime later means the box restarted and numbers its events from 1 again), and the box's last
 * sequence number in the heartbeat after the latest handshake ({@code -1} when unknown): a box counts forward
 * while it runs, so a saved event ahead of that number was made before a restart. A program that writes this
 * beside what the event caused can tell an event it already saved from a new one after a crash.
 */
public record BoxEvent(String boxId, int seq, long uptimeSeconds, int handshakeLast) {
    /** Without the handshake's last sequence number (unknown). */
    public BoxEvent(String boxId, int seq, long uptimeSeconds) {
        this(boxId, seq, uptimeSeconds, -1);
    }
}
