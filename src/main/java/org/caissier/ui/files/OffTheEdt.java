package org.caissier.ui.files;

import java.awt.EventQueue;
import java.awt.SecondaryLoop;
import java.awt.Toolkit;
import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * Work that reads files (starting a game on its board or table file, replaying a saved game) done on a worker while the screen's thread
 * keeps answering: called on the EDT, the caller waits in a secondary event loop that goes on painting and
 * handling input, and gets the work's answer (or its exception) back on the EDT, as if it had been done in
 * place. Called on any other thread, the work is done in place.
 *
 * <pre>
 * StartedGame&lt;?, ?&gt; started = OffTheEdt.onScreen().get(() -&gt; games.startNew(line, null));
 * Session&lt;?, ?&gt; session = OffTheEdt.onScreen().get(() -&gt; Session.open(file, games)); // throws IOException
 * </pre>
 */
public final class OffTheEdt {
    private final Executor worker;

    public OffTheEdt(Executor worker) {
        this.worker = Objects.requireNonNull(worker);
    }

    /** The screen's: PathCheck's worker, a daemon thread per task (a stuck read holds up only itself). */
    public static OffTheEdt onScreen() {
        return new OffTheEdt(PathCheck.worker());
    }

    /** Work that may fail with a checked exception (opening a journal: an IOException). */
    public interface Work<T, E extends Exception> {
        T get() throws E;
    }

    /** Does the work off the EDT and answers on the thread that asked; its exception is thrown again there. */
    @SuppressWarnings("unchecked")
    public <T, E extends Exception> T get(Work<T, E> work) throws E {
        if (!EventQueue.isDispatchThread()) {
            return work.get();
        }
        SecondaryLoop loop = Toolkit.getDefaultToolkit().getSystemEventQueue().createSecondaryLoop();
        Answer<T> answer = new Answer<>();
        worker.execute(() -> {
            try {
                answer.value = work.get();
            } catch (Exception | Error e) {
                answer.failure = e;
            } finally {
                // Posted, not called: the exit is then handled inside the loop, so it cannot come before enter().
                EventQueue.invokeLater(loop::exit);
            }
        });
        loop.enter();
        if (answer.failure instanceof Error e) {
            throw e;
        }
        if (answer.failure != null) {
            throw (E) answer.failure; // only the work's own exceptions (E) and runtime ones are caught above
        }
        return answer.value;
    }

    /** Written by the worker before the exit event is posted, read on the EDT after it was handled. */
    private static final class Answer<T> {
        volatile T value;
        volatile Throwable failure;
    }
}
