package org.caissier.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Every exception no code caught, on any thread (the screen's among them), and every error logged, from its making
 * until closed: the explorer fails the step after which one shows.
 */
final class ErrorsCaught implements AutoCloseable {
    private final List<Throwable> thrown = Collections.synchronizedList(new ArrayList<>());
    private final List<LogRecord> logged = Collections.synchronizedList(new ArrayList<>());
    private final Thread.UncaughtExceptionHandler formerHandler = Thread.getDefaultUncaughtExceptionHandler();
    private final Handler log = new Handler() {
        @Override
        public void publish(LogRecord r) {
            if (r.getLevel().intValue() >= Level.SEVERE.intValue()) {
                logged.add(r);
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    };

    ErrorsCaught() {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> thrown.add(e));
        Logger.getLogger("").addHandler(log);
    }

    /** @throws AssertionError saying the first exception (its frames in the program) or error logged, if any */
    void assertNone() {
        if (!thrown.isEmpty()) {
            Throwable e = thrown.get(0);
            StringBuilder b = new StringBuilder("an exception on the screen's thread: " + e);
            for (StackTraceElement at : e.getStackTrace()) {
                if (at.getClassName().startsWith("org.caissier")) {
                    b.append("\n      at ").append(at);
                }
            }
            throw new AssertionError(b.toString(), e);
        }
        if (!logged.isEmpty()) {
            throw new AssertionError(
                    "an error in the log: " + logged.get(0).getMessage(),
                    logged.get(0).getThrown());
        }
    }

    @Override
    public void close() {
        Thread.setDefaultUncaughtExceptionHandler(formerHandler);
        Logger.getLogger("").removeHandler(log);
    }
}
