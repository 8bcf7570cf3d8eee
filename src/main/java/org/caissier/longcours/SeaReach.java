package org.caissier.longcours;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.caissier.table.Place;
import org.caissier.table.Said;

/**
 * Whether every point of call of a board is joined by dotted lines to the rest of the sea: a zone cut off
 * from it could never be sailed to, and a captain placed there could never leave.
 */
final class SeaReach {
    private SeaReach() {}

    /** The first zone (in number order) with points of call the sea does not reach, said with them; empty if none. */
    static Optional<Said> cutOff(List<Board.Zone> zones, List<Board.Line> lines) {
        Map<String, List<String>> next = new HashMap<>();
        List<String> stops = new ArrayList<>();
        for (Board.Zone z : zones) {
            stops.add(z.wreckSite());
            z.ports().forEach(p -> stops.add(p.name()));
        }
        stops.forEach(s -> next.put(s, new ArrayList<>()));
        for (Board.Line l : lines) {
            next.get(l.a()).add(l.b());
            next.get(l.b()).add(l.a());
        }
        Set<String> sea = Set.of();
        Set<String> seen = new HashSet<>();
        for (String s : stops) {
            if (seen.add(s)) {
                Set<String> part = reached(s, next);
                seen.addAll(part);
                if (part.size() > sea.size()) {
                    sea = part; // the largest part is the sea; what lies outside it is cut off
                }
            }
        }
        for (Board.Zone z : zones) {
            List<String> lost = new ArrayList<>();
            if (!sea.contains(z.wreckSite())) {
                lost.add(z.wreckSite());
            }
            for (Board.Port p : z.ports()) {
                if (!sea.contains(p.name())) {
                    lost.add(p.name());
                }
            }
            if (!lost.isEmpty()) {
                return Optional.of(Said.of("longcours.board.cutOff", z.number(), Place.of(String.join(", ", lost))));
            }
        }
        return Optional.empty();
    }

    private static Set<String> reached(String from, Map<String, List<String>> next) {
        Set<String> part = new HashSet<>();
        Deque<String> todo = new ArrayDeque<>(List.of(from));
        while (!todo.isEmpty()) {
            String s = todo.pop();
            if (part.add(s)) {
                todo.addAll(next.get(s));
            }
        }
        return part;
    }
}
