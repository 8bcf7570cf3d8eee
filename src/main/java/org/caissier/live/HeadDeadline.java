package org.caissier.live;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * A whole request head must arrive within a deadline, counted from the connection's opening (or the end of its
 * last answer): the connector's idle time starts again at each byte, so a client sending one byte every few
 * seconds would otherwise hold its connection for ever. A connection whose head is not in by then is closed.
 * Jetty 12 has no such setting: this is a connection listener (arms the deadline) and a handler (a request
 * reaching it has its head whole: disarms it until the answer is sent).
 */
final class HeadDeadline extends Handler.Wrapper implements Connection.Listener {
    private final long millis;
    private final ScheduledExecutorService timer;
    private final Map<Connection, Future<?>> armed = new ConcurrentHashMap<>();

    HeadDeadline(Duration deadline, ScheduledExecutorService timer, Handler next) {
        super(next);
        this.millis = deadline.toMillis();
        this.timer = timer;
    }

    @Override
    public void onOpened(Connection connection) {
        arm(connection);
    }

    @Override
    public void onClosed(Connection connection) {
        disarm(connection);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        Connection connection = request.getConnectionMetaData().getConnection();
        disarm(connection);
        return super.handle(request, response, new Callback.Nested(callback) {
            @Override
            public void succeeded() {
                arm(connection); // the next request's head on this connection has its own deadline
                super.succeeded();
            }
        });
    }

    private void arm(Connection connection) {
        if (!connection.getEndPoint().isOpen()) {
            return;
        }
        Future<?> old = armed.put(
                connection,
                timer.schedule(
                        () -> {
                            armed.remove(connection);
                            connection.getEndPoint().close();
                        },
                        millis,
                        TimeUnit.MILLISECONDS));
        if (old != null) {
            old.cancel(false);
        }
        if (!connection.getEndPoint().isOpen()) {
            disarm(connection); // closed meanwhile: onClosed may have come first
        }
    }

    private void disarm(Connection connection) {
        Future<?> task = armed.remove(connection);
        if (task != null) {
            task.cancel(false);
        }
    }
}
