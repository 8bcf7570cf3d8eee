package org.caissier.cup.live;

import java.time.Clock;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** What the live page takes from the outside world: the threads its server runs on, and the clock its times come from. */
public record LiveRuntime(ThreadFactory threads, Clock clock) {
    /** Daemon threads named live-N (a server left running can never keep the program alive), the system clock. */
    public static LiveRuntime system() {
        AtomicInteger n = new AtomicInteger();
        return new LiveRuntime(r -> {
            Thread t = new Thread(r, "live-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        }, Clock.systemDefaultZone());
    }
}
