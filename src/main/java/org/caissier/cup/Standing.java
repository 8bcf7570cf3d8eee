package org.caissier.cup;

/**
 * One place of the round-robin standings.
 *
 * @param points   points scored (C10.1, halves possible), whatever happened after
 * @param average  points per match sailed (C10.3); what places follow once the round robin was ended early
 * @param tiebreak the step that decided this place: {@code points} (or {@code average}), {@code C11.1(a)},
 *                 {@code sail-off}, {@code shared} (a tie that decides nothing), {@code pending} (a sail-off is
 *                 due), {@code withdrawn} (C10.2: listed after the crews still in the event)
 */
public record Standing(
        int rank, String crew, int wins, Ratio points, int sailed, Ratio average, String tiebreak, boolean withdrawn) {

    /** The standings' status column (commands.md): {@code withdrawn} for a crew that left the event (C10.2), else "". */
    public String status() {
        return withdrawn ? "withdrawn" : "";
    }
}
