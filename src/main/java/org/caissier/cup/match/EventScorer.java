package org.caissier.cup.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.caissier.table.Games;
import org.caissier.table.JournalException;
import org.caissier.table.Session;

/**
 * Scores a finished match into its event: opens the event's journal (named on the match's game line,
 * {@code event=FILE}, beside the match's own journal), appends the one line {@link EventLine} gives, and closes
 * it. The event's journal holds nothing of the match but that line, so {@code run} reads it as before.
 */
public final class EventScorer {
    private final Games games;

    public EventScorer(Games games) {
        this.games = games;
    }

    /** The event's journal a match journal names, or empty for a match sailed on its own. */
    public static Optional<Path> eventFile(Path matchFile, MatchState match) {
        if (match.event() == null) {
            return Optional.empty();
        }
        Path dir = matchFile.toAbsolutePath().getParent();
        Path named = dir.resolve(match.event());
        // both files moved together to another folder: the event is the file of that name beside the match
        Path beside = dir.resolve(named.getFileName());
        return Optional.of(!java.nio.file.Files.exists(named) && java.nio.file.Files.exists(beside) ? beside : named);
    }

    /**
     * Writes the match's line into the event. Returns the line written, or empty when the match is not over or
     * names no event. A line the event's rules refuse (a result already entered) is thrown as their refusal.
     */
    public Optional<String> score(Path matchFile, MatchState match) throws IOException, JournalException {
        Optional<Path> file = eventFile(matchFile, match);
        if (file.isEmpty() || !match.over()) {
            return Optional.empty();
        }
        try (Session<?, ?> event = Session.open(file.get(), games)) {
            Optional<String> line = EventLine.forEvent(event.state(), match);
            if (line.isPresent()) {
                event.submit(line.get());
            }
            return line;
        }
    }
}
