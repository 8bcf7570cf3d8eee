package org.caissier.table;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import org.caissier.table.JournalFile.Mark;

/**
 * One open game: its journal, its history and its current state. Every change is applied by the rules
 * first (a refused command changes nothing), then written and forced to the journal, and only then
 * published to the listeners: the screen never shows what the disk does not hold.
 *
 * <p>A session has one owner thread, the only one that plays, undoes and redoes on it: the thread that created or
 * opened it, until {@link #ownedBy} hands it on (the window hands it to the EDT); another thread that tries is
 * refused at once. Other threads (a network page, charts) read {@link #snapshot()}, an immutable picture published
 * after each change.
 *
 * @param <S> the game's state
 * @param <C> the game's command type
 */
public final class Session<S, C extends Command> implements Closeable {

    /** One command line of the game, in journal order. Undone and dropped lines keep only their text. */
    public record Step<S, C>(String text, Mark mark, C command, S before, S after) {
        public boolean active() {
            return mark == Mark.ACTIVE;
        }
    }

    /**
     * The session at one moment: its state, its history and what undo and redo can do. Immutable, so any thread may
     * read it; a new one is published after every change, before the listeners are told.
     */
    public record Snapshot<S, C>(S state, List<Step<S, C>> history, boolean canUndo, boolean canRedo) {
    }

    /** Told after every change that reached the disk, on the thread that made it. */
    public interface Listener {
        void changed(Session<?, ?> session);
    }

    private final StartedGame<S, C> game;
    private final Journal journal;
    private final List<String> header;
    private final List<Step<S, C>> steps;
    private final List<String> warnings;
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private S state;
    private volatile Snapshot<S, C> snapshot;
    private BooleanSupplier onOwnerThread;
    private String ownerName;

    private Session(StartedGame<S, C> game, Journal journal, List<String> header, List<Step<S, C>> steps,
                    List<String> warnings) {
        this.game = game;
        this.journal = journal;
        this.header = List.copyOf(header);
        this.steps = steps;
        this.warnings = List.copyOf(warnings);
        this.state = lastState();
        Thread creator = Thread.currentThread();
        this.onOwnerThread = () -> Thread.currentThread() == creator;
        this.ownerName = creator.getName();
        publish();
    }

    /** Starts a new journal at {@code file} for a game just set up. */
    public static <S, C extends Command> Session<S, C> create(Path file, StartedGame<S, C> game) throws IOException {
        List<String> header = new ArrayList<>();
        header.add(JournalFile.MAGIC);
        header.add("# started " + LocalDateTime.now().format(DateTimeFormatter.ISO_LOCAL_DATE_TIME.withLocale(Locale.ROOT))
                .replaceAll("\\.\\d+$", ""));
        for (DataFile d : game.dataFiles()) {
            // The source is there for people to read; a double quote, which no word can hold, becomes an apostrophe.
            header.add(JournalFile.DATA + d.role() + " sha256=" + d.sha256() + " source="
                    + Words.quote(d.source().replace('"', '\'')));
        }
        List<String> lines = new ArrayList<>(header);
        lines.add(game.gameLine());
        Journal journal = Journal.create(file, lines);
        return new Session<>(game, journal, header, new ArrayList<>(), List.of());
    }

    /**
     * Opens a saved game by replaying its journal. A file that is not a journal, or that a line before the
     * last breaks, is refused and left untouched; a torn last line is dropped with a warning.
     */
    public static Session<?, ?> open(Path file, Games games) throws JournalException, IOException {
        JournalFile read = JournalFile.read(file);
        Path baseDir = file.toAbsolutePath().getParent();
        StartedGame<?, ?> started;
        try {
            started = games.start(read.gameLine(), baseDir);
        } catch (RuleViolation v) {
            throw new JournalException(read.gameLineNumber(), v.ruleId() + ": " + v.english());
        } catch (NewerVersionException e) {
            throw new NewerJournalException(read.gameLineNumber(), e);
        } catch (DataFileException e) {
            throw new JournalException(read.gameLineNumber(), e.getMessage());
        }
        return replay(read, started);
    }

