package org.caissier.cup.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.caissier.table.Command;
import org.caissier.table.DataFileException;
import org.caissier.table.Games;
import org.caissier.table.JournalException;
import org.caissier.table.JournalFile.Mark;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.table.Words;

/**
 * Scores a finished match into its event: opens the event's journal (named on the match's game line,
 * {@code event=FILE}, beside the match's own journal), appends the one line {@link EventLine} gives, and closes
 * it. The event's journal holds nothing of the match but that line, so {@code run} reads it as before. Taking
 * the finish back takes that line back too, as the event's own undo does (marked undone), and scoring the same
 * finish again redoes it.
 *
 * <p>The event's line is written after a note naming the match ({@code #> match FILE}), in the same forced write:
 * whether a finished match is in its event is read from the event alone, so a crash or a refusal between the
 * finish and the event's line leaves a match to score, which is offered once it is opened again, and a match
 * whose line is there is never scored twice.
 *
 * <p>A match sailed for an event that has an id ({@code id=} on its game line) carries it ({@code event-id=}): a
 * journal found at the match's {@code event=} with another id (or none) is another event, which the match never
 * scores into, takes back from, or is offered to (commands.md).
 */
public final class EventScorer {
    /** What taking back a finish did to the event it had scored. */
    public enum Unscored {
        /** The event holds no line of this finish (a match on its own, never scored, or taken back already). */
        NOT_SCORED,
        /** The event's line of this finish is now marked undone; scoring the finish again redoes it. */
        TAKEN_BACK,
        /** The event has moved on since (an active line after the finish's): nothing was changed. */
        MOVED_ON
    }

    /** Where a finished match stands with its event. */
    public enum Standing {
        /** Nothing to score: the match names no event or is not over. */
        NOTHING,
        /** The event holds this match's line. */
        SCORED,
        /** The match is over and its event does not hold its line yet. */
        PENDING,
        /** The journal the match names is another event (its id is not the one the match was sailed for). */
        OTHER_EVENT
    }

    /** The journal a match names is another event: its result is not written there. */
    public static final class OtherEventException extends Exception {
        private final transient Path event;

        OtherEventException(Path event) {
            super("another event: " + event.getFileName());
            this.event = event;
        }

        /** The other event's journal. */
        public Path event() {
            return event;
        }
    }

    /** A finished match that names an event whose journal does not hold its line. */
    public record Pending(Path file, MatchState match) {
        /** The line the event takes for this match as it stands now; empty when it takes none any more. */
        public Optional<String> lineFor(Object eventState) {
            return EventLine.forEvent(eventState, match);
        }

        /** The note that goes with the line in the event, so that the match is never scored twice. */
        public String note() {
            return noteOf(file);
        }
    }

    /** How many lines of a journal's head are read for its game line (the journal's own header comes first). */
    private static final int HEAD_LINES = 12;

    private final Games games;

    public EventScorer(Games games) {
        this.games = games;
    }

    /** The event's journal a match journal names, or empty for a match sailed on its own. */
    public static Optional<Path> eventFile(Path matchFile, MatchState match) {
        return match.event() == null ? Optional.empty() : Optional.of(eventFile(matchFile, match.event()));
    }

    private static Path eventFile(Path matchFile, String event) {
        Path dir = matchFile.toAbsolutePath().getParent();
        Path named = dir.resolve(event);
        // both files moved together to another folder: the event is the file of that name beside the match
        Path beside = dir.resolve(named.getFileName());
        return !Files.exists(named) && Files.exists(beside) ? beside : named;
    }

    /**
     * Writes the match's line into the event: played again when it is the event's next undone line (the finish
     * was taken back, then redone), else appended. Returns the line, or empty when the match is not over or
     * names no event. A line the event's rules refuse (a result already entered) is thrown as their refusal; a
     * journal that is another event is left as it is, and said.
     */
    public Optional<String> score(Path matchFile, MatchState match)
            throws IOException, JournalException, OtherEventException {
        Optional<Path> file = eventFile(matchFile, match);
        if (file.isEmpty() || !match.over()) {
            return Optional.empty();
        }
        try (Session<?, ?> event = Session.open(file.get(), games)) {
            if (!EventLine.sameEvent(event.state(), match)) {
                throw new OtherEventException(file.get());
            }
            if (holdsLineOf(event, matchFile)) {
                return Optional.empty(); // in the event already: never twice
            }
            Optional<String> line = EventLine.forEvent(event.state(), match);
            if (line.isPresent()) {
                if (nextRedoneIs(event, line.get())) {
                    event.redo();
                } else {
                    submitNoted(event, noteOf(matchFile), line.get());
                }
            }
            return line;
        }
    }

