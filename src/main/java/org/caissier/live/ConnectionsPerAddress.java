package org.caissier.live;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;

/**
 * At most so many connections from one client address: one laptop opening hundreds of connections holds its
 * share and no more, so the server's overall cap is never filled by one machine and phones still get in. Jetty 12
 * caps connections overall only ({@code NetworkConnectionLimit}); this is a listener on the connector that closes
 * a connection beyond the share at once (a phone needs two: the page and its event stream).
 */
final class ConnectionsPerAddress implements Connection.Listener {
    /** A phone holds two; a browser opening a few in parallel stays well below. */
    static final int SHARE = 16;

    private final int share;
    private final Map<InetAddress, Integer> held = new ConcurrentHashMap<>();

    ConnectionsPerAddress(int share) {
        this.share = share;
    }

    @Override
    public void onOpened(Connection connection) {
        InetAddress from = from(connection);
        if (from != null && held.merge(from, 1, Integer::sum) > share) {
            connection.getEndPoint().close();
        }
    }

    @Override
    public void onClosed(Connection connection) {
        InetAddress from = from(connection);
        if (from != null) {
            held.computeIfPresent(from, (address, n) -> n > 1 ? n - 1 : null);
        }
    }

    /** Connections held now from that address. */
    int from(InetAddress address) {
        return held.getOrDefault(address, 0);
    }

    private static InetAddress from(Connection connection) {
        SocketAddress remote = connection.getEndPoint().getRemoteSocketAddress();
        return remote instanceof InetSocketAddress inet ? inet.getAddress() : null;
    }
}
