package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Sentence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A box that stops reading (a hung firmware, a full buffer): the port behind the transport is a fake whose write
 * blocks until the test lets its timeout pass, so nothing here waits on a clock. The screen's thread lights a
 * seat, beeps and asks for a roll while the port thread is stuck in that write: each call returns, none of them
 * touches the port, and when the write gives up the link says the box is not reading and asks it again.
 * (The timeout on the test only turns a hang into a failure; no assertion is about time.)
 */
class BoxStopsReadingTest {
    private final AtomicLong clock = new AtomicLong(10_000);
    private final StallingWire wire = new StallingWire();
    private final BlockingQueue<String> connected = new LinkedBlockingQueue<>();
    private final BlockingQueue<LinkStatus> statuses = new LinkedBlockingQueue<>();
    /** Stands for the screen's event thread (the real one would need a display): one thread the calls run on. */
    private final ExecutorService screen = Executors.newSingleThreadExecutor(r -> new Thread(r, SCREEN));

    private static final String SCREEN = "screen";

    @Test
    @Timeout(30)
    void the_screen_never_waits_for_a_box_that_stopped_reading_and_the_write_gives_up_with_a_status() throws Exception {
        boolean[] given = new boolean[1];
        SerialTransport host = new SerialTransport(
                SerialSettings.port("/dev/fake-box"),
                new BoxListener() {
                    @Override
                    public void connected(BoxIdentity box) {
                        connected.add(box.boxId());
                    }

                    @Override
                    public void statusChanged(LinkStatus status) {
                        statuses.add(status);
                    }
                },
                Runnable::run,
                clock::get,
                () -> {
                    if (given[0]) {
                        return null;
                    }
                    given[0] = true;
                    return wire;
                });
        host.start();
        try {
            wire.boxSays(new Sentence.Hello(Codec.PROTOCOL_VERSION, "1.0", 2, 6, "FAKE-1"));
            assertThat(connected.take()).isEqualTo("FAKE-1");

            wire.stalled = true;
            screen.submit(() -> host.light(2)).get();
            assertThat(wire.callsOnTheScreenThread)
                    .as("port calls made on the screen's thread")
                    .isEmpty();

            wire.boxSays(new Sentence.Heartbeat(0, 12)); // the port thread reads, then writes the light: it blocks
            wire.blocked.acquire();
            int[] rollId = new int[1];
            LinkStatus during = screen.submit(() -> {
                        host.light(3);
                        host.beep(50);
                        rollId[0] = host.roll(2);
                        return host.status();
                    })
                    .get();
            assertThat(during.state()).isEqualTo(LinkStatus.State.CONNECTED);
            assertThat(rollId[0]).isPositive();
            assertThat(wire.callsOnTheScreenThread)
                    .as("port calls made on the screen's thread")
                    .isEmpty();

            wire.timeOut();
            LinkStatus given_up = next(LinkStatus.State.NOT_READING);
            assertThat(given_up.detail()).isEqualTo("the box took no line for " + LinePort.WRITE_TIMEOUT_MS + " ms");
            assertThat(host.status().state()).isEqualTo(LinkStatus.State.NOT_READING);

            // It reads again: asked who it is, it answers, and the roll still waiting is asked for again.
            wire.stalled = false;
            clock.addAndGet(BoxLink.QUERY_INTERVAL_MS);
            wire.boxSays(new Sentence.Heartbeat(0, 13));
            wire.boxSays(new Sentence.Hello(Codec.PROTOCOL_VERSION, "1.0", 2, 6, "FAKE-1"));
            next(LinkStatus.State.CONNECTED);
            wire.boxSays(new Sentence.Heartbeat(0, 14));
            wire.written.await(Codec.encode(new Sentence.Roll(rollId[0], 2)).trim());
            assertThat(wire.written.lines)
                    .contains(Codec.encode(new Sentence.Query()).trim());
        } finally {
            wire.timeOut();
            host.close();
            screen.shutdownNow();
        }
    }

    private LinkStatus next(LinkStatus.State state) throws InterruptedException {
        for (LinkStatus s = statuses.take(); ; s = statuses.take()) {
            if (s.state() == state) {
                return s;
            }
        }
    }

    /** Lines the host wrote, in order, waited for without polling a clock. */
    static final class Written {
        final List<String> lines = new CopyOnWriteArrayList<>();
        private final Object changed = new Object();

        void add(String line) {
            synchronized (changed) {
                lines.add(line);
                changed.notifyAll();
            }
        }

        void await(String line) throws InterruptedException {
            synchronized (changed) {
                while (!lines.contains(line)) {
                    changed.wait();
                }
            }
        }
    }

    /** A port whose writes block while {@link #stalled}, until {@link #timeOut} plays their timeout. */
    static final class StallingWire implements PortWire {
        final BlockingQueue<byte[]> fromBox = new LinkedBlockingQueue<>();
        final Written written = new Written();
        final List<String> callsOnTheScreenThread = new CopyOnWriteArrayList<>();
        final Semaphore blocked = new Semaphore(0);
        private final Semaphore timeUp = new Semaphore(0);
        volatile boolean stalled;

        void boxSays(Sentence sentence) {
            fromBox.add(Codec.encode(sentence).getBytes(StandardCharsets.ISO_8859_1));
        }

        void timeOut() {
            timeUp.release(1000);
        }

        @Override
        public int read(byte[] buffer) {
            onScreenThread("read");
            try {
                byte[] bytes = fromBox.take();
                System.arraycopy(bytes, 0, buffer, 0, bytes.length);
                return bytes.length;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -1;
            }
        }

        @Override
        public int write(byte[] bytes) {
            if (onScreenThread("write " + new String(bytes, StandardCharsets.ISO_8859_1).trim())) {
                return 0; // a real port would block the window here
            }
            if (!stalled) {
                written.add(new String(bytes, StandardCharsets.ISO_8859_1).trim());
                return bytes.length;
            }
            blocked.release();
            timeUp.acquireUninterruptibly();
            return 0;
        }

        @Override
        public String path() {
            return "/dev/fake-box";
        }

        @Override
        public void close() {
            onScreenThread("close");
        }

        private boolean onScreenThread(String call) {
            if (Thread.currentThread().getName().equals(SCREEN)) {
                callsOnTheScreenThread.add(call);
                return true;
            }
            return false;
        }
    }
}
