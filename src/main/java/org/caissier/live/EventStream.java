package org.caissier.live;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * One browser's server-sent event stream. Jetty allows one write at a time per response, so what comes while a
 * write is under way waits in a single slot: a newer version replaces an older one (only the latest matters) and a
 * heartbeat never replaces a version. A slow reader therefore costs one slot, never a growing queue; one whose
 * buffer stays full (a write still under way heartbeat after heartbeat) is dropped, so that clients that never read
 * cannot keep their connections for ever on the server's own heartbeat.
 */
final class EventStream {
    static final String HEARTBEAT = ": heartbeat\n\n";

    private final Response response;
    private final Callback done;
    private final Runnable gone;
    private boolean writing;
    private boolean closed;
    private boolean ending;
    private String waiting;
    /** Heartbeats that found a write still under way, since the last one ended. */
    private int stalled;

    EventStream(Response response, Callback done, Runnable gone) {
        this.response = response;
        this.done = done;
        this.gone = gone;
    }

    static String event(long version) {
        return "event: results\ndata: " + version + "\n\n";
    }

    void send(String text) {
        synchronized (this) {
            if (closed) {
                return;
            }
            if (writing) {
                if (waiting == null || !HEARTBEAT.equals(text)) {
                    waiting = text;
                }
                return;
            }
            writing = true;
        }
        write(text);
    }

    /**
     * The heartbeat: sent if the stream is taking what it is sent; a stream whose write has been under way for more
     * than {@code patience} heartbeats is dropped (its connection closed).
     */
    void beat(int patience) {
        boolean stuck;
        synchronized (this) {
            if (closed) {
                return;
            }
            stuck = writing && ++stalled > patience;
        }
        if (stuck) {
            failed(new java.util.concurrent.TimeoutException("the client has read nothing for " + patience
                    + " heartbeats"));
        } else {
            send(HEARTBEAT);
        }
    }

    private void write(String text) {
        response.write(false, ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)),
                Callback.from(this::written, this::failed));
    }

    private void written() {
        String next;
        boolean finish;
        synchronized (this) {
            finish = ending;
            ending = false;
            stalled = 0;
            next = closed ? null : waiting;
            waiting = null;
            writing = next != null;
        }
        if (finish) {
            response.write(true, null, done);
        } else if (next != null) {
            write(next);
        }
    }

    /** The browser went away (or the write failed): the request ends, the stream leaves the list. */
    void failed(Throwable why) {
        if (close()) {
            gone.run();
            done.failed(why);
        }
    }

    /** The server stops: the stream ends normally (after the write under way, if any). */
    void end() {
        boolean now;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            ending = writing;
            now = !writing;
        }
        gone.run();
        if (now) {
            response.write(true, null, done);
        }
    }

    private synchronized boolean close() {
        boolean was = closed;
        closed = true;
        return !was;
    }
}
