package org.caissier.testing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.caissier.ui.files.PathCheck;
import org.caissier.ui.kit.UiTimer;

/**
 * A {@link UiTimer}, and a {@link PathCheck.Timer} (the typing in a file field stopped), whose time passes when the
 * test says so: nothing waits, nothing is timed.
 */
public final class ManualTimer implements UiTimer, PathCheck.Timer {
    private record Task(Duration delay, Runnable action) {}

    private final List<Task> waiting = new ArrayList<>();

    @Override
    public synchronized Runnable after(Duration delay, Runnable action) {
        Task task = new Task(delay, action);
        waiting.add(task);
        return () -> {
            synchronized (this) {
                waiting.remove(task);
            }
        };
    }

    @Override
    public Runnable schedule(long delayMs, Runnable task) {
        return after(Duration.ofMillis(delayMs), task);
    }

    /** Runs what was due within {@code elapsed}; call it on the EDT, as the real timer would. */
    public void pass(Duration elapsed) {
        List<Task> due;
        synchronized (this) {
            due = waiting.stream()
                    .filter(t -> t.delay().compareTo(elapsed) <= 0)
                    .toList();
            waiting.removeAll(due);
        }
        due.forEach(t -> t.action().run());
    }
}
