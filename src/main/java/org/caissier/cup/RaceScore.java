package org.caissier.cup;

import java.util.ArrayList;
import java.util.List;

/**
 * One crew's result in one race.
 *
 * @param place  the finishing place (the first of the places shared in a tie), or 0 with a code
 * @param points the race score: the place (A4), the average of the places shared (A7), entries + 1 with a code (A5.2)
 */
public record RaceScore(String crew, int place, Ratio points, Finish.Code code) {

    /** The scores of a finishing order among {@code entries} crews, in that order. */
    public static List<RaceScore> of(List<Finish> order, int entries) {
        ArrayList<RaceScore> scores = new ArrayList<>();
        int place = 1;
        for (Finish f : order) {
            if (f.code() != null) {
                f.crews().forEach(c -> scores.add(new RaceScore(c, 0, Ratio.of(entries + 1L), f.code())));
                continue;
            }
            int k = f.crews().size();
            // Places p .. p+k-1 shared by k crews: (k·p + k(k-1)/2) / k = p + (k-1)/2, i.e. 2p + k - 1 halves.
            Ratio shared = Ratio.halves(2L * place + k - 1);
            for (String c : f.crews()) {
                scores.add(new RaceScore(c, place, shared, null));
            }
            place += k;
        }
        return List.copyOf(scores);
    }
}
