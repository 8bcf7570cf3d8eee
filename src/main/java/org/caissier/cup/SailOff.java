package org.caissier.cup;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A sail-off the program asked for between crews still tied for a place that matters: one match for two
 * crews, a mini round robin for three or more (D-AC-2).
 */
public record SailOff(List<String> crews, List<Match> matches) {
    public SailOff {
        crews = List.copyOf(crews);
        matches = List.copyOf(matches);
    }

    public boolean among(Set<String> group) {
        return new HashSet<>(crews).equals(group);
    }

    /** The pairs of the mini round robin not sailed yet, in the order the crews were listed. */
    public List<List<String>> remaining() {
        List<List<String>> left = new ArrayList<>();
        for (int i = 0; i < crews.size(); i++) {
            for (int j = i + 1; j < crews.size(); j++) {
                String a = crews.get(i);
                String b = crews.get(j);
                if (matches.stream().noneMatch(m -> m.between(a, b))) {
                    left.add(List.of(a, b));
                }
            }
        }
        return left;
    }

    public boolean complete() {
        return remaining().isEmpty();
    }

    public SailOff with(Match m) {
        List<Match> more = new ArrayList<>(matches);
        more.add(m);
        return new SailOff(crews, more);
    }
}
