package org.caissier.cup.match;

import org.caissier.table.RuleViolation;

/** A turn at the board: a card, a discard for 2 MP or a missed turn, checked as it is entered. */
final class CardRules {
    private CardRules() {}

    static MatchState card(MatchState state, MatchCommand.Card c) {
        Boat b = Turns.onTurn(state, c.crew());
        checkValue(b, c.value());
        checkPosts(state, c);
        Tack onTack = b.tack();
        if (b.upwind()) {
            if (c.colour() == null) {
                throw RuleViolation.of("AC-CARD-2", "cupmatch.card.colour");
            }
            if (b.headToWind()) {
                if (c.value() != 2) {
                    throw RuleViolation.of("AC-WIND-1", "cupmatch.wind.onlyTwo");
                }
                onTack = c.colour();
            } else if (c.colour() != b.tack()) {
                throw RuleViolation.of(
                        "AC-CARD-2", "cupmatch.card.wrongColour", c.colour().said(), c.crew());
            }
        }
        Sequence next = state.advanced() && b.upwind() ? b.sequence().play(c.value()) : b.sequence();
        int points = state.advanced()
                ? (int) c.posts().stream().filter(b.keyPosts()::contains).count()
                : 0;
        int mp = Math.max(0, c.value() - Integer.bitCount(b.cover()));
        String label = c.value() + (c.colour() == null ? "" : " " + c.colour().colour());
        Boat after = b.played(label, mp, next, onTack, points);
        return Turns.next(state.with(after));
    }

    private static void checkValue(Boat b, int value) {
        int max = b.upwind() ? 5 : 9;
        int min = b.upwind() ? 2 : 1;
        if (value < min || value > max) {
            throw RuleViolation.of(
                    "D-AC-1",
                    b.upwind() ? "cupmatch.card.valueUpwind" : "cupmatch.card.valueDownwind",
                    min,
                    max,
                    value);
        }
    }

    private static void checkPosts(MatchState state, MatchCommand.Card c) {
        if (!state.advanced()) {
            if (!c.posts().isEmpty()) {
                throw RuleViolation.of("AC-CARD-3", "cupmatch.card.postsAdvanced");
            }
            return;
        }
        if (c.posts().size() != 3 || c.posts().stream().anyMatch(p -> p < 1 || p > 8)) {
            throw RuleViolation.of("AC-CARD-3", "cupmatch.card.threePosts");
        }
    }

    static MatchState discard(MatchState state, String crew) {
        Boat b = Turns.onTurn(state, crew);
        if (!state.advanced()) {
            throw RuleViolation.of("AC-SEQ-2", "cupmatch.discard.advanced");
        }
        if (!b.upwind()) {
            throw RuleViolation.of("AC-SEQ-2", "cupmatch.discard.downwind");
        }
        if (b.sequence().running()) {
            throw RuleViolation.of(
                    "AC-SEQ-2", "cupmatch.discard.running", b.sequence().follows());
        }
        return Turns.next(state.with(b.discarded()));
    }

    static MatchState miss(MatchState state, String crew) {
        Boat b = Turns.onTurn(state, crew);
        if (!b.upwind()) {
            throw RuleViolation.of("AC-BAS-2", "cupmatch.miss.downwind");
        }
        return Turns.next(state.with(b.missed()));
    }
}
