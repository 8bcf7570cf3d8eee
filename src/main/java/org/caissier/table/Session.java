package org.caissier.table;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

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

    /**
     * The session at one moment: its state, its history and what undo and redo can do. Immutable, so any thread may
     * read it; a new one is published after every change, before the listeners are told.
     */
    public record Snapshot<S, C>(S state, List<Step<S, C>> history, boolean canUndo, boolean canRedo) {}

    /** Told after every change that reached the disk, on the thread that made it. */
    public interface Listener {
        void changed(Session<?, ?> session);
    }

    private final StartedGame<S, C> game;
    /** The file: header, game line, comments and notes around the steps' lines. */
    private final JournalLines file;

    private final WrittenHistory<S, C> written;
    private final List<Said> warnings;
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private volatile Snapshot<S, C> snapshot;
    private BooleanSupplier onOwnerThread;
    private String ownerName;

    Session(
            StartedGame<S, C> game,
            Journal journal,
            List<String> header,
            List<Step<S, C>> steps,
            List<Said> warnings,
            List<List<String>> comments) {
        this.game = game;
        this.file = new JournalLines(journal, header, game.gameLine(), comments, steps.size());
        this.written = new WrittenHistory<>(game, file, steps, () -> {
            publish();
            fire();
        });
        this.warnings = List.copyOf(warnings);
        Thread creator = Thread.currentThread();
        this.onOwnerThread = () -> Thread.currentThread() == creator;
        this.ownerName = creator.getName();
        publish();
    }

    /** Starts a new journal at {@code file} for a game just set up. */
    public static <S, C extends Command> Session<S, C> create(Path file, StartedGame<S, C> game) throws IOException {
        return create(file, game, Optional.empty());
    }

    /** Starts a new journal whose secret lines will be sealed with {@code seal} (its salt goes in the header). */
    public static <S, C extends Command> Session<S, C> create(Path file, StartedGame<S, C> game, LineSeal seal)
            throws IOException {
        return create(file, game, Optional.of(seal));
    }

    private static <S, C extends Command> Session<S, C> create(
            Path file, StartedGame<S, C> game, Optional<LineSeal> seal) throws IOException {
        List<String> header = JournalLines.newHeader(game.dataFiles(), seal);
        List<String> lines = new ArrayList<>(header);
        lines.add(game.gameLine());
        Journal journal = Journal.create(file, lines);
        return new Session<>(game, journal, header, new ArrayList<>(), List.of(), List.of());
    }

    /**
     * Opens a saved game by replaying its journal. A file that is not a journal, or that a line before the
     * last breaks, is refused and left untouched; a torn last line is dropped with a warning.
     */
    public static Session<?, ?> open(Path file, Games games) throws JournalException, IOException {
        try {
            return SessionReplay.openLocked(file, games, Optional.empty());
        } catch (SealException e) {
            throw new IllegalStateException("no PIN, no key to check", e);
        }
    }

    /**
     * Opens a saved game only to look at it, without its lock (another program plays it): nothing is ever
     * written, a torn last line is left on the disk, and every change is refused with a
     * {@link ReadOnlyJournalException}.
     */
    public static Session<?, ?> openReadOnly(Path file, Games games) throws JournalException, IOException {
        try {
            return SessionReplay.open(JournalFile.read(file), games, Optional.empty(), Optional.empty());
        } catch (SealException e) {
            throw new IllegalStateException("no PIN, no key to check", e);
        }
    }

    /** True when the game was opened with {@link #openReadOnly}: it cannot be changed here. */
    public boolean readOnly() {
        return file.readOnly();
    }

    /**
     * Opens a saved game with the PIN its secret lines were sealed with: they are read and replayed as they
     * are. A wrong PIN opens nothing (and writes nothing); a sealed line that was changed is refused by number.
     */
    public static Session<?, ?> open(Path file, Games games, Pin pin)
            throws JournalException, IOException, SealException {
        return SessionReplay.openLocked(file, games, Optional.of(pin));
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

    /**
     * This session as a game of these types, checked: its rules' command type is {@code commandType} and its state
     * a {@code stateType}. A session opened from a file is of whatever game its line names; a game's screen is
     * handed it through here ({@link GameModule#typed}), never by an unchecked cast of its own.
     *
     * @throws IllegalArgumentException when the session is of another game
     */
    public <T, K extends Command> Session<T, K> as(Class<T> stateType, Class<K> commandType) {
        if (rules().commandType() != commandType || !stateType.isInstance(game.initial())) {
            throw new IllegalArgumentException("a game of " + gameId() + " ("
                    + rules().commandType().getSimpleName() + ") is not one of " + commandType.getSimpleName());
        }
        @SuppressWarnings("unchecked") // both type arguments checked just above: S is stateType, C is commandType
        Session<T, K> typed = (Session<T, K>) this;
        return typed;
    }

    public Path file() {
        return file.path();
    }

    public S state() {
        return written.state();
    }

    /** The state as everyone at the table may see it (the screen's default view, the table display). */
    public S publicState() {
        return game.rules().publicState(written.state());
    }

    /** The journal's sealing header line, if its game was started with a PIN. */
    public Optional<String> sealingLine() {
        return LineSeal.headerIn(file.header());
    }

    /** This journal's key, if {@code pin} is the one it was started with (else a {@link SealException}). */
    public LineSeal unlock(Pin pin) throws SealException {
        return LineSeal.unlock(
                pin,
                sealingLine().orElseThrow(() -> new SealException(0, Said.of("table.seal.noPin"))),
                new SecureRandom());
    }

    /** What opening the file found worth saying (a torn last line, a changed data file), in English. */
    public List<String> warnings() {
        return warnings(Locale.ENGLISH);
    }

    /** The same, in French for {@code fr} and in English otherwise. */
    public List<String> warnings(Locale locale) {
        return warnings.stream().map(w -> w.in(locale)).toList();
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
        return game.rules().parse(words, written.state());
    }

    /** Gives a journal started without a PIN the key to seal with: its sealing line joins the header. */
    public void adoptSeal(LineSeal seal) throws IOException {
        requireOwner();
        if (sealingLine().isPresent()) {
            throw new IllegalStateException("this game already has its PIN");
        }
        file.addToHeader(seal.headerLine(), Steps.fileLines(written.steps()));
    }

    /** The state as the seat holding {@code seal} knows it, every sealed line read; the session is left as it is. */
    public S stateWith(LineSeal seal) throws SealException {
        LinePlayer.requireKeyOf(file.header(), seal);
        return Steps.lastState(written.sealed().readWith(seal, written.steps()), game.initial());
    }

    /** The state as everyone at the table may see it (a page for the phones, the table display). */
    public S stateFor(Audience audience) {
        return game.rules().stateFor(written.state(), audience);
    }

    /** Parses, applies, saves and publishes one line; a refused line changes nothing. */
    public S submit(String line) throws IOException {
        return submit(parse(line));
    }

    /**
     * Applies, saves and publishes one command; a refused command changes nothing. A secret command is refused
     * here: it goes in sealed, behind its seat's PIN ({@link #submitSealed}).
     */
    public S submit(C command) throws IOException {
        requireOwner();
        return written.submit(command);
    }

    /**
     * Whether {@code command} is written only with its seat's confirmation here ({@link #submitConfirmed}): a
     * command the rules confirm, in a sealed journal whose lines are chained.
     */
    public boolean needsConfirmation(C command) {
        return written.needsConfirmation(command);
    }

    /**
     * Plays {@code command} and its seat's confirmation ({@link Rules#confirmationOf}), sealed with {@code seal} as the
     * last link of the chain, both lines in one forced write; a refused command changes nothing. The seat has then
     * shown what he sealed: the history is read again with his key, so that the state holds every sealed line.
     */
    public S submitConfirmed(C command, LineSeal seal) throws IOException {
        requireOwner();
        return written.submitConfirmed(command, seal);
    }

    /**
     * Applies one secret command, writes it sealed with {@code seal} (the key of this journal, from
     * {@link #unlock}) and publishes it; a refused command changes nothing.
     */
    public S submitSealed(C command, LineSeal seal) throws IOException {
        requireOwner();
        return written.submitSealed(command, seal);
    }

    public boolean canUndo() {
        return written.canUndo();
    }

    public boolean canRedo() {
        return written.canRedo();
    }

    /** Takes back the last active command; its line stays in the journal, marked undone. */
    public void undo() throws IOException {
        requireOwner();
        written.undo();
    }

    /**
     * Takes back the command at {@code index} of {@link #history()} and every active one after it. Their lines
     * stay in the journal, marked undone, and can be redone one by one until a new command is played. A sealed
     * line among them is refused: only its seat may take it back, with his PIN.
     */
    public void undoFrom(int index) throws IOException {
        requireOwner();
        written.undoFrom(index);
    }

    /**
     * As {@link #undoFrom(int)}, secret lines included: the key shows that their seat typed his PIN. Each sealed
     * line taken back is sealed again as taken back, so that an undo mark cannot be written by hand.
     */
    public void undoFrom(int index, LineSeal seal) throws IOException {
        requireOwner();
        written.undoFrom(index, seal);
    }

    /** Whether a line in play stands for good: no undo, "undo to here" or redo may reach it. */
    public boolean standsForGood() {
        return written.standsForGood();
    }

    /** Plays again the first undone command; a sealed one is refused: only its seat plays it again, with his PIN. */
    public void redo() throws IOException {
        requireOwner();
        written.redo();
    }

    /** As {@link #redo()}, a sealed line included: the key shows that its seat typed his PIN. */
    public void redo(LineSeal seal) throws IOException {
        requireOwner();
        written.redo(seal);
    }

    /** Whether the line redo would play next is a sealed one (its seat's PIN needed). */
    public boolean redoIsSealed() {
        return written.redoIsSealed();
    }

    /** The step in plain words for everyone at the table, in the given language: secrets are not told. */
    public String describe(Step<S, C> step, Locale locale) {
        return describe(step, locale, Audience.everyone());
    }

    /** The step in plain words for this audience. */
    public String describe(Step<S, C> step, Locale locale, Audience audience) {
        return Steps.describe(game.rules(), step, locale, audience);
    }

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    @Override
    public void close() throws IOException {
        file.close();
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
        List<Step<S, C>> steps = written.steps();
        snapshot = new Snapshot<>(
                written.state(),
                List.copyOf(steps),
                Steps.lastActive(steps) >= 0,
                !Steps.redoable(steps).isEmpty());
    }

    /**
     * Runs {@code action}; each command it plays goes to the journal after the line {@code "#> " + note}, in the
     * same forced write, so that what caused the command (a box press) can be recognised after a crash.
     */
    public <T> T withNote(String note, Supplier<T> action) {
        return file.withNote(note, action);
    }

    /** The notes written with commands ({@link #withNote}), oldest first, without their {@code "#> "}. */
    public synchronized List<String> notes() {
        return file.notes(written.steps().size());
    }

    /** The notes written with the command at {@code index} of {@link #history()}, without their {@code "#> "}. */
    public synchronized List<String> notesOf(int index) {
        return file.notesOf(index);
    }

    /** An action that may fail to reach the disk. */
    @FunctionalInterface
    public interface IORunnable {
        void run() throws IOException;
    }
}
