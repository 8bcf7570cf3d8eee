package org.caissier.device;

import com.fazecast.jSerialComm.SerialPort;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import org.caissier.device.protocol.LineAssembler;
import org.caissier.device.protocol.Result;

/**
 * One serial port owned by one thread: opens it (again after every unplug), reads it, cuts lines and hands
 * them to a handler under a lock shared with the code that writes. Used by both ends: the host's
 * {@link SerialTransport} and the {@link BoxSimulator}.
 */
final class LinePort implements AutoCloseable {
    /** How long a read waits for a byte; also the finest tick of the protocol timers. */
    static final int READ_TIMEOUT_MS = 50;
    /** How long a write may wait for a box that stopped reading before the line is given up. */
    static final int WRITE_TIMEOUT_MS = 500;
    /** The read and write timeouts every port is opened with. */
    static final int TIMEOUTS = SerialPort.TIMEOUT_READ_SEMI_BLOCKING | SerialPort.TIMEOUT_WRITE_BLOCKING;
    /** Pause between two attempts to find the port. */
    static final long RETRY_MS = 100;
    /** How long stopping waits for the port thread to end. */
    static final long STOP_MS = 5000;

    /** Called on the port thread, holding the lock. */
    interface Handler {
        void opened(String path);

        void received(Result result);

        void tick();

        void closed(String why);

        /** Called on the port thread without the lock, after each read: writes what is waiting to be sent. */
        default void flush() {}
    }

    /** Finds and opens the port, or answers null when there is none yet. */
    interface Opener {
        PortWire open() throws InterruptedException;
    }

    private final Opener opener;
    private final Handler handler;
    private final Object lock;
    private final Thread thread;
    private final Object writeLock = new Object();
    private volatile PortWire port;
    private volatile boolean running = true;

    LinePort(String threadName, Opener opener, Handler handler, Object lock) {
        this.opener = Objects.requireNonNull(opener);
        this.handler = Objects.requireNonNull(handler);
        this.lock = Objects.requireNonNull(lock);
        this.thread = new Thread(this::run, threadName);
        thread.setDaemon(true);
    }

    void start() {
        thread.start();
    }

    /** Writes a whole line; false when there is no port or the write failed (the box is unplugged). */
    boolean write(String line) {
        byte[] bytes = line.getBytes(StandardCharsets.ISO_8859_1);
        return write(bytes);
    }

    boolean write(byte[] bytes) {
        return send(bytes) == bytes.length;
    }

    /**
     * Writes and says how many bytes the port took: fewer than all when the write timed out (a box that stopped
     * reading), -1 when there is no port or it failed (unplugged).
     */
    int send(byte[] bytes) {
        synchronized (writeLock) {
            PortWire p = port;
            return p == null ? -1 : p.write(bytes);
        }
    }

    boolean isOpen() {
        return port != null;
    }

    private void run() {
        byte[] buffer = new byte[256];
        LineAssembler assembler = new LineAssembler();
        try {
            while (running) {
                PortWire p = port;
                if (p == null) {
                    p = opener.open();
                    if (p == null) {
                        synchronized (lock) {
                            handler.tick();
                        }
                        handler.flush();
                        Thread.sleep(RETRY_MS);
                        continue;
                    }
                    assembler = new LineAssembler();
                    port = p;
                    synchronized (lock) {
                        handler.opened(p.path());
                    }
                }
                int n = p.read(buffer);
                if (n < 0) {
                    // Unplugged: jSerialComm keeps reporting the port as open and fails every read until closed.
                    drop(p, "the box was unplugged");
                    continue;
                }
                LineAssembler a = assembler;
                synchronized (lock) {
                    if (n > 0) {
                        a.feed(buffer, 0, n, handler::received);
                    }
                    handler.tick();
                }
                handler.flush();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            PortWire p = port;
            if (p != null) {
                drop(p, "closed");
            }
        }
    }

    private void drop(PortWire p, String why) {
        synchronized (writeLock) {
            port = null;
            p.close();
        }
        synchronized (lock) {
            handler.closed(why);
        }
    }

    /** Stops the thread and closes the port; returns when both are done. */
    @Override
    public void close() {
        stop();
    }

    /**
     * Stops the thread and closes the port, waiting up to {@link #STOP_MS} for it: false when the thread is still
     * stuck (a port call that does not return). It waits: never call it on the screen's thread.
     */
    boolean stop() {
        running = false;
        thread.interrupt();
        try {
            thread.join(STOP_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !thread.isAlive();
    }
}
