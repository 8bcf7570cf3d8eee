package org.caissier.live;

import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Publishing one open game on the network: off until {@link #start}, then every state handed to
 * {@link #publish} (after each change) is rendered here, on the caller's thread, and handed to the
 * server as an immutable snapshot. Stopped by the Stop button, by closing the game, or with the program.
 */
public final class LivePublication implements AutoCloseable {
    private final LiveRuntime runtime;
    private final PhonePage page;
    private final List<Runnable> listeners = new ArrayList<>();
    private LivePages pages;
    private LiveServer server;
    private Object last;

    public LivePublication(LiveRuntime runtime, PhonePage page) {
        this.runtime = runtime;
        this.page = page;
    }

    /** Starts serving this state; a second start first stops the running server. */
    public URI start(LiveSettings settings, Object state) throws IOException {
        stop();
        pages = new LivePages(runtime.clock(), page);
        last = state;
        server = LiveServer.start(settings, runtime, pages.next(state));
        changed();
        return server.address();
    }

    /** The event changed: the open pages follow (nothing happens while it is off or when nothing changed). */
    public void publish(Object state) {
        if (server == null || state.equals(last)) {
            return;
        }
        last = state;
        server.publish(pages.next(state));
    }

    public void stop() {
        if (server != null) {
            LiveServer running = server;
            server = null;
            last = null;
            running.close();
            changed();
        }
    }

    @Override
    public void close() {
        stop();
    }

    public boolean on() {
        return server != null;
    }

    public Optional<URI> address() {
        return Optional.ofNullable(server).map(LiveServer::address);
    }

    /** The server, for the caps' tests and the status shown. */
    Optional<LiveServer> server() {
        return Optional.ofNullable(server);
    }

    /** Told when publishing starts or stops (the status bar, the dialog). */
    public void onChange(Runnable listener) {
        listeners.add(listener);
    }

    private void changed() {
        List.copyOf(listeners).forEach(Runnable::run);
    }
}
