package org.caissier.longcours;

import java.util.ArrayList;
import java.util.List;

/**
 * The cards in play for the player count and variant (LC-MAT-4, LC-SET-3, LC-SET-4). The cards themselves are
 * physical and secret; the program only knows what the deck holds, so that it can refuse a play that cannot
 * exist (D-LC-8).
 *
 * @param shortGame      the short variant (LC-SET-4)
 * @param storms         Storm cards in the deck
 * @param directs        Direct move cards in the deck
 * @param brawlRanks     the brawl ranks in the deck, 1 = weakest
 * @param cardsPerPlayer how many cards each player is dealt
 */
public record Deck(boolean shortGame, int storms, int directs, List<Integer> brawlRanks, int cardsPerPlayer) {
    public static final int STORMS = 12;
    public static final int DIRECTS = 12;
    public static final int BRAWLS = 12;

    public Deck {
        brawlRanks = List.copyOf(brawlRanks);
    }

    /** The deck for {@code players} players (3..6), full or short game. */
    public static Deck forGame(int players, boolean shortGame) {
        List<Integer> ranks = new ArrayList<>();
        for (int r = 1; r <= BRAWLS; r++) {
            ranks.add(r);
        }
        int storms = STORMS;
        int directs = DIRECTS;
        if (shortGame) {
            // LC-SET-4: both "regard" cards go, and 3 Storm + 3 Direct with 4 players, 2 + 2 otherwise.
            ranks.remove(Integer.valueOf(1));
            ranks.remove(Integer.valueOf(2));
            int cut = players == 4 ? 3 : 2;
            storms -= cut;
            directs -= cut;
        } else if (players == 5) {
            // LC-SET-3: "Un regard mauvais" goes so that 35 cards deal evenly, 7 each.
            ranks.remove(Integer.valueOf(1));
        }
        int total = storms + directs + ranks.size();
        return new Deck(shortGame, storms, directs, ranks, total / players);
    }

    public int size() {
        return storms + directs + brawlRanks.size();
    }

    public String variant() {
        return shortGame ? "short" : "full";
    }

    /** Brawl ranks taken out before dealing. */
    public List<Integer> removedRanks() {
        List<Integer> out = new ArrayList<>();
        for (int r = 1; r <= BRAWLS; r++) {
            if (!brawlRanks.contains(r)) {
                out.add(r);
            }
        }
        return out;
    }
}
