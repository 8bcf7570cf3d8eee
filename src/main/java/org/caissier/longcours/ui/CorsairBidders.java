package org.caissier.longcours.ui;

import java.util.Optional;
import org.caissier.longcours.LongCoursRules;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.kit.Messages;

/**
 * Whether a Corsair auction can sell anything now. A bid is at least 6 M (LC-CORS-1) and at most the bidder's cash
 * (D-LC-3): when no captain still in the game has 6 M, no bid can be made and the auction could only end unsold,
 * so the screen does not open it and says why. The rules still accept the line (an auction may end with no bid).
 */
final class CorsairBidders {
    private CorsairBidders() {}

    /** Closes an auction button the rules leave open when nobody can pay: greyed, saying why. */
    static void closeWhenNobodyCanPay(ActionButton auction, LongCoursState s, Messages m) {
        if (auction.isEnabled()) {
            whyNoSale(s, m).ifPresent(auction::refuse);
        }
    }

    /** Why no auction can sell the Corsair now, or nothing when someone can pay its lowest price. */
    static Optional<String> whyNoSale(LongCoursState s, Messages m) {
        boolean someoneCanPay =
                s.players().stream().anyMatch(p -> p.inGame() && p.cash() >= LongCoursRules.CORSAIR_MINIMUM);
        return someoneCanPay
                ? Optional.empty()
                : Optional.of(m.get("lc.auction.nobodyCanPay", LongCoursRules.CORSAIR_MINIMUM, richest(s)));
    }

    private static int richest(LongCoursState s) {
        return s.players().stream()
                .filter(Player::inGame)
                .mapToInt(Player::cash)
                .max()
                .orElse(0);
    }
}