    /**
     * Whether this finished match's line is in its event, read without taking the event's lock (another program
     * may hold it): {@link Standing#PENDING} is what a finish that did not reach its event leaves.
     */
    public Standing standing(Path matchFile, MatchState match) throws IOException, JournalException {
        Optional<Path> file = eventFile(matchFile, match);
        if (file.isEmpty() || !match.over()) {
            return Standing.NOTHING;
        }
        try (Session<?, ?> event = Session.openReadOnly(file.get(), games)) {
            if (!EventLine.sameEvent(event.state(), match)) {
                return Standing.OTHER_EVENT;
            }
            return holdsLineOf(event, matchFile) ? Standing.SCORED : Standing.PENDING;
        }
    }

    /**
     * The finished matches, among the journals in {@code folders}, whose game line names this event's journal and
     * whose line the event does not hold: what a finish that never reached its event (a locked event, a crash right
     * after the finish) leaves. The event cannot list them itself: its note for a match is written with the
     * match's line, in the same write, so a match that never reached it left nothing there. The match's own game
     * line is what ties it to the event, resolved as the match itself resolves it ({@link #eventFile}), so a match
     * found here is one that, opened, would score into this same journal. A file that is not a readable match is
     * passed over: it is not this event's to judge. In file-name order (the window names journals by their date).
     */
    public List<Pending> pending(Session<?, ?> event, Collection<Path> folders) throws IOException {
        return matchesOf(event.file(), folders).stream()
                .filter(p -> isPending(event, p))
                .toList();
    }

