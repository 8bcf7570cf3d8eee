package org.caissier.cup.match.ui;

import org.caissier.cup.match.MatchState;
import org.caissier.ui.kit.Messages;

/** The one line above a match: what the table does now. */
final class MatchHeadline {
    private MatchHeadline() {}

    static String of(MatchState s, Messages m) {
        return switch (MatchEntry.stage(s)) {
            case OVER -> s.winner().map(w -> m.get("match.head.winner", w)).orElse(m.get("match.head.over"));
            case CARD -> m.get("match.head.toPlay", s.toPlay().orElseThrow());
            case POSTS -> m.get("match.head.posts", MatchEntry.posting(s).orElseThrow());
            case STARTS_FIRST -> m.get("match.head.startsFirst", s.crews().size());
            case START_CARD -> {
                String turn =
                        m.get("match.head.startCard", s.start().manoeuvres().size() + 1, MatchEntry.turning(s));
                yield s.start().redraws() > 0 && s.start().awaitingCards()
                        ? m.get("match.head.redraw", s.start().redraws()) + " " + turn
                        : turn;
            }
        };
    }
}
