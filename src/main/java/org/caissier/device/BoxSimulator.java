package org.caissier.device;

import java.util.Objects;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Result;

/**
 * A box made of software on a serial port (the other end of a pseudo-terminal pair): for demonstrations
 * without hardware ({@code --device sim}) and for end-to-end tests. It reopens its port after the cable is
 * "pulled", says hello like a box powering up, and keeps unacknowledged presses until the host takes them.
 */
public final class BoxSimulator implements AutoCloseable {
    private final Object lock = new Object();
    private final SimulatedBox box;
    private final LinePort port;
    private volatile Consumer<String> onOpen = path -> {};

    public BoxSimulator(String portPath, BoxIdentity identity, Random random) {
        this(portPath, identity, random, () -> System.nanoTime() / 1_000_000);
    }

    BoxSimulator(String portPath, BoxIdentity identity, Random random, LongSupplier millis) {
        Objects.requireNonNull(portPath);
        LinePort[] self = new LinePort[1];
        this.box = new SimulatedBox(identity, random, millis, s -> self[0].write(Codec.encode(s)));
        this.port = new LinePort(
                "box simulator " + portPath,
                Ports.byPath(portPath, SerialSettings.DEFAULT_BAUD),
                new LinePort.Handler() {
                    @Override
                    public void opened(String path) {
                        box.hello();
                        onOpen.accept(path);
                    }

                    @Override
                    public void received(Result result) {
                        box.received(result);
                    }

                    @Override
                    public void tick() {
                        box.tick();
                    }

                    @Override
                    public void closed(String why) {}
                },
                lock);
        self[0] = port;
    }

    /** Called (on the port thread) each time the port is opened, with its system path. */
    public void onOpen(Consumer<String> listener) {
        this.onOpen = Objects.requireNonNull(listener);
    }

    public void start() {
        port.start();
    }

    /** A player presses a seat button (1..8) or the roll button (0). Kept until acknowledged. */
    public void press(int seat, boolean longPress) {
        synchronized (lock) {
            box.press(seat, longPress);
        }
    }

    /** The roll button: the box rolls its dice on its own. */
    public void rollButton() {
        synchronized (lock) {
            box.rollButton();
        }
    }

    /** Writes raw bytes, as line noise would. */
    public boolean writeRaw(byte[] bytes) {
        synchronized (lock) {
            return port.write(bytes);
        }
    }

    public int unacknowledged() {
        synchronized (lock) {
            return box.unacknowledged();
        }
    }

    public int litSeat() {
        synchronized (lock) {
            return box.litSeat();
        }
    }

    public boolean isOpen() {
        return port.isOpen();
    }

    @Override
    public void close() {
        port.close();
    }
}