    /**
     * The first half of {@link #pending}, files only (no session is read, so it may run on any thread): the finished
     * matches in {@code folders} that score into {@code eventFile}, in file-name order.
     */
    public List<Pending> matchesOf(Path eventFile, Collection<Path> folders) throws IOException {
        Path eventReal = eventFile.toRealPath();
        Set<Path> seen = new LinkedHashSet<>();
        for (Path folder : folders) {
            if (Files.isDirectory(folder)) {
                seen.add(folder.toRealPath());
            }
        }
        List<Path> candidates = new ArrayList<>();
        for (Path folder : seen) {
            try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*.caissier")) {
                for (Path file : files) {
                    // only the matches whose game line names this event are replayed
                    if (Files.isRegularFile(file)
                            && eventNamedBy(file)
                                    .filter(event -> isFile(eventFile(file, event), eventReal))
                                    .isPresent()) {
                        candidates.add(file);
                    }
                }
            }
        }
        candidates.sort(Comparator.comparing((Path p) -> p.getFileName().toString()));
        List<Pending> found = new ArrayList<>();
        for (Path file : candidates) {
            finishedMatchOf(file, eventReal).ifPresent(match -> found.add(new Pending(file, match)));
        }
        return found;
    }

    /**
     * The second half, on the event's own thread: the match was sailed for this event, the event holds no line of
     * it, and its rules would take the line now (a result entered by hand meanwhile leaves nothing to offer).
     */
    public static boolean isPending(Session<?, ?> event, Pending match) {
        return EventLine.sameEvent(event.state(), match.match())
                && !holdsLineOf(event, match.file())
                && match.lineFor(event.state())
                        .filter(line -> takes(event, line))
                        .isPresent();
    }

    private static boolean takes(Session<?, ?> event, String line) {
        return refusal(event, line).isEmpty();
    }

    /** Why the event's rules would refuse {@code line} now, or nothing when they would take it. */
    static <S, C extends Command> Optional<RuleViolation> refusal(Session<S, C> event, String line) {
        try {
            S state = event.state();
            event.rules().apply(state, event.rules().parse(Words.split(line), state));
            return Optional.empty();
        } catch (RuleViolation refused) {
            return Optional.of(refused);
        }
    }

    /** The event a journal's game line names when it starts a match, read from the journal's head alone. */
    private static Optional<String> eventNamedBy(Path file) {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < HEAD_LINES; i++) {
                String line = in.readLine();
                if (line == null) {
                    return Optional.empty();
                }
                if (!line.startsWith("#")) {
                    if (!line.startsWith("game cup-match ")) {
                        return Optional.empty();
                    }
                    return Words.split(line).stream()
                            .filter(w -> w.startsWith("event=") && w.length() > 6)
                            .map(w -> w.substring(6))
                            .findFirst();
                }
            }
        } catch (IOException | RuntimeException notReadable) {
            // not text, not ours to read (or a game line that does not split): not a match of this event
        }
        return Optional.empty();
    }

    private static boolean isFile(Path file, Path real) {
        try {
            return Files.exists(file) && file.toRealPath().equals(real);
        } catch (IOException | RuntimeException unreachable) {
            return false;
        }
    }

    /** The match a journal holds when it is over and scores into {@code eventReal}; read without its lock. */
    private Optional<MatchState> finishedMatchOf(Path file, Path eventReal) {
        try (Session<?, ?> opened = Session.openReadOnly(file, games)) {
            if (!(opened.state() instanceof MatchState match) || !match.over()) {
                return Optional.empty();
            }
            Optional<Path> named = eventFile(file, match);
            if (named.isEmpty()
                    || !Files.exists(named.get())
                    || !named.get().toRealPath().equals(eventReal)) {
                return Optional.empty();
            }
            return Optional.of(match);
        } catch (IOException | JournalException | DataFileException | RuleViolation notAMatch) {
            return Optional.empty();
        }
    }

    /** The note the event keeps with a match's line: the match's file, by name (the two live side by side). */
    static String noteOf(Path matchFile) {
        return "match " + Words.quote(matchFile.getFileName().toString());
    }

    /** Whether an active line of the event was written for this match (its note names the match). */
    static boolean holdsLineOf(Session<?, ?> event, Path matchFile) {
        String note = noteOf(matchFile);
        List<? extends Step<?, ?>> history = event.history();
        for (int i = 0; i < history.size(); i++) {
            if (history.get(i).active() && event.notesOf(i).contains(note)) {
                return true;
            }
        }
        return false;
    }

    private static void submitNoted(Session<?, ?> event, String note, String line) throws IOException {
        try {
            event.withNote(note, () -> {
                try {
                    return event.submit(line);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /**
     * Takes back the line this finished match wrote into its event, before the finish itself is taken back. The
     * line is the event's last active line that this match gives in the state it was played in; when an active
     * line follows it the event has moved on and nothing is changed ({@link Unscored#MOVED_ON}).
     */
    public Unscored unscore(Path matchFile, MatchState match) throws IOException, JournalException {
        Optional<Path> file = eventFile(matchFile, match);
        if (file.isEmpty() || !match.over()) {
            return Unscored.NOT_SCORED;
        }
        try (Session<?, ?> event = Session.open(file.get(), games)) {
            // another event's line of the same pair is not this finish's to take back
            return EventLine.sameEvent(event.state(), match) ? unscore(event, match) : Unscored.NOT_SCORED;
        }
    }

    private static <S, C extends Command> Unscored unscore(Session<S, C> event, MatchState match) throws IOException {
        List<Step<S, C>> history = event.history();
        for (int i = history.size() - 1; i >= 0; i--) {
            Step<S, C> step = history.get(i);
            if (step instanceof Step.Applied<S, C> applied && isLineOf(event, applied, match)) {
                if (history.subList(i + 1, history.size()).stream().anyMatch(Step::active)) {
                    return Unscored.MOVED_ON;
                }
                event.undoFrom(i);
                return Unscored.TAKEN_BACK;
            }
        }
        return Unscored.NOT_SCORED;
    }

    /** Whether {@code step} is the line this match gives its event in the state the step was played in. */
    private static <S, C extends Command> boolean isLineOf(
            Session<S, C> event, Step.Applied<S, C> step, MatchState match) {
        return EventLine.forEvent(step.before(), match)
                .map(line -> sameCommand(event, step.before(), line, step.text()))
                .orElse(false);
    }

    /** Whether the event's first line redo would play is {@code line} (as the event's rules write it). */
    private static <S, C extends Command> boolean nextRedoneIs(Session<S, C> event, String line) {
        if (!event.canRedo()) {
            return false;
        }
        List<Step<S, C>> history = event.history();
        int last = history.size() - 1;
        while (last >= 0 && !history.get(last).active()) {
            last--;
        }
        for (int i = last + 1; i < history.size(); i++) {
            if (history.get(i).mark() == Mark.UNDONE) {
                return sameCommand(event, event.state(), line, history.get(i).text());
            }
        }
        return false;
    }

    static <S, C extends Command> boolean sameCommand(Session<S, C> event, S state, String line, String text) {
        try {
            return event.rules().parse(Words.split(line), state).text().equals(text);
        } catch (RuleViolation notThisEvent) {
            return false;
        }
    }
}
