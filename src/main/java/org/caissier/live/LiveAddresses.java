package org.caissier.live;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * The addresses this machine can publish on, the likeliest first: the local network's IPv4 addresses (what phones
 * on the club's Wi-Fi reach), then other addresses, loopback last. Never the wildcard: the user picks one.
 */
public final class LiveAddresses {
    private LiveAddresses() {}

    public static List<InetAddress> candidates() {
        List<InetAddress> all = new ArrayList<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (nic.isUp()) {
                    for (InetAddress a : Collections.list(nic.getInetAddresses())) {
                        if (!a.isLinkLocalAddress() && !a.isAnyLocalAddress() && !a.isMulticastAddress()) {
                            all.add(a);
                        }
                    }
                }
            }
        } catch (SocketException e) {
            // No interface list: loopback below is still offered.
        }
        if (all.stream().noneMatch(InetAddress::isLoopbackAddress)) {
            all.add(InetAddress.getLoopbackAddress());
        }
        all.sort(Comparator.comparingInt(LiveAddresses::rank));
        return List.copyOf(all);
    }

    private static int rank(InetAddress a) {
        if (a.isLoopbackAddress()) {
            return 3;
        }
        if (a instanceof Inet4Address) {
            return a.isSiteLocalAddress() ? 0 : 1;
        }
        return 2;
    }
}
