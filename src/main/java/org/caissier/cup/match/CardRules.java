package org.caissier.cup.match;

import org.caissier.table.RuleViolation;

/** A turn at the board: a card, a discard for 2 MP or a missed turn, checked as it is entered. */
final class CardRules {
    private CardRules() {
    }

    static MatchState card(MatchState state, MatchCommand.Card c) {
        Boat b = Turns.onTurn(state, c.crew());
        checkValue(b, c.value());
        checkPosts(state, c);
        Tack onTack = b.tack();
        if (b.upwind()) {
            if (c.colour() == null) {
                throw new RuleViolation("AC-CARD-2", "au près, dites la couleur de la carte (vert ou rouge)",
                        "upwind, say the card's colour (green or red)");
            }
            if (b.headToWind()) {
                if (c.value() != 2) {
                    throw new RuleViolation("AC-WIND-1", "face au vent, seul un 2 (rouge ou vert) ou une défausse",
                            "head to wind, only a red or green 2, or a discard");
                }
                onTack = c.colour();
            } else if (c.colour() != b.tack()) {
                throw new RuleViolation("AC-CARD-2", "tribord amure se joue en vert, bâbord amure en rouge : "
                        + c.colour().colour(true) + " ne va pas avec l'amure de " + c.crew(),
                        "starboard tack plays green, port tack red: " + c.colour().colour() + " does not suit "
                        + c.crew() + "'s tack");
            }
        }
        Sequence next = state.advanced() && b.upwind() ? b.sequence().play(c.value()) : b.sequence();
        int points = state.advanced() ? (int) c.posts().stream().filter(b.keyPosts()::contains).count() : 0;
        int mp = Math.max(0, c.value() - Integer.bitCount(b.cover()));
        String label = c.value() + (c.colour() == null ? "" : " " + c.colour().colour());
        Boat after = b.played(label, mp, next, onTack, points);
        return Turns.next(state.with(after));
    }

    private static void checkValue(Boat b, int value) {
        int max = b.upwind() ? 5 : 9;
        int min = b.upwind() ? 2 : 1;
        if (value < min || value > max) {
            throw new RuleViolation("D-AC-1", (b.upwind() ? "au près" : "au portant") + " une carte vaut " + min
                    + " à " + max + " PM, pas " + value,
                    (b.upwind() ? "upwind" : "downwind") + " a card is worth " + min + " to " + max + " MP, not "
                    + value);
        }
    }

    private static void checkPosts(MatchState state, MatchCommand.Card c) {
        if (!state.advanced()) {
            if (!c.posts().isEmpty()) {
                throw new RuleViolation("AC-CARD-3", "les postes d'équipage ne servent qu'aux règles avancées",
                        "crew posts are used only with the advanced rules");
            }
            return;
        }
        if (c.posts().size() != 3 || c.posts().stream().anyMatch(p -> p < 1 || p > 8)) {
            throw new RuleViolation("AC-CARD-3", "une carte montre trois postes d'équipage, de 1 à 8",
                    "a card shows three crew posts, 1 to 8");
        }
    }

    static MatchState discard(MatchState state, String crew) {
        Boat b = Turns.onTurn(state, crew);
        if (!state.advanced()) {
            throw new RuleViolation("AC-SEQ-2", "la défausse pour 2 PM est une règle avancée",
                    "the discard for 2 MP is an advanced rule");
        }
        if (!b.upwind()) {
            throw new RuleViolation("AC-SEQ-2", "au portant il n'y a pas de séquence à ouvrir",
                    "downwind there is no sequence to start");
        }
        if (b.sequence().running()) {
            throw new RuleViolation("AC-SEQ-2", "une séquence est en cours (" + b.sequence().follows()
                    + ") : la suivre ou la rompre", "a sequence runs (" + b.sequence().follows()
                    + "): follow it or break it");
        }
        return Turns.next(state.with(b.discarded()));
    }

    static MatchState miss(MatchState state, String crew) {
        Boat b = Turns.onTurn(state, crew);
        if (!b.upwind()) {
            throw new RuleViolation("AC-BAS-2", "au portant une carte se joue toujours",
                    "downwind a card can always be played");
        }
        return Turns.next(state.with(b.missed()));
    }
}
