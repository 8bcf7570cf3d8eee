package org.caissier.cup;

import java.util.List;

/**
 * A sail-off the standings need: these crews are tied for {@code place} and the tie decides a finalist or the
 * Cup (D-AC-2).
 *
 * @param index     the sail-off already under way for them in {@link TournamentState#sailOffs()}, or -1 for a
 *                  new one (asked for again after a sail-off that left them tied)
 * @param remaining the matches still to sail, each a pair of crews
 */
public record SailOffCall(List<String> crews, int place, int index, List<List<String>> remaining) {
    public SailOffCall {
        crews = List.copyOf(crews);
        remaining = List.copyOf(remaining);
    }

    public boolean wants(String a, String b) {
        return remaining.stream().anyMatch(p -> p.contains(a) && p.contains(b));
    }
}
