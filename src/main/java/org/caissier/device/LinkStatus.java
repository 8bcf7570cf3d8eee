package org.caissier.device;

/**
 * What the screen shows about the box: the state of the link and the counters a user may ask about.
 *
 * @param errors       lines from the box that were dropped here (bad checksum, too long...)
 * @param boxErrors    {@code $CBERR} reports: lines of ours the box dropped
 * @param gaps         events the box sent that never arrived (a jump in sequence numbers)
 * @param duplicates   events received again after a reconnection and ignored
 */
public record LinkStatus(State state, String detail, int errors, int boxErrors, int gaps, int duplicates) {

    public enum State {
        /** The port is open and the host is asking the box who it is. */
        SEARCHING,
        /** The box answered with the protocol this program speaks. */
        CONNECTED,
        /** A box answered with another protocol version; nothing it sends is used. */
        VERSION_MISMATCH,
        /** The box stopped taking what the program writes; the handshake is repeated until it answers. */
        NOT_READING,
        /** No port, or the box has gone silent. */
        DISCONNECTED
    }

    static LinkStatus initial() {
        return new LinkStatus(State.DISCONNECTED, "not started", 0, 0, 0, 0);
    }

    LinkStatus with(State newState, String newDetail) {
        return new LinkStatus(newState, newDetail, errors, boxErrors, gaps, duplicates);
    }

    LinkStatus plusErrors(int more) {
        return new LinkStatus(state, detail, plus(errors, more), boxErrors, gaps, duplicates);
    }

    LinkStatus plusBoxErrors(int more) {
        return new LinkStatus(state, detail, errors, plus(boxErrors, more), gaps, duplicates);
    }

    LinkStatus plusGaps(int more) {
        return new LinkStatus(state, detail, errors, boxErrors, plus(gaps, more), duplicates);
    }

    LinkStatus plusDuplicates(int more) {
        return new LinkStatus(state, detail, errors, boxErrors, gaps, plus(duplicates, more));
    }

    /** Counts stop at the largest int instead of wrapping into negative numbers on a box that runs for months. */
    private static int plus(int count, int more) {
        return (int) Math.min(Integer.MAX_VALUE, (long) count + more);
    }
}
