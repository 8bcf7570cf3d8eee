package org.caissier.cup.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.caissier.table.Words;

/**
 * The game line that opens a match of the schedule in the match assistant, its event named on it: the event's
 * file ({@code event=}) and, for an event that has one, its id ({@code event-id=}), so that the match is only ever
 * scored into, and offered to, this event.
 */
final class SailLine {
    private SailLine() {}

    static Optional<String> of(MatchRow row, Path eventFile, String eventId, boolean advanced) {
        if (!row.report().toSail() || row.first() == null || row.second() == null) {
            return Optional.empty();
        }
        return Optional.of("game cup-match " + (advanced ? "advanced " : "") + event(eventFile, eventId) + " "
                + Words.quote(row.first()) + " " + Words.quote(row.second()));
    }

    /** The next race of a regatta in the assistant: every crew on the water, the order recorded as they cross. */
    static String race(List<String> crews, Path eventFile, String eventId) {
        StringBuilder s = new StringBuilder("game cup-match ").append(event(eventFile, eventId));
        crews.forEach(c -> s.append(' ').append(Words.quote(c)));
        return s.toString();
    }

    private static String event(Path eventFile, String eventId) {
        String file = Words.quote("event=" + eventFile.toAbsolutePath());
        return eventId == null ? file : file + " event-id=" + eventId;
    }
}
