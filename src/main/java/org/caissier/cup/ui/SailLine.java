package org.caissier.cup.ui;

import java.nio.file.Path;
import java.util.Optional;
import org.caissier.table.Words;

/** The game line that opens a match of the schedule in the match assistant, its event named on it. */
final class SailLine {
    private SailLine() {
    }

    static Optional<String> of(MatchRow row, Path eventFile, boolean advanced) {
        if (!row.report().toSail() || row.first() == null || row.second() == null) {
            return Optional.empty();
        }
        return Optional.of("game cup-match " + (advanced ? "advanced " : "")
                + Words.quote("event=" + eventFile.toAbsolutePath()) + " " + Words.quote(row.first()) + " "
                + Words.quote(row.second()));
    }

    /** The next race of a regatta in the assistant: every crew on the water, the order recorded as they cross. */
    static String race(java.util.List<String> crews, Path eventFile) {
        StringBuilder s = new StringBuilder("game cup-match ").append(Words.quote("event=" + eventFile.toAbsolutePath()));
        crews.forEach(c -> s.append(' ').append(Words.quote(c)));
        return s.toString();
    }
}
