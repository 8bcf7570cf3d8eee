package org.caissier.longcours.ui;

import java.util.ArrayList;
import java.util.List;
import org.caissier.longcours.LongCoursState;

/** Stand-ins for choices the table has not made yet, so that the rules can be asked whether an action is open. */
final class StandIns {
    private StandIns() {
    }

    /** A Brawl card rank nobody has played nor removed. */
    static int firstFreeRank(LongCoursState s) {
        List<Integer> used = new ArrayList<>(s.deck().removedRanks());
        s.players().forEach(pl -> used.addAll(pl.cards().brawlRanks()));
        for (int r = 1; r <= 12; r++) {
            if (!used.contains(r)) {
                return r;
            }
        }
        return 12;
    }
}
