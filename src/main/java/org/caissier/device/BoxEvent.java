package org.caissier.device;

/**
 * Which event a notification came from: the box, the event's sequence number and the box's uptime when it
 * arrived (a smaller uptime later means the box restarted and numbers its events from 1 again). A program that
 * writes this beside what the event caused can tell an event it already saved from a new one after a crash.
 */
public record BoxEvent(String boxId, int seq, long uptimeSeconds) {
}
