package org.caissier.longcours;

import org.caissier.table.RuleViolation;
import org.caissier.table.Said;

/**
 * The conditions an operation needs before its own arguments are looked at: whose turn it is, the round, what
 * was already done this turn, the cards left. {@link LongCoursRules} checks them before the arguments, so that the
 * screen, asking the rules about an action's command, hears first why the action is shut, not why an argument is.
 */
final class Checks {
    private final LongCoursState s;

    Checks(LongCoursState state) {
        this.s = state;
    }

    /** LC-END-1: nothing happens after the game is won. */
    void notOver() {
        if (s.over()) {
            throw RuleViolation.of("LC-END-1", "longcours.end1.a", s.winner());
        }
    }

    /** A name the command carries must be one of the players (commands may be built without the parser). */
    void known(String player) {
        for (Player p : s.players()) {
            if (p.name().equals(player)) {
                return;
            }
        }
        throw RuleViolation.syntaxOf("longcours.syntax.a", player, String.join(", ", s.names()));
    }

    /** A point of call the command names must be on the board in use. */
    void onBoard(String stop) {
        if (!s.board().stops().contains(stop)) {
            throw RuleViolation.syntaxOf("longcours.syntax.b", stop);
        }
    }

    /** LC-TURN-1: only the player whose turn it is acts. */
    void isTurnOf(String player) {
        notOver();
        String current = s.current().name();
        if (!current.equals(player)) {
            throw RuleViolation.of("LC-TURN-1", "longcours.turn1.a", player, current);
        }
    }

    /** D-LC-7 / LC-STORM-5: a wrecked player re-enters before anything else. */
    void reentryDone() {
        if (s.done().reentryDue()) {
            String p = s.current().name();
            throw RuleViolation.of("D-LC-7", "longcours.d7.a", p);
        }
    }

    /** D-LC-7: round 1 is placement and first purchase only. */
    void pastRoundOne(Said what) {
        if (s.round() == 1) {
            throw RuleViolation.of("D-LC-7", "longcours.d7.b", what);
        }
    }

    /** LC-SET-5: no card in round 1. */
    void cardsAllowed() {
        if (s.round() == 1) {
            throw RuleViolation.of("LC-SET-5", "longcours.set5.a");
        }
    }

    /** LC-CORS-2 / LC-CORS-3: the cargo ship plays first, then the Corsair; no cargo operation after it. */
    void cargoPhase() {
        if (s.done().corsairPhase()) {
            throw RuleViolation.of("LC-CORS-3", "longcours.cors3.a");
        }
    }

    /** The player's ship must be on the board. */
    void afloat(String player, String ruleId) {
        Player p = s.player(player);
        if (!p.onBoard()) {
            Said why =
                    Said.of(p.status() == PlayerStatus.WRECKED ? "longcours.ship.wrecked" : "longcours.ship.offBoard");
            throw RuleViolation.of(ruleId, "longcours.ship.state", player, why);
        }
    }

    /** D-LC-8: a player cannot play more cards than he was dealt. */
    void handHolds(String player, int more) {
        Player p = s.player(player);
        int left = s.deck().cardsPerPlayer() - p.cards().total();
        if (more > left) {
            throw RuleViolation.of(
                    "D-LC-8",
                    "longcours.d8.a",
                    player,
                    s.deck().cardsPerPlayer(),
                    p.cards().total(),
                    more);
        }
    }

    int stormsPlayed() {
        return s.players().stream().mapToInt(p -> p.cards().storms()).sum();
    }

    int directsPlayed() {
        return s.players().stream().mapToInt(p -> p.cards().directs()).sum();
    }

    boolean rankPlayed(int rank) {
        return s.players().stream().anyMatch(p -> p.cards().brawlRanks().contains(rank));
    }

    // ---- one method per operation: the conditions before its arguments ----

    void canPlace(String player) {
        isTurnOf(player);
        if (s.round() != 1) {
            throw RuleViolation.of("LC-SET-6", "longcours.set6.a");
        }
        if (s.done().placed()) {
            throw RuleViolation.of("LC-SET-6", "longcours.set6.b", player);
        }
    }

    void canBuy(String player) {
        isTurnOf(player);
        reentryDone();
        cargoPhase();
        if (s.round() == 1) {
            if (!s.done().placed()) {
                throw RuleViolation.of("LC-SET-6", "longcours.set6.c", player);
            }
            if (s.done().bought()) {
                throw RuleViolation.of("LC-SET-6", "longcours.set6.d");
            }
        }
        afloat(player, "LC-BUY-1");
        String stop = s.player(player).stop();
        if (s.board().isWreckSite(stop)) {
            throw RuleViolation.of("LC-BUY-1", "longcours.buy1.a", stop);
        }
        if (s.player(player).cash() < 1) {
            throw RuleViolation.of("LC-BUY-1", "longcours.buy1.b", player);
        }
    }

