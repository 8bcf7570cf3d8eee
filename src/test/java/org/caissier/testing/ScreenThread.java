package org.caissier.testing;

import java.awt.EventQueue;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.assertj.swing.exception.WaitTimedOutError;

/**
 * The screen's thread asked to answer, with a limit: a thread that never answers (blocked, or pumping events it
 * never hands on) fails the test with what that thread and the toolkit's were doing, instead of holding the whole
 * run until its timeout with nothing to show. A guard against a hang, not a measure of speed: the limit is minutes.
 */
public final class ScreenThread {
    /** Far longer than any event takes on the busiest machine the tests run on. */
    public static final long LIMIT_SECONDS = 120;

    private ScreenThread() {}

    /** Returns once the screen's thread has run everything queued before this call. */
    public static void answers() {
        answers(LIMIT_SECONDS);
    }

    static void answers(long limitSeconds) {
        CountDownLatch ran = new CountDownLatch(1);
        EventQueue.invokeLater(ran::countDown);
        boolean answered;
        try {
            answered = ran.await(limitSeconds, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WaitTimedOutError("interrupted while the screen's thread was asked to answer\n" + awtThreads());
        }
        if (!answered) {
            throw new WaitTimedOutError(
                    "the screen's thread answered nothing for " + limitSeconds + " s\n" + awtThreads());
        }
    }

    /** The toolkit's threads and the screen's, whole, with the locks they hold and wait for; deadlocks named. */
    static String awtThreads() {
        var threads = ManagementFactory.getThreadMXBean();
        long[] deadlocked = threads.findDeadlockedThreads();
        String dump = Arrays.stream(threads.dumpAllThreads(true, true))
                .filter(t -> t.getThreadName().startsWith("AWT-")
                        || t.getThreadName().contains("Timeout"))
                .map(ScreenThread::whole)
                .collect(Collectors.joining("\n"));
        return (deadlocked == null ? "" : "deadlocked threads: " + Arrays.toString(deadlocked) + "\n") + dump;
    }

    /** A thread's stack without {@link ThreadInfo#toString}'s cut at eight frames. */
    private static String whole(ThreadInfo t) {
        StringBuilder s = new StringBuilder("\"" + t.getThreadName() + "\" " + t.getThreadState());
        if (t.getLockName() != null) {
            s.append(" on ").append(t.getLockName());
        }
        if (t.getLockOwnerName() != null) {
            s.append(" owned by \"").append(t.getLockOwnerName()).append('"');
        }
        s.append('\n');
        for (StackTraceElement frame : t.getStackTrace()) {
            s.append("\tat ").append(frame).append('\n');
        }
        for (var lock : t.getLockedMonitors()) {
            s.append("\t- holds ")
                    .append(lock)
                    .append(" (taken in ")
                    .append(lock.getLockedStackFrame())
                    .append(")\n");
        }
        for (var lock : t.getLockedSynchronizers()) {
            s.append("\t- holds ").append(lock).append('\n');
        }
        return s.toString();
    }
}
