package org.caissier.live;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/** What the live page takes from the outside world: the threads its server runs on, and the clock its times come from. */
public record LiveRuntime(ThreadFactory threads, Clock clock) {
    /** Daemon threads named live-N (a server left running can never keep the program alive), the system clock. */
    public static LiveRuntime system() {
        AtomicInteger n = new AtomicInteger();
        return new LiveRuntime(
                r -> {
                    Thread t = new Thread(r, "live-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                },
                new DefaultZoneClock());
    }

    /**
     * The system clock in the default time zone, which it looks up when first asked: {@code Clock.systemDefaultZone()}
     * reads the zone rules at once, a thirtieth of a second the window need not wait for when it starts.
     */
    private static final class DefaultZoneClock extends Clock {
        @Override
        public ZoneId getZone() {
            return ZoneId.systemDefault();
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return Clock.system(zone);
        }

        @Override
        public Instant instant() {
            return Instant.now();
        }

        @Override
        public long millis() {
            return System.currentTimeMillis();
        }
    }
}
