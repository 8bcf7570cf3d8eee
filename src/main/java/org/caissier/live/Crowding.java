package org.caissier.live;

import java.util.HashMap;
import java.util.Map;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Keeps room for one more phone before the overall cap is reached: once more than {@code room} connections are
 * open, each new one closes the connection that has been idle longest, where idle means waiting for a request
 * head (a slowloris, a half-open connection, a browser's kept-alive one, which it opens again at no cost) or an
 * event stream whose page has not yet said it is alive ({@link EventStreams#alive}). A request being answered
 * and a stream whose page says it is alive are never closed. Many addresses together, each within its share
 * ({@link ConnectionsPerAddress}), therefore cannot fill the cap with silence: a new address always gets in.
 * A connection listener (opening and closing) and a handler (a request reaching it is being answered).
 */
final class Crowding extends Handler.Wrapper implements Connection.Listener {
    private enum Standing {
        WAITING,
        ANSWERING,
        SILENT_STREAM,
        FOLLOWING
    }

    /** {@code since}: the order in which connections came to their standing (a count, not a time). */
    private record Held(Standing standing, long since) {
        boolean idle() {
            return standing == Standing.WAITING || standing == Standing.SILENT_STREAM;
        }
    }

    private final int room;
    private final Map<Connection, Held> held = new HashMap<>();
    private long order;

    Crowding(int room) {
        this.room = room;
    }

    /** The room kept under a cap of {@code max}: a phone's few connections, and never less than one. */
    static int roomUnder(int max) {
        return max - Math.max(1, Math.min(ConnectionsPerAddress.SHARE, max / 4));
    }

    @Override
    public void onOpened(Connection connection) {
        if (!connection.getEndPoint().isOpen()) {
            return; // closed at once beyond its address's share: it takes no one's place
        }
        Connection idlest = null;
        synchronized (this) {
            held.put(connection, new Held(Standing.WAITING, ++order));
            if (held.size() > room) {
                long oldest = Long.MAX_VALUE;
                for (Map.Entry<Connection, Held> e : held.entrySet()) {
                    if (e.getValue().idle() && e.getValue().since() < oldest) {
                        oldest = e.getValue().since();
                        idlest = e.getKey();
                    }
                }
                held.remove(idlest);
            }
        }
        if (idlest != null) {
            idlest.getEndPoint().close();
        }
    }

    @Override
    public synchronized void onClosed(Connection connection) {
        held.remove(connection);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        Connection connection = request.getConnectionMetaData().getConnection();
        become(connection, Standing.ANSWERING);
        return super.handle(request, response, new Callback.Nested(callback) {
            @Override
            public void succeeded() {
                become(connection, Standing.WAITING); // for its next request head, if any
                super.succeeded();
            }
        });
    }

    /** The connection carries an event stream from now on, silent until its page says it is alive. */
    void streaming(Connection connection) {
        become(connection, Standing.SILENT_STREAM);
    }

    /** The connection's event stream is followed by a page that said it is alive. */
    void following(Connection connection) {
        become(connection, Standing.FOLLOWING);
    }

    private synchronized void become(Connection connection, Standing standing) {
        held.computeIfPresent(connection, (c, was) -> new Held(standing, ++order));
    }

    /** Connections held now, for the tests. */
    synchronized int held() {
        return held.size();
    }
}
