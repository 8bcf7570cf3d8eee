package org.caissier.live;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * One browser's server-sent event stream. Jetty allows one write at a time per response, so what comes while a
 * write is under way waits in a single slot: a newer version replaces an older one (only the latest matters) and a
 * heartbeat never replaces a version. A slow reader therefore costs one slot, never a growing queue; one whose
 * buffer stays full (a write still under way heartbeat after heartbeat) is dropped, so that clients that never read
 * cannot keep their connections for ever on the server's own heartbeat. A heartbeat fits in any socket buffer for
 * hours, so a reader must also say it is alive: the page's script answers each heartbeat with a small request
 * naming its stream ({@link #alive}), and a stream that goes as many heartbeats without one is dropped too.
 */
final class EventStream {
    /** An event, not a comment: the page's script sees it, answers it, and knows the laptop is there. */
    static final String HEARTBEAT = "event: beat\ndata: 1\n\n";
    /** The last words of a stream whose server stops: the page says it has lost the laptop. */
    static final String CLOSED = "event: closed\ndata: 1\n\n";

    private final Response response;
    private final Callback done;
    private final Runnable gone;
    private final Runnable following;
    private boolean writing;
    private boolean closed;
    private boolean ending;
    private String waiting;
    /** Heartbeats that found a write still under way, since the last one ended. */
    private int stalled;
    /** Heartbeats since the page last said it is alive (or since the stream opened). */
    private int quiet;

    EventStream(Response response, Callback done, Runnable gone) {
        this(response, done, gone, () -> {});
    }

    /** {@code following}: told each time the page says it is alive. */
    EventStream(Response response, Callback done, Runnable gone, Runnable following) {
        this.response = response;
        this.done = done;
        this.gone = gone;
        this.following = following;
    }

    static String event(long version) {
        return "event: results\ndata: " + version + "\n\n";
    }

    /**
     * The stream's first words: how soon to come back when lost, then its token (which the page sends back to say
     * it is alive), the publication it belongs to and the heartbeat's period, then the version served.
     */
    static String hello(String token, String publication, long beatMillis, long version) {
        return "retry: 1000\nevent: hello\ndata: " + token + " " + publication + " " + beatMillis + "\n\n"
                + event(version);
    }

    /** The page says it is alive: the stream is kept for as many heartbeats again. */
    void alive() {
        synchronized (this) {
            if (closed) {
                return;
            }
            quiet = 0;
        }
        following.run();
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
     * than {@code patience} heartbeats, or whose page has not said it is alive for as long, is dropped (its
     * connection closed).
     */
    void beat(int patience) {
        boolean stuck;
        boolean silent;
        synchronized (this) {
            if (closed) {
                return;
            }
            stuck = writing && ++stalled > patience;
            silent = ++quiet > patience;
        }
        if (stuck) {
            failed(new TimeoutException("the client has read nothing for " + patience + " heartbeats"));
        } else if (silent) {
            failed(new TimeoutException("the page has not said it is alive for " + patience + " heartbeats"));
        } else {
            send(HEARTBEAT);
        }
    }

    private void write(String text) {
        response.write(false, bytes(text), Callback.from(this::written, this::failed));
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
            response.write(true, bytes(CLOSED), done);
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

    /**
     * The server stops: the stream ends normally, its last words saying so (sent after the write under way, if
     * any, or instead of what waited behind it).
     */
    void end() {
        boolean now;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            ending = writing;
            now = !writing;
            if (writing) {
                waiting = null;
            }
        }
        gone.run();
        if (now) {
            response.write(true, bytes(CLOSED), done);
        }
    }

    private static ByteBuffer bytes(String text) {
        return ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
    }

    private synchronized boolean close() {
        boolean was = closed;
        closed = true;
        return !was;
    }
}
