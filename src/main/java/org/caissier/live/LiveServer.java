package org.caissier.live;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.server.handler.SizeLimitHandler;
import org.eclipse.jetty.util.component.LifeCycle;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The live page's HTTP server (Jetty's core server, no servlets). It serves the last snapshot it was handed and
 * tells the open pages when a newer one comes; it never reads a game session. Jetty rather than the JDK's
 * {@code jdk.httpserver}, which cannot cap how many connections it holds: here the connections, the request head
 * and body and the idle time are all capped ({@link LiveSettings}).
 */
public final class LiveServer implements AutoCloseable {
    private final Server server;
    private final ServerConnector connector;
    private final NetworkConnectionLimit limit;
    private final ScheduledExecutorService beats;
    private final AtomicReference<LiveSnapshot> current;
    private final EventStreams streams;
    private final QueuedThreadPool pool;
    private final Crowding crowding;
    private volatile boolean closing;

    private LiveServer(LiveSettings settings, LiveRuntime runtime, LiveSnapshot first) {
        current = new AtomicReference<>(first);
        // A stream that takes nothing, or whose page says nothing, for as long as the idle time is dropped, as a
        // silent connection would be.
        streams = new EventStreams((int) Math.max(
                1, settings.idleTime().toMillis() / settings.heartbeat().toMillis()));
        ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, runtime.threads());
        timer.setRemoveOnCancelPolicy(true); // a head deadline is cancelled at every request: none may pile up
        beats = timer;
        pool = new QueuedThreadPool(16, 2, 30_000, -1, null, null, runtime.threads());
        pool.setName("live");
        server = new Server(pool);
        HttpConfiguration http = new HttpConfiguration();
        http.setRequestHeaderSize(settings.maxHeaderBytes());
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(settings.address().getHostAddress());
        connector.setPort(settings.port());
        connector.setIdleTimeout(settings.idleTime().toMillis());
        server.addConnector(connector);
        limit = new NetworkConnectionLimit(settings.maxConnections(), connector);
        server.addBean(limit);
        ErrorHandler errors = new ErrorHandler();
        errors.setShowStacks(false);
        errors.setShowMessageInTitle(false);
        server.setErrorHandler(errors);
        SizeLimitHandler sized = new SizeLimitHandler(settings.maxRequestBytes(), -1);
        crowding = new Crowding(Crowding.roomUnder(settings.maxConnections()));
        sized.setHandler(new LiveHandler(
                current, streams, script(), crowding, settings.heartbeat().toMillis()));
        // What Jetty 12 has no switch for (issues 26 and 36): one address holds its share of the connections, the
        // idlest connection makes room for a new one before the cap is reached, a request head arrives whole within
        // the idle time, and only the page's own address is served.
        connector.addBean(new ConnectionsPerAddress(Math.min(ConnectionsPerAddress.SHARE, settings.maxConnections())));
        connector.addBean(crowding, false);
        crowding.setHandler(new HostCheck(this::address, sized));
        HeadDeadline deadline = new HeadDeadline(settings.idleTime(), beats, crowding);
        connector.addBean(deadline, false);
        server.setHandler(deadline);
        // With the program: Jetty's shutdown hook stops it if the program ends without closing it.
        server.setStopAtShutdown(true);
        // No graceful wait: a phone's open event stream must not hold the program's closing.
        server.setStopTimeout(0);
        long beat = settings.heartbeat().toMillis();
        beats.scheduleWithFixedDelay(streams::heartbeat, beat, beat, TimeUnit.MILLISECONDS);
    }

    /** Starts serving the first snapshot; a taken port or a foreign address is an IOException that says so. */
    public static LiveServer start(LiveSettings settings, LiveRuntime runtime, LiveSnapshot first) throws IOException {
        LiveServer live = new LiveServer(settings, runtime, first);
        try {
            live.server.start();
        } catch (Exception e) {
            live.close();
            throw new IOException(
                    "cannot listen on " + settings.address().getHostAddress() + " port " + settings.port() + ": "
                            + e.getMessage(),
                    e);
        }
        return live;
    }

    /**
     * Tells {@code told}, on a server thread, why the server stopped when it stops other than through
     * {@link #close} (a failure of Jetty's own), so that the laptop never says "On phones" for a page gone.
     */
    void onFailure(Consumer<String> told) {
        server.addEventListener(new LifeCycle.Listener() {
            @Override
            public void lifeCycleFailure(LifeCycle event, Throwable cause) {
                if (!closing) {
                    told.accept(String.valueOf(cause.getMessage()));
                }
            }

            @Override
            public void lifeCycleStopping(LifeCycle event) {
                if (!closing) {
                    told.accept("the server stopped");
                }
            }
        });
    }

    /** Jetty's own server, for the test that makes it stop as a failure would. */
    Server jetty() {
        return server;
    }

    /** The page's address, e.g. {@code http://192.168.1.20:8765/}. */
    public URI address() {
        // An IPv6 zone (fe80::1%eth0) means nothing to the phone and is not allowed in an address bar's URI.
        String host = connector.getHost().replaceFirst("%.*$", "");
        if (host.contains(":")) {
            host = "[" + host + "]";
        }
        return URI.create("http://" + host + ":" + connector.getLocalPort() + "/");
    }

    /** Serves this snapshot from now on and tells the open pages, on the server's threads (the caller never waits). */
    public void publish(LiveSnapshot snapshot) {
        current.set(snapshot);
        pool.execute(() -> streams.version(snapshot.version()));
    }

    public LiveSnapshot current() {
        return current.get();
    }

    /** Connections held right now (never more than the cap; the others wait to be accepted). */
    public int connections() {
        return limit.getNetworkConnectionCount();
    }

    public int eventStreams() {
        return streams.size();
    }

    public boolean running() {
        return server.isRunning();
    }

    @Override
    public void close() {
        closing = true;
        beats.shutdownNow();
        streams.endAll();
        try {
            server.stop();
        } catch (Exception e) {
            throw new IllegalStateException("the live server did not stop: " + e.getMessage(), e);
        }
    }

    private static byte[] script() {
        try (InputStream in = LiveServer.class.getResourceAsStream("/live/live.js")) {
            if (in == null) {
                throw new IllegalStateException("live/live.js is missing from the program");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