    void canMove(String player) {
        isTurnOf(player);
        pastRoundOne(Said.of("longcours.word.move"));
        reentryDone();
        cargoPhase();
        afloat(player, "LC-MOVE-1");
        if (s.done().moved()) {
            throw RuleViolation.of("LC-MOVE-1", "longcours.move1.a", player);
        }
        if (s.done().directs() > 0) {
            throw RuleViolation.of("LC-MOVE-2", "longcours.move2.a", player);
        }
    }

    void canDirect(String player) {
        isTurnOf(player);
        cardsAllowed();
        reentryDone();
        cargoPhase();
        afloat(player, "LC-MOVE-2");
        if (s.done().moved()) {
            throw RuleViolation.of("LC-MOVE-2", "longcours.move2.b");
        }
        if (directsPlayed() >= s.deck().directs()) {
            throw RuleViolation.of("D-LC-8", "longcours.d8.b", s.deck().directs());
        }
        handHolds(player, 1);
    }

    void canResell(String player) {
        isTurnOf(player);
        pastRoundOne(Said.of("longcours.word.resale"));
        reentryDone();
        cargoPhase();
        if (s.done().resold()) {
            throw RuleViolation.of("LC-SELL-1", "longcours.sell1.a", player);
        }
    }

    void canStorm(String player) {
        isTurnOf(player);
        cardsAllowed();
        reentryDone();
        cargoPhase();
        if (stormsPlayed() >= s.deck().storms()) {
            throw RuleViolation.of("D-LC-8", "longcours.d8.c", s.deck().storms());
        }
        handHolds(player, 1);
    }

    void canBrawl(String player) {
        isTurnOf(player);
        cardsAllowed();
        reentryDone();
        cargoPhase();
        afloat(player, "LC-BRAWL-1");
        String stop = s.player(player).stop();
        if (s.board().isWreckSite(stop)) {
            throw RuleViolation.of("LC-BRAWL-1", "longcours.brawl1.a");
        }
        if (s.shipsAt(stop).size() < 2) {
            throw RuleViolation.of("LC-BRAWL-1", "longcours.brawl1.b", player, stop);
        }
        handHolds(player, 1);
    }

    void canAuction(String player) {
        isTurnOf(player);
        pastRoundOne(Said.of("longcours.word.auction"));
        reentryDone();
        cargoPhase();
        if (!s.corsair().forSale()) {
            throw RuleViolation.of("LC-CORS-1", "longcours.cors1.a", s.corsair().owner());
        }
    }

    void canReenter(String player) {
        isTurnOf(player);
        if (!s.done().reentryDue()) {
            if (s.player(player).status() == PlayerStatus.WRECKED) {
                throw RuleViolation.of("LC-STORM-5", "longcours.storm5.a", player);
            }
            throw RuleViolation.of("LC-STORM-5", "longcours.storm5.b", player);
        }
    }

    void canCorsairEnter(String player) {
        isTurnOf(player);
        reentryDone();
        Corsair c = s.corsair();
        if (!player.equals(c.owner())) {
            throw RuleViolation.of("LC-CORS-2", "longcours.cors2.a", player);
        }
        if (c.entered()) {
            throw RuleViolation.of("LC-CORS-2", "longcours.cors2.b");
        }
        if (c.boughtTurn() >= s.turnNumber()) {
            throw RuleViolation.of("LC-CORS-2", "longcours.cors2.c");
        }
    }

    void canCorsairMove(String player) {
        isTurnOf(player);
        reentryDone();
        Corsair c = s.corsair();
        if (!player.equals(c.owner())) {
            throw RuleViolation.of("LC-CORS-3", "longcours.cors3.b", player);
        }
        if (!c.entered()) {
            throw RuleViolation.of("LC-CORS-2", "longcours.cors2.d");
        }
        if (s.done().corsairEntered()) {
            throw RuleViolation.of("LC-CORS-2", "longcours.cors2.e", player);
        }
        if (s.done().corsairMoved()) {
            throw RuleViolation.of("LC-CORS-3", "longcours.cors3.c");
        }
    }

    void canEnd(String player) {
        isTurnOf(player);
        if (s.round() == 1 && !s.done().placed()) {
            throw RuleViolation.of("LC-SET-6", "longcours.set6.e", player);
        }
        reentryDone();
    }
}
