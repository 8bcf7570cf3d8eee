package org.caissier.longcours;

import static org.caissier.longcours.LongCoursRules.CORSAIR_MINIMUM;
import static org.caissier.longcours.LongCoursRules.CORSAIR_MOVES;

import org.caissier.longcours.LongCoursCommand.Auction;
import org.caissier.longcours.LongCoursCommand.Bid;
import org.caissier.longcours.LongCoursCommand.CorsairEnter;
import org.caissier.longcours.LongCoursCommand.CorsairMove;
import org.caissier.table.DieFace;
import org.caissier.table.RuleViolation;

/**
 * The Corsair's rules (LC-CORS-*): its auction, its entry on a wreck site, its moves and the ships it sinks. Pure,
 * as {@link LongCoursRules}, whose one {@code apply} hands these commands here.
 */
final class CorsairRules {
    private CorsairRules() {}

    static LongCoursState auction(LongCoursState s, Auction c) {
        new Checks(s).canAuction(c.player());
        for (Bid b : c.bids()) {
            Player bidder = s.player(b.bidder());
            if (!bidder.inGame()) {
                throw RuleViolation.of("LC-CORS-1", "longcours.cors1.b", b.bidder());
            }
            if (b.amount() < CORSAIR_MINIMUM) {
                throw RuleViolation.of("LC-CORS-1", "longcours.cors1.c", CORSAIR_MINIMUM, b.bidder(), b.amount());
            }
            if (b.amount() > bidder.cash()) {
                throw RuleViolation.of("D-LC-3", "longcours.d3.a", b.bidder(), b.amount(), bidder.cash());
            }
        }
        return c.best()
                .map(best -> {
                    Player buyer = s.player(best.bidder());
                    return s.withPlayer(buyer.withCash(buyer.cash() - best.amount()))
                            .withBank(s.bank().receive(best.amount()))
                            .withCorsair(new Corsair(best.bidder(), null, s.turnNumber()));
                })
                .orElse(s);
    }

    static LongCoursState enter(LongCoursState s, CorsairEnter c) {
        new Checks(s).canCorsairEnter(c.player());
        DieFace.require(c.face(), "LC-CORS-2");
        String site = s.board().zone(Board.zoneForFace(c.face())).orElseThrow().wreckSite();
        // LC-CORS-2, D-LC-6: it sinks nobody on its entry, even a ship already on that wreck site.
        return s.withCorsair(new Corsair(c.player(), site, s.corsair().boughtTurn()))
                .withDone(s.done().withCorsairEntered());
    }

    static LongCoursState move(LongCoursState s, CorsairMove c) {
        new Checks(s).canCorsairMove(c.player());
        if (c.path().isEmpty() || c.path().size() > CORSAIR_MOVES) {
            throw RuleViolation.of("LC-CORS-3", "longcours.cors3.d", c.path().size());
        }
        String at = s.corsair().stop();
        for (String stop : c.path()) {
            if (!s.board().joined(at, stop)) {
                throw RuleViolation.of("LC-CORS-3", "longcours.cors3.e", at, org.caissier.table.Place.of(stop));
            }
            at = stop;
        }
        LongCoursState next = s.withDone(s.done().withCorsairMoved());
        // LC-CORS-4: every other cargo ship at each point of call it passes through or stops on.
        for (String stop : c.path()) {
            next = next.withCorsair(new Corsair(c.player(), stop, s.corsair().boughtTurn()));
            for (Player victim : next.shipsAt(stop)) {
                if (!victim.name().equals(c.player())) {
                    next = sink(next, victim.name());
                }
            }
        }
        return next;
    }

    /** LC-CORS-5: cargo back to the bank, cash to the Corsair's owner, captain out of the game. */
    static LongCoursState sink(LongCoursState s, String victim) {
        Player v = s.player(victim);
        Player owner = s.player(s.corsair().owner());
        return s.withPlayer(owner.withCash(owner.cash() + v.cash())).withPlayer(v.eliminated());
    }
}
