package org.caissier.live;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;

/**
 * At most so many connections open at once from one client address: one laptop opening hundreds of connections
 * holds its share and no more, so the server's overall cap is never filled by one machine and phones still get
 * in. Jetty 12 caps connections overall only ({@code NetworkConnectionLimit}); this is a listener on the connector
 * that closes a connection beyond the share at once (a phone needs two: the page and its event stream).
 *
 * <p>Each connection's address is kept from its opening: once closed, an end point no longer knows its remote
 * address, and a share counted down by asking it then was never given back (issue 36: an address locked out for
 * good after 16 connections, closed ones included).
 */
final class ConnectionsPerAddress implements Connection.Listener {
    /** A phone holds two; a browser opening a few in parallel stays well below. */
    static final int SHARE = 16;

    private final int share;
    private final Map<Connection, InetAddress> open = new ConcurrentHashMap<>();
    private final Map<InetAddress, Integer> held = new ConcurrentHashMap<>();

    ConnectionsPerAddress(int share) {
        this.share = share;
    }

    @Override
    public void onOpened(Connection connection) {
        SocketAddress remote = connection.getEndPoint().getRemoteSocketAddress();
        if (!(remote instanceof InetSocketAddress inet) || inet.getAddress() == null) {
            return;
        }
        InetAddress from = inet.getAddress();
        open.put(connection, from);
        if (held.merge(from, 1, Integer::sum) > share) {
            connection.getEndPoint().close();
        }
    }

    @Override
    public void onClosed(Connection connection) {
        InetAddress from = open.remove(connection);
        if (from != null) {
            held.computeIfPresent(from, (address, n) -> n > 1 ? n - 1 : null);
        }
    }

    /** Connections open now from that address. */
    int from(InetAddress address) {
        return held.getOrDefault(address, 0);
    }
}