    private static <S, C extends Command> Session<S, C> replay(JournalFile read, StartedGame<S, C> game)
            throws JournalException, IOException {
        List<String> warnings = new ArrayList<>();
        read.tornLine().ifPresent(t -> warnings.add(
                "the last line was cut short (the program or the computer stopped while writing it) and is left out: \""
                        + t + "\""));
        Map<String, String> recorded = read.recordedDigests();
        for (DataFile d : game.dataFiles()) {
            String before = recorded.get(d.role());
            if (before != null && !before.equals(d.sha256())) {
                warnings.add("the " + d.role() + " file (" + d.source()
                        + ") is not the one this game was started with: moves are checked against the file in use");
            }
        }
        List<Step<S, C>> steps = new ArrayList<>();
        S state = game.initial();
        for (JournalFile.Entry e : read.entries()) {
            if (e.mark() != Mark.ACTIVE) {
                steps.add(new Step<>(e.text(), e.mark(), null, null, null));
                continue;
            }
            try {
                C command = game.rules().parse(Words.split(e.text()), state);
                S after = game.rules().apply(state, command);
                steps.add(new Step<>(command.text(), Mark.ACTIVE, command, state, after));
                state = after;
            } catch (RuleViolation v) {
                throw new JournalException(e.lineNumber(), v.ruleId() + ": " + v.english());
            }
        }
        Journal journal = Journal.reopen(read);
        return new Session<>(game, journal, read.header(), steps, warnings);
    }

    public String gameId() {
        return game.gameId();
    }

    public Rules<S, C> rules() {
        return game.rules();
    }

    public StartedGame<S, C> game() {
        return game;
    }

    public Path file() {
        return journal.path();
    }

    public S state() {
        return state;
    }

    /** What opening the file found worth saying (a torn last line, a changed data file). */
    public List<String> warnings() {
        return warnings;
    }

    public List<Step<S, C>> history() {
        return snapshot.history();
    }

    /** The session as it is now, for any thread to read. */
    public Snapshot<S, C> snapshot() {
        return snapshot;
    }

    /**
     * Hands the session to another owner: from now on only a thread {@code isOwner} accepts may change it. The window
     * hands it to the EDT ({@code SwingUtilities::isEventDispatchThread}: the EDT may be a new thread after a crash in
     * an event, so ownership is a test, not one thread).
     */
    public void ownedBy(BooleanSupplier isOwner, String name) {
        requireOwner();
        this.onOwnerThread = isOwner;
        this.ownerName = name;
    }

    /** Reads a line as a command in the current state, without applying it. */
    public C parse(String line) {
        List<String> words = Words.split(line);
        if (words.isEmpty()) {
            throw RuleViolation.syntaxOf("table.line.empty");
        }
        return game.rules().parse(words, state);
    }

    /** Parses, applies, saves and publishes one line; a refused line changes nothing. */
    public S submit(String line) throws IOException {
        return submit(parse(line));
    }

    /** Applies, saves and publishes one command; a refused command changes nothing. */
    public S submit(C command) throws IOException {
        requireOwner();
        S after = game.rules().apply(state, command);
        Step<S, C> step = new Step<>(command.text(), Mark.ACTIVE, command, state, after);
        List<Integer> redoable = redoable();
        if (redoable.isEmpty()) {
            journal.append(step.text());
            steps.add(step);
        } else {
            List<Step<S, C>> changed = new ArrayList<>(steps);
            for (int i : redoable) {
                changed.set(i, new Step<>(steps.get(i).text(), Mark.DROPPED, null, null, null));
            }
            changed.add(step);
            journal.rewrite(fileLines(changed));
            steps.clear();
            steps.addAll(changed);
        }
        state = after;
        publish();
        fire();
        return after;
    }

