package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;

/**
 * The Berger tables of FIDE C.05, Annex 1: the whole single round robin at once. Crews are numbered in the
 * order they were entered (1 = first named); with an odd number a dummy takes the last number and meeting it is
 * a bye. The crew named first in a pairing chooses its side, balanced exactly as the tables do.
 */
public final class Berger {
    private Berger() {}

    /** The rounds for these crews, in order. */
    public static List<Round> schedule(List<String> crews) {
        int n = crews.size() % 2 == 0 ? crews.size() : crews.size() + 1;
        int circle = n - 1;
        int half = n / 2;
        List<Round> rounds = new ArrayList<>();
        for (int r = 1; r <= circle; r++) {
            // Round r starts its circle of n-1 numbers at 1 + (r-1)·n/2 (mod n-1); the last number sits still.
            int start = (r - 1) * half % circle;
            List<Pairing> pairings = new ArrayList<>();
            String bye = null;
            for (int table = 0; table < half; table++) {
                int a = start + table;
                int first;
                int second;
                if (table == 0) {
                    int mover = a % circle + 1;
                    first = r % 2 == 1 ? mover : n;
                    second = r % 2 == 1 ? n : mover;
                } else {
                    first = a % circle + 1;
                    second = (start + circle - table) % circle + 1;
                }
                if (first > crews.size() || second > crews.size()) {
                    bye = crews.get(Math.min(first, second) - 1);
                } else {
                    pairings.add(new Pairing(crews.get(first - 1), crews.get(second - 1)));
                }
            }
            rounds.add(new Round(r, pairings, bye));
        }
        return List.copyOf(rounds);
    }

    /** One round: its matches (first-named crew first) and the crew with the bye, or null. */
    public record Round(int number, List<Pairing> pairings, String bye) {
        public Round {
            pairings = List.copyOf(pairings);
        }
    }

    /** One match of the schedule; {@code first} chooses its side. */
    public record Pairing(String first, String second) {
        public boolean involves(String crew) {
            return first.equals(crew) || second.equals(crew);
        }

        public boolean is(String a, String b) {
            return first.equals(a) && second.equals(b) || first.equals(b) && second.equals(a);
        }
    }
}
