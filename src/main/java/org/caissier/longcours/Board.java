package org.caissier.longcours;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The board in use (LC-MAT-1, D-LC-1): zones with their wreck site and ports, the dotted lines, the resale die
 * and the brawl card names. Read from a board file by {@link BoardLoader}; part of the game state so that
 * {@code apply} needs nothing else.
 *
 * @param verified   whether the file says it was checked against a printed board
 * @param zones      the six zones, 11 to 66
 * @param lines      the dotted lines, each joining two points of call (both ways)
 * @param resaleDie  die face 1..6 to the good it names (LC-SELL-1)
 * @param brawlCards the brawl card names, weakest (rank 1) first (D-LC-2)
 */
public record Board(
        boolean verified, List<Zone> zones, List<Line> lines, Map<Integer, Good> resaleDie, List<String> brawlCards) {

    /** A zone (11, 22, ... 66) with its wreck site and its three ports. */
    public record Zone(int number, String wreckSite, List<Port> ports) {
        public Zone {
            ports = List.copyOf(ports);
        }
    }

    /** A port and the one good it sells. */
    public record Port(String name, Good good) {}

    /** A dotted line between two points of call. */
    public record Line(String a, String b) {
        public boolean joins(String x, String y) {
            return a.equals(x) && b.equals(y) || a.equals(y) && b.equals(x);
        }
    }

    public Board {
        zones = List.copyOf(zones);
        lines = List.copyOf(lines);
        resaleDie = Map.copyOf(resaleDie);
        brawlCards = List.copyOf(brawlCards);
    }

    /** Every point of call, zone by zone: wreck site first, then the ports. */
    public List<String> stops() {
        List<String> all = new ArrayList<>(zones.size() * 4);
        for (Zone z : zones) {
            all.add(z.wreckSite());
            for (Port p : z.ports()) {
                all.add(p.name());
            }
        }
        return all;
    }

    public List<String> ports() {
        List<String> all = new ArrayList<>();
        zones.forEach(z -> z.ports().forEach(p -> all.add(p.name())));
        return all;
    }

    // Loops, not streams, here and in LongCoursState: every command of a replayed game comes through them, and a
    // saved game opens while the JVM is still cold. The lookups below count through the lists
    // by index, as walking them makes an iterator each time, zone by zone.
    public List<String> wreckSites() {
        List<String> sites = new ArrayList<>(zones.size());
        for (Zone z : zones) {
            sites.add(z.wreckSite());
        }
        return Collections.unmodifiableList(sites);
    }

    public Optional<Zone> zone(int number) {
        for (Zone z : zones) {
            if (z.number() == number) {
                return Optional.of(z);
            }
        }
        return Optional.empty();
    }

    /** The zone a point of call belongs to. */
    public Zone zoneOf(String stop) {
        for (int i = 0; i < zones.size(); i++) {
            Zone z = zones.get(i);
            if (z.wreckSite().equals(stop) || portOf(z, stop) != null) {
                return z;
            }
        }
        throw new IllegalArgumentException("no point of call " + stop);
    }

    public boolean isWreckSite(String stop) {
        for (int i = 0; i < zones.size(); i++) {
            if (zones.get(i).wreckSite().equals(stop)) {
                return true;
            }
        }
        return false;
    }

    /** The good sold at a port; empty for a wreck site. */
    public Optional<Good> goodAt(String stop) {
        for (int i = 0; i < zones.size(); i++) {
            Port p = portOf(zones.get(i), stop);
            if (p != null) {
                return Optional.of(p.good());
            }
        }
        return Optional.empty();
    }

    private static Port portOf(Zone zone, String name) {
        List<Port> ports = zone.ports();
        for (int i = 0; i < ports.size(); i++) {
            if (ports.get(i).name().equals(name)) {
                return ports.get(i);
            }
        }
        return null;
    }

    public boolean joined(String a, String b) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).joins(a, b)) {
                return true;
            }
        }
        return false;
    }

    /** The points of call one dotted line away, in board order. */
    public List<String> neighbours(String stop) {
        return stops().stream().filter(s -> !s.equals(stop) && joined(stop, s)).toList();
    }

    /** The zone a die face sends a ship or the Corsair to: 1 -> 11, 2 -> 22, ... (LC-STORM-5, LC-CORS-2). */
    public static int zoneForFace(int face) {
        return 11 * face;
    }

    /** Brawl card name by rank 1..12. */
    public String brawlCard(int rank) {
        return brawlCards.get(rank - 1);
    }

    /** Die faces in order, for display. */
    public Map<Integer, Good> resaleDieInOrder() {
        Map<Integer, Good> m = new LinkedHashMap<>();
        for (int f = 1; f <= 6; f++) {
            m.put(f, resaleDie.get(f));
        }
        return m;
    }
}