    public boolean canUndo() {
        return lastActive() >= 0;
    }

    public boolean canRedo() {
        return !redoable().isEmpty();
    }

    /** Takes back the last active command; its line stays in the journal, marked undone. */
    public void undo() throws IOException {
        requireOwner();
        int last = lastActive();
        if (last >= 0) {
            undoFrom(last);
        }
    }

    /**
     * Takes back the command at {@code index} of {@link #history()} and every active one after it. Their lines
     * stay in the journal, marked undone, and can be redone one by one until a new command is played.
     */
    public void undoFrom(int index) throws IOException {
        requireOwner();
        List<Step<S, C>> changed = new ArrayList<>(steps);
        boolean any = false;
        for (int i = index; i < changed.size(); i++) {
            Step<S, C> s = changed.get(i);
            if (s.active()) {
                changed.set(i, new Step<>(s.text(), Mark.UNDONE, null, null, null));
                any = true;
            }
        }
        if (!any) {
            return;
        }
        journal.rewrite(fileLines(changed));
        steps.clear();
        steps.addAll(changed);
        state = lastState();
        publish();
        fire();
    }

    /** Plays again the first undone command. */
    public void redo() throws IOException {
        requireOwner();
        List<Integer> redoable = redoable();
        if (redoable.isEmpty()) {
            return;
        }
        int i = redoable.get(0);
        C command = game.rules().parse(Words.split(steps.get(i).text()), state);
        S after = game.rules().apply(state, command);
        List<Step<S, C>> changed = new ArrayList<>(steps);
        changed.set(i, new Step<>(command.text(), Mark.ACTIVE, command, state, after));
        journal.rewrite(fileLines(changed));
        steps.clear();
        steps.addAll(changed);
        state = after;
        publish();
        fire();
    }

    /** The step in plain words, in the given language. */
    public String describe(Step<S, C> step, Locale locale) {
        if (!step.active()) {
            return step.text();
        }
        return game.rules().describe(step.before(), step.command(), step.after(), locale);
    }

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    @Override
    public void close() throws IOException {
        journal.close();
    }

    private void fire() {
        for (Listener l : listeners) {
            try {
                l.changed(this);
            } catch (RuntimeException e) {
                // The change is on disk already: a failing view must neither hide it from the other listeners
                // nor make the caller believe it was refused and play it a second time.
                Thread t = Thread.currentThread();
                t.getUncaughtExceptionHandler().uncaughtException(t, e);
            }
        }
    }

    private void requireOwner() {
        if (!onOwnerThread.getAsBoolean()) {
            throw new IllegalStateException("this session belongs to " + ownerName + ", not to "
                    + Thread.currentThread().getName() + ": read snapshot() from other threads");
        }
    }

    private void publish() {
        snapshot = new Snapshot<>(state, List.copyOf(steps), lastActive() >= 0, !redoable().isEmpty());
    }

    private int lastActive() {
        for (int i = steps.size() - 1; i >= 0; i--) {
            if (steps.get(i).active()) {
                return i;
            }
        }
        return -1;
    }

    /** The undone lines after the last active one, in order: what redo can play again. */
    private List<Integer> redoable() {
        List<Integer> result = new ArrayList<>();
        for (int i = lastActive() + 1; i < steps.size(); i++) {
            if (steps.get(i).mark() == Mark.UNDONE) {
                result.add(i);
            }
        }
        return result;
    }

    private S lastState() {
        int last = lastActive();
        return last < 0 ? game.initial() : steps.get(last).after();
    }

    private List<String> fileLines(List<Step<S, C>> list) {
        List<String> lines = new ArrayList<>(header);
        lines.add(game.gameLine());
        for (Step<S, C> s : list) {
            lines.add(new JournalFile.Entry(0, s.text(), s.mark()).fileLine());
        }
        return lines;
    }

    /** An action that may fail to reach the disk. */
    @FunctionalInterface
    public interface IORunnable {
        void run() throws IOException;
    }
}
