package org.caissier.ui.files;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;

/**
 * Reads the file whose path a user types in a dialog, the way a dialog must: once the typing stops (not on every
 * key), on a worker thread (never on the EDT: a file on a slow disk, or one swapped for a pipe, would freeze the
 * window), and only the answer for the text still in the field is shown, on the EDT. The reader itself reads
 * only regular files under the size cap ({@code table.TextFiles}).
 *
 * <pre>
 * PathCheck&lt;EventTable&gt; check = PathCheck.onScreen(path -&gt; loader.load(path), this::show);
 * field.getDocument().addDocumentListener(...check.typed(field.getText())...);
 * </pre>
 */
public final class PathCheck<T> {
    /** How long the typing must stop before the file is read. */
    public static final int QUIET_MS = 300;

    /** Reads and checks the file; its exception's message is shown as the problem. */
    public interface Reader<T> {
        T read(Path path) throws Exception;
    }

    /** Runs a task once after a delay, on the EDT; what it returns cancels it. */
    public interface Timer {
        Runnable schedule(long delayMs, Runnable task);
    }

    /** What is known of the text in the field: nothing typed, being read, read, or refused with a message. */
    public record Outcome<T>(String text, State state, Optional<T> value, String problem) {
        public enum State {
            EMPTY,
            READING,
            READ,
            REFUSED
        }

        /** The problem as a dialog's label shows it: HTML, so that a long path wraps, its text escaped. */
        public String problemHtml() {
            return "<html>" + problem.replace("&", "&amp;").replace("<", "&lt;") + "</html>";
        }
    }

    private final Timer timer;
    private final Executor worker;
    private final Executor edt;
    private final Reader<T> reader;
    private final Consumer<Outcome<T>> show;
    /** The reader's exception as a sentence of the bundles in the dialog's language, never its own message. */
    private java.util.Locale language = java.util.Locale.ENGLISH;

    private Runnable pending = () -> {};
    private String current = "";
    private Outcome<T> outcome = new Outcome<>("", Outcome.State.EMPTY, Optional.empty(), null);

    public PathCheck(Timer timer, Executor worker, Executor edt, Reader<T> reader, Consumer<Outcome<T>> show) {
        this.timer = Objects.requireNonNull(timer);
        this.worker = Objects.requireNonNull(worker);
        this.edt = Objects.requireNonNull(edt);
        this.reader = Objects.requireNonNull(reader);
        this.show = Objects.requireNonNull(show);
    }

    /** The screen's: a Swing timer, a daemon worker thread per read, answers through {@code invokeLater}. */
    public static <T> PathCheck<T> onScreen(Reader<T> reader, Consumer<Outcome<T>> show) {
        return onScreen(swingTimer(), reader, show);
    }

    /** The screen's timer: a one-shot Swing timer, whose task runs on the EDT. */
    public static Timer swingTimer() {
        return PathCheck::swingTimer;
    }

    /** The same with another timer (a test's, that fires when the test says the typing stopped). */
    public static <T> PathCheck<T> onScreen(Timer timer, Reader<T> reader, Consumer<Outcome<T>> show) {
        return new PathCheck<>(timer, PathCheck::onItsOwnThread, SwingUtilities::invokeLater, reader, show);
    }

    /** The same, its problems said in {@code language} (a dialog's). */
    public static <T> PathCheck<T> onScreen(
            Timer timer, Reader<T> reader, Consumer<Outcome<T>> show, java.util.Locale language) {
        return PathCheck.<T>onScreen(timer, reader, show).saidIn(language);
    }

    /** Its problems said in {@code language}: this check, for the dialog that holds it. */
    public PathCheck<T> saidIn(java.util.Locale language) {
        this.language = Objects.requireNonNull(language);
        return this;
    }

    /** The worker the screen's checks read on; also used to start a game on its files ({@link OffTheEdt}). */
    public static Executor worker() {
        return PathCheck::onItsOwnThread;
    }

    /**
     * One daemon thread per read, not one shared thread: a read stuck on a file that turned into a pipe after it
     * was checked holds up only itself, and the program can still end.
     */
    private static void onItsOwnThread(Runnable task) {
        Thread t = new Thread(task, "path check");
        t.setDaemon(true);
        t.start();
    }

    private static Runnable swingTimer(long delayMs, Runnable task) {
        javax.swing.Timer t = new javax.swing.Timer((int) delayMs, e -> task.run());
        t.setRepeats(false);
        t.start();
        return t::stop;
    }

    /** The field now holds {@code text} (called on the EDT at every change). */
    public void typed(String text) {
        String path = text.strip();
        if (path.equals(current) && outcome.state() != Outcome.State.EMPTY) {
            return;
        }
        current = path;
        pending.run();
        if (path.isEmpty()) {
            publish(new Outcome<>(path, Outcome.State.EMPTY, Optional.empty(), null));
            return;
        }
        publish(new Outcome<>(path, Outcome.State.READING, Optional.empty(), null));
        pending = timer.schedule(
                QUIET_MS,
                () -> worker.execute(() -> {
                    Outcome<T> read = read(path);
                    edt.execute(() -> {
                        if (path.equals(current)) {
                            publish(read);
                        }
                    });
                }));
    }

    /** What is known now of the text in the field. */
    public Outcome<T> outcome() {
        return outcome;
    }

    private Outcome<T> read(String path) {
        try {
            return new Outcome<>(path, Outcome.State.READ, Optional.of(reader.read(Path.of(path))), null);
        } catch (Exception e) {
            return new Outcome<>(path, Outcome.State.REFUSED, Optional.empty(), Reasons.of(e, language));
        }
    }

    private void publish(Outcome<T> o) {
        outcome = o;
        show.accept(o);
    }
}
