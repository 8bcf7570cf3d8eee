package org.caissier.live;

import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Publishing one open game on the network: off until {@link #start}, then every state handed to
 * {@link #publish} (after each change) is rendered here, on the caller's thread, and handed to the
 * server as an immutable snapshot. Stopped by the Stop button, by closing the game, or with the program.
 */
public final class LivePublication implements AutoCloseable {
    private final LiveRuntime runtime;
    private final PhonePage page;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private LivePages pages;
    private LiveServer server;
    private Object last;
    private String nowPlaying = "";
    /** Why the server stopped on its own, while it was on; null when it did not. */
    private volatile String failure;

    /** The program's language: the page of a phone that asks for neither French nor English. */
    private final Locale language;

    public LivePublication(LiveRuntime runtime, PhonePage page) {
        this(runtime, page, Locale.ENGLISH);
    }

    public LivePublication(LiveRuntime runtime, PhonePage page, Locale language) {
        this.language = language;
        this.runtime = runtime;
        this.page = page;
    }

    /** Starts serving this state; a second start first stops the running server. */
    public URI start(LiveSettings settings, Object state) throws IOException {
        stop();
        failure = null;
        pages = new LivePages(runtime.clock(), page, language);
        last = state;
        server = LiveServer.start(settings, runtime, pages.next(state, nowPlaying));
        server.onFailure(why -> {
            failure = why;
            changed();
        });
        changed();
        return server.address();
    }

    /** The event changed: the open pages follow (nothing happens while it is off or when nothing changed). */
    public void publish(Object state) {
        if (server == null || state.equals(last)) {
            return;
        }
        last = state;
        server.publish(pages.next(state, nowPlaying));
    }

    /**
     * Who is playing now apart from the published game ("Zoé – Marc", a match of the published event), or "" for
     * nobody: the open pages say it from now on.
     */
    public void nowPlaying(String players) {
        if (players.equals(nowPlaying)) {
            return;
        }
        nowPlaying = players;
        if (server != null) {
            server.publish(pages.next(last, nowPlaying));
        }
    }

    public String nowPlaying() {
        return nowPlaying;
    }

    public void stop() {
        if (server != null) {
            LiveServer running = server;
            server = null;
            last = null;
            failure = null;
            running.close();
            changed();
        }
    }

    @Override
    public void close() {
        stop();
    }

    /** Whether the page is served now: started, and neither stopped nor failed since. */
    public boolean on() {
        return server != null && failure == null;
    }

    /**
     * Why the page stopped being served on its own (the listeners are told, on a server thread), until the next
     * start or stop; empty when it did not.
     */
    public Optional<String> failure() {
        return Optional.ofNullable(failure);
    }

    public Optional<URI> address() {
        return Optional.ofNullable(server).map(LiveServer::address);
    }

    /** The server, for the caps' tests and the status shown. */
    Optional<LiveServer> server() {
        return Optional.ofNullable(server);
    }

    /** Told when publishing starts, stops or fails (the status bar, the dialog); a failure is told off the EDT. */
    public void onChange(Runnable listener) {
        listeners.add(listener);
    }

    /** No longer told (a dialog that closed for good). */
    public void removeOnChange(Runnable listener) {
        listeners.remove(listener);
    }

    private void changed() {
        List.copyOf(listeners).forEach(Runnable::run);
    }
}
