package org.caissier.longcours;

import java.util.ArrayList;
import java.util.List;

/** The cards one player has played so far: public once played (D-LC-8). */
public record CardsPlayed(int storms, int directs, List<Integer> brawlRanks) {
    public static final CardsPlayed NONE = new CardsPlayed(0, 0, List.of());

    public CardsPlayed {
        brawlRanks = List.copyOf(brawlRanks);
    }

    public int total() {
        return storms + directs + brawlRanks.size();
    }

    public CardsPlayed plusStorm() {
        return new CardsPlayed(storms + 1, directs, brawlRanks);
    }

    public CardsPlayed plusDirect() {
        return new CardsPlayed(storms, directs + 1, brawlRanks);
    }

    public CardsPlayed plusBrawl(int rank) {
        List<Integer> r = new ArrayList<>(brawlRanks);
        r.add(rank);
        return new CardsPlayed(storms, directs, r);
    }
}
