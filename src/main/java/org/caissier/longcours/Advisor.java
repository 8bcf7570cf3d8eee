package org.caissier.longcours;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.caissier.table.RuleViolation;

/**
 * What the player whose turn it is may do now, for the screen: each kind of operation is either allowed or
 * comes with the {@link RuleViolation} saying why not (for a tooltip). Pure; uses the same checks as the rules.
 * "Allowed" means the operation is possible with some argument; the command itself may still be refused for
 * its argument (a port too far, an amount above the cash).
 */
public final class Advisor {
    private final LongCoursState state;
    private final Checks checks;

    public Advisor(LongCoursState state) {
        this.state = state;
        this.checks = new Checks(state);
    }

    /** Empty when the kind is allowed now for the current player; else why not. */
    public Optional<RuleViolation> whyNot(ActionKind kind) {
        String p = state.over() ? "" : state.current().name();
        try {
            switch (kind) {
                case PLACE -> checks.canPlace(p);
                case BUY -> checks.canBuy(p);
                case RESELL -> checks.canResell(p);
                case MOVE -> checks.canMove(p);
                case DIRECT -> checks.canDirect(p);
                case STORM -> checks.canStorm(p);
                case BRAWL -> checks.canBrawl(p);
                case AUCTION -> checks.canAuction(p);
                case REENTER -> checks.canReenter(p);
                case CORSAIR_ENTER -> checks.canCorsairEnter(p);
                case CORSAIR -> checks.canCorsairMove(p);
                case END -> checks.canEnd(p);
                default -> throw new IllegalStateException(kind.name());
            }
            return Optional.empty();
        } catch (RuleViolation v) {
            return Optional.of(v);
        }
    }

    public boolean allowed(ActionKind kind) {
        return whyNot(kind).isEmpty();
    }

    /** Every kind with its verdict: empty = allowed. */
    public Map<ActionKind, Optional<RuleViolation>> all() {
        Map<ActionKind, Optional<RuleViolation>> m = new EnumMap<>(ActionKind.class);
        for (ActionKind k : ActionKind.values()) {
            m.put(k, whyNot(k));
        }
        return m;
    }

    /** The points of call an ordinary move can reach now (empty if no move is allowed). */
    public List<String> reachable() {
        if (!allowed(ActionKind.MOVE)) {
            return List.of();
        }
        return state.board().neighbours(state.current().stop());
    }

    /** The ports a Direct move card can reach now (empty if none may be played). */
    public List<String> directPorts() {
        if (!allowed(ActionKind.DIRECT)) {
            return List.of();
        }
        String here = state.current().stop();
        return state.board().ports().stream().filter(port -> !port.equals(here)).toList();
    }

    /** The ports where the current player may place his ship in round 1 (LC-SET-6). */
    public List<String> placePorts() {
        if (!allowed(ActionKind.PLACE)) {
            return List.of();
        }
        int zone = 11 * (state.turn() + 1);
        return state.board().zone(zone).map(z -> z.ports().stream().map(Board.Port::name).toList()).orElse(List.of());
    }

    /** The ports of the zone a re-entry die face sends the ship to (LC-STORM-5). */
    public List<String> reentryPorts(int face) {
        return state.board().zone(Board.zoneForFace(face))
                .map(z -> z.ports().stream().map(Board.Port::name).toList()).orElse(List.of());
    }

    /** The players the current player may start a brawl with (LC-BRAWL-1). */
    public List<String> brawlTargets() {
        if (!allowed(ActionKind.BRAWL)) {
            return List.of();
        }
        Player me = state.current();
        List<String> out = new ArrayList<>();
        for (Player p : state.shipsAt(me.stop())) {
            if (!p.name().equals(me.name())) {
                out.add(p.name());
            }
        }
        return out;
    }

    /** The brawl ranks still in play (in the deck and not yet played, D-LC-8). */
    public List<Integer> brawlRanksLeft() {
        return state.deck().brawlRanks().stream().filter(r -> !checks.rankPlayed(r)).toList();
    }

    /** The most the current player may spend on a purchase now: his cash, or 0 if he cannot buy (LC-BUY-1). */
    public int purchaseLimit() {
        return allowed(ActionKind.BUY) ? state.current().cash() : 0;
    }

    /** The good a purchase would be of, if the current player is in a port. */
    public Optional<Good> goodHere() {
        String stop = state.over() ? null : state.current().stop();
        return stop == null ? Optional.empty() : state.board().goodAt(stop);
    }

    /** Storm and Direct move cards still in play, for the whole table. */
    public int stormsLeft() {
        return state.deck().storms() - checks.stormsPlayed();
    }

    public int directsLeft() {
        return state.deck().directs() - checks.directsPlayed();
    }
}
