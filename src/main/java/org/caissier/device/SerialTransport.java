package org.caissier.device;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Result;
import org.caissier.device.protocol.Sentence;

/**
 * The box on a serial port: one thread owns the port, runs the {@link BoxLink} and reconnects after an
 * unplug by waiting for the port to come back and doing the handshake again. Everything the box says is
 * handed to the listener through the given executor (the screen passes {@code SwingUtilities::invokeLater}).
 *
 * <pre>
 * SerialTransport box = new SerialTransport(SerialSettings.port("/dev/ttyACM0"), listener, SwingUtilities::invokeLater);
 * box.start();
 * int rollId = box.roll(2);   // answer: listener.diceRolled(rollId, faces)
 * box.close();
 * </pre>
 */
public final class SerialTransport implements BoxControl, AutoCloseable {

    /** A port the system lists, for a settings dialog. */
    public record PortInfo(String path, String description) {}

    private final SerialSettings settings;
    private final Object lock = new Object();
    private final BoxLink link;
    private final LinePort port;
    private final Queue<String> outgoing = new ConcurrentLinkedQueue<>();

    public SerialTransport(SerialSettings settings, BoxListener listener, Executor executor) {
        this(settings, listener, executor, () -> System.nanoTime() / 1_000_000);
    }

    SerialTransport(SerialSettings settings, BoxListener listener, Executor executor, LongSupplier millis) {
        this(
                settings,
                listener,
                executor,
                millis,
                settings.isAuto()
                        ? Ports.byHandshake(settings.baud(), millis)
                        : Ports.byPath(settings.port(), settings.baud()));
    }

    /** On the port the opener gives (a test's fake port). */
    SerialTransport(
            SerialSettings settings,
            BoxListener listener,
            Executor executor,
            LongSupplier millis,
            LinePort.Opener opener) {
        this.settings = Objects.requireNonNull(settings);
        BoxListener delivered = new ExecutorListener(
                Objects.requireNonNull(listener), Objects.requireNonNull(executor), lock, new AtomicReference<>());
        this.link = new BoxLink(this::send, delivered, millis);
        this.port = new LinePort(
                "box " + settings.port(),
                opener,
                new LinePort.Handler() {
                    @Override
                    public void opened(String path) {
                        link.portOpened();
                    }

                    @Override
                    public void received(Result result) {
                        link.received(result);
                    }

                    @Override
                    public void tick() {
                        link.tick();
                    }

                    @Override
                    public void closed(String why) {
                        link.portClosed(why);
                    }

                    @Override
                    public void flush() {
                        flushOutgoing();
                    }
                },
                lock);
    }

    /** The serial ports the system lists (not pseudo-terminals). */
    public static List<PortInfo> listPorts() {
        return Ports.list();
    }

    public SerialSettings settings() {
        return settings;
    }

    /** Starts the port thread; the box is looked for until it is found, and again after every unplug. */
    public void start() {
        synchronized (lock) {
            link.portClosed("looking for the box on " + settings.port());
        }
        port.start();
    }

    public LinkStatus status() {
        synchronized (lock) {
            return link.status();
        }
    }

    @Override
    public int roll(int count) {
        synchronized (lock) {
            return link.roll(count);
        }
    }

    @Override
    public void light(int seat) {
        synchronized (lock) {
            link.send(new Sentence.Light(seat));
        }
    }

    @Override
    public void beep(int millis) {
        synchronized (lock) {
            link.send(new Sentence.Beep(millis));
        }
    }

    @Override
    public void resume() {
        synchronized (lock) {
            link.resume();
        }
    }

    /** Stops the thread and closes the port. */
    @Override
    public void close() {
        stop();
    }

    /**
     * Stops the thread and closes the port, waiting up to 5 s for the thread: false when it is still stuck in a
     * port call. It waits: the screen calls it on a worker thread ({@code ui.box.BoxSession}).
     */
    public boolean stop() {
        return port.stop();
    }

    /**
     * Queues a line for the port thread, which writes it after its next read, outside the lock: a box that stops
     * reading can then hold up only the port thread (each write gives up after {@link LinePort#WRITE_TIMEOUT_MS}),
     * never a caller such as the screen lighting a seat, and no port call runs on the screen's thread.
     */
    private void send(Sentence.FromHost sentence) {
        outgoing.add(Codec.encode(sentence));
    }

    private void flushOutgoing() {
        for (String line = outgoing.poll(); line != null; line = outgoing.poll()) {
            byte[] bytes = line.getBytes(StandardCharsets.ISO_8859_1);
            int taken = port.send(bytes);
            if (taken != bytes.length) {
                // Not taken within the timeout (the box stopped reading) or no port: what is left is given up;
                // the protocol asks again for what matters (rolls after the handshake, acks on the next event).
                outgoing.clear();
                if (taken >= 0) {
                    synchronized (lock) {
                        link.writeGivenUp(LinePort.WRITE_TIMEOUT_MS);
                    }
                }
            }
        }
    }

    /**
     * Hops every notification onto the executor, in order; the link hands over only a few events before the
     * listener has handled them ({@link BoxLink#WAITING}), and statuses that follow each other closely are told
     * once, the latest, so a flood of lines never floods the executor.
     */
    private record ExecutorListener(
            BoxListener target, Executor executor, Object lock, AtomicReference<LinkStatus> statusDue)
            implements BoxListener {
        @Override
        public void connected(BoxIdentity box) {
            executor.execute(() -> target.connected(box));
        }

        @Override
        public void diceRolled(int rollId, List<Integer> faces) {
            executor.execute(() -> target.diceRolled(rollId, faces));
        }

        @Override
        public void buttonPressed(int seat, boolean longPress) {
            executor.execute(() -> target.buttonPressed(seat, longPress));
        }

        @Override
        public void diceRolled(int rollId, List<Integer> faces, BoxEvent event) {
            executor.execute(() -> target.diceRolled(rollId, faces, event));
        }

        @Override
        public void buttonPressed(int seat, boolean longPress, BoxEvent event) {
            executor.execute(() -> target.buttonPressed(seat, longPress, event));
        }

        /**
         * Asks the listener, after the event's handling on the executor, how it ended; the answer only marks
         * the event handled (under the link's lock), and the port thread sends the acknowledgement at its next
         * tick: no port call is made on the screen's thread.
         */
        @Override
        public void afterEvent(Acknowledgement acknowledgement) {
            executor.execute(() -> target.afterEvent(new Acknowledgement() {
                @Override
                public void saved() {
                    synchronized (lock) {
                        acknowledgement.saved();
                    }
                }

                @Override
                public void notSaved() {
                    synchronized (lock) {
                        acknowledgement.notSaved();
                    }
                }
            }));
        }

        @Override
        public void statusChanged(LinkStatus status) {
            if (statusDue.getAndSet(status) == null) {
                executor.execute(() -> target.statusChanged(statusDue.getAndSet(null)));
            }
        }
    }
}
