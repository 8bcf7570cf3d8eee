package org.caissier.longcours;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.caissier.longcours.LongCoursCommand.Auction;
import org.caissier.longcours.LongCoursCommand.Brawl;
import org.caissier.longcours.LongCoursCommand.Buy;
import org.caissier.longcours.LongCoursCommand.CorsairEnter;
import org.caissier.longcours.LongCoursCommand.CorsairMove;
import org.caissier.longcours.LongCoursCommand.Direct;
import org.caissier.longcours.LongCoursCommand.End;
import org.caissier.longcours.LongCoursCommand.Move;
import org.caissier.longcours.LongCoursCommand.Place;
import org.caissier.longcours.LongCoursCommand.Reenter;
import org.caissier.longcours.LongCoursCommand.Resell;
import org.caissier.longcours.LongCoursCommand.Storm;
import org.caissier.table.Announcement;
import org.caissier.table.DieFace;
import org.caissier.table.DieRoll;
import org.caissier.table.RuleViolation;
import org.caissier.table.Rules;
import org.caissier.table.TurnOrder;

/**
 * The Long Cours referee and cashier: reads command lines and applies them. Pure: the board and every die
 * face are in the state or the command. A refused command throws a {@link RuleViolation} naming the rule.
 */
public final class LongCoursRules implements Rules<LongCoursState, LongCoursCommand> {

    @Override
    public List<String> seatNames(LongCoursState state) {
        return state.names();
    }
    /** LC-CORS-1: the Corsair's minimum price. */
    public static final int CORSAIR_MINIMUM = 6;
    /** LC-SELL-2: resale pays three times the price paid. */
    public static final int RESALE_FACTOR = 3;
    /** LC-CORS-3: the Corsair makes up to three ordinary moves. */
    public static final int CORSAIR_MOVES = 3;

    private final LongCoursParser parser = new LongCoursParser();

    @Override
    public LongCoursCommand parse(List<String> words, LongCoursState state) {
        return parser.parse(words, state);
    }

    /** The one die of a resale, a re-entry and the Corsair's entry: what Game → Charts counts. */
    @Override
    public List<DieRoll> diceRolled(LongCoursCommand command) {
        if (command instanceof Resell r) {
            return List.of(new DieRoll(r.face(), r.origin()));
        } else if (command instanceof Reenter r) {
            return List.of(new DieRoll(r.face(), r.origin()));
        } else if (command instanceof CorsairEnter r) {
            return List.of(new DieRoll(r.face(), r.origin()));
        }
        return List.of();
    }

    @Override
    public LongCoursState apply(LongCoursState s, LongCoursCommand command) {
        checkNames(s, command);
        LongCoursState next = command.accept(new LongCoursCommand.Visitor<>() {
            @Override
            public LongCoursState place(Place c) {
                return LongCoursRules.this.place(s, c);
            }

            @Override
            public LongCoursState buy(Buy c) {
                return LongCoursRules.this.buy(s, c);
            }

            @Override
            public LongCoursState move(Move c) {
                return LongCoursRules.this.move(s, c);
            }

            @Override
            public LongCoursState direct(Direct c) {
                return LongCoursRules.this.direct(s, c);
            }

            @Override
            public LongCoursState resell(Resell c) {
                return LongCoursRules.this.resell(s, c);
            }

            @Override
            public LongCoursState storm(Storm c) {
                return LongCoursRules.this.storm(s, c);
            }

            @Override
            public LongCoursState brawl(Brawl c) {
                return LongCoursRules.this.brawl(s, c);
            }

            @Override
            public LongCoursState auction(Auction c) {
                return CorsairRules.auction(s, c);
            }

            @Override
            public LongCoursState reenter(Reenter c) {
                return LongCoursRules.this.reenter(s, c);
            }

            @Override
            public LongCoursState corsairEnter(CorsairEnter c) {
                return CorsairRules.enter(s, c);
            }

            @Override
            public LongCoursState corsairMove(CorsairMove c) {
                return CorsairRules.move(s, c);
            }

            @Override
            public LongCoursState end(End c) {
                return LongCoursRules.this.end(s, c);
            }
        });
        return settle(next);
    }

    @Override
    public Map<String, Object> view(LongCoursState state) {
        return LongCoursView.of(state);
    }

    @Override
    public String describe(LongCoursState before, LongCoursCommand command, Locale locale) {
        return new Describer(this, locale).describe(before, command);
    }

    @Override
    public String describe(LongCoursState before, LongCoursCommand command, LongCoursState after, Locale locale) {
        return new Describer(this, locale).describe(before, command, after);
    }

    @Override
    public Optional<Announcement> announcement(LongCoursState before, LongCoursCommand command, LongCoursState after) {
        return Headlines.of(before, command, after);
    }

    private static void checkNames(LongCoursState s, LongCoursCommand command) {
        Checks checks = new Checks(s);
        checks.known(command.player());
        if (command instanceof Brawl b) {
            checks.known(b.target());
        } else if (command instanceof Auction a) {
            a.bids().forEach(bid -> checks.known(bid.bidder()));
        } else if (command instanceof Place c) {
            checks.onBoard(c.port());
        } else if (command instanceof Move c) {
            checks.onBoard(c.stop());
        } else if (command instanceof Direct c) {
            checks.onBoard(c.port());
        } else if (command instanceof Reenter c) {
            checks.onBoard(c.port());
        } else if (command instanceof CorsairMove c) {
            c.path().forEach(checks::onBoard);
        }
    }

    // ---- operations ----

    private LongCoursState place(LongCoursState s, Place c) {
        new Checks(s).canPlace(c.player());
        int zone = 11 * (s.indexOf(c.player()) + 1);
        if (s.board().isWreckSite(c.port())) {
            throw RuleViolation.of("LC-SET-6", "longcours.set6.f", c.port());
        }
        if (s.board().zoneOf(c.port()).number() != zone) {
            throw RuleViolation.of(
                    "LC-SET-6",
                    "longcours.set6.g",
                    c.player(),
                    zone,
                    c.port(),
                    s.board().zoneOf(c.port()).number());
        }
        return s.withPlayer(s.player(c.player()).at(c.port())).withDone(s.done().withPlaced());
    }

    private LongCoursState buy(LongCoursState s, Buy c) {
        new Checks(s).canBuy(c.player());
        Player p = s.player(c.player());
        if (c.amount() < 1) {
            throw RuleViolation.of("LC-BUY-1", "longcours.buy1.c");
        }
        if (c.amount() > p.cash()) {
            throw RuleViolation.of("LC-BUY-1", "longcours.buy1.d", c.player(), p.cash(), c.amount());
        }
        Good good = s.board().goodAt(p.stop()).orElseThrow();
        Player after = p.withCash(p.cash() - c.amount()).withCargo(p.cargo().plus(good, c.amount()));
        return s.withPlayer(after)
                .withBank(s.bank().receive(c.amount()))
                .withDone(s.done().withBought());
    }

    private LongCoursState move(LongCoursState s, Move c) {
        new Checks(s).canMove(c.player());
        String from = s.player(c.player()).stop();
        if (!s.board().joined(from, c.stop())) {
            throw RuleViolation.of(
                    "LC-MOVE-1",
                    "longcours.move1.b",
                    from,
                    org.caissier.table.Place.of(c.stop()),
                    String.join(", ", s.board().neighbours(from)));
        }
        return arrive(s.withDone(s.done().withMoved()), c.player(), c.stop(), true);
    }

    private LongCoursState direct(LongCoursState s, Direct c) {
        new Checks(s).canDirect(c.player());
        if (s.board().isWreckSite(c.port())) {
            throw RuleViolation.of("LC-MOVE-2", "longcours.move2.c", c.port());
        }
        Player p = s.player(c.player());
        if (c.port().equals(p.stop())) {
            throw RuleViolation.of("LC-MOVE-2", "longcours.move2.d", c.player(), org.caissier.table.Place.of(c.port()));
        }
        LongCoursState played = s.withPlayer(p.withCards(p.cards().plusDirect()))
                .withDone(s.done().withDirect());
        return arrive(played, c.player(), c.port(), false);
    }

    /**
     * A cargo ship stops somewhere. D-LC-6: onto the Corsair's stop it is sunk (unless it is the owner's);
     * otherwise, on a wreck site, it takes the whole pile (LC-STORM-3; only ordinary moves reach wreck sites).
     */
    private LongCoursState arrive(LongCoursState s, String player, String stop, boolean mayTakePile) {
        LongCoursState moved = s.withPlayer(s.player(player).at(stop));
        if (stop.equals(s.corsair().stop()) && !player.equals(s.corsair().owner())) {
            return CorsairRules.sink(moved, player);
        }
        Cargo pile = moved.pileAt(stop);
        if (mayTakePile && !pile.isEmpty()) {
            Player p = moved.player(player);
            Map<String, Cargo> wrecks = new LinkedHashMap<>(moved.wrecks());
            wrecks.remove(stop);
            return moved.withPlayer(p.withCargo(p.cargo().plus(pile))).withWrecks(wrecks);
        }
        return moved;
    }

    private LongCoursState resell(LongCoursState s, Resell c) {
        new Checks(s).canResell(c.player());
        DieFace.require(c.face(), "LC-SELL-1");
        LongCoursState rolled = s.withDone(s.done().withResold());
        Good good = s.board().resaleDie().get(c.face());
        Player p = rolled.player(c.player());
        int held = p.cargo().of(good);
        if (held == 0) {
            return rolled;
        }
        int paid = RESALE_FACTOR * held;
        return rolled.withPlayer(p.withCash(p.cash() + paid).withCargo(p.cargo().without(good)))
                .withBank(rolled.bank().pay(paid));
    }

    private LongCoursState storm(LongCoursState s, Storm c) {
        new Checks(s).canStorm(c.player());
        Board.Zone zone = s.board()
                .zone(c.zone())
                .orElseThrow(() -> RuleViolation.of("LC-STORM-1", "longcours.storm1.a", c.zone()));
        Player stormer = s.player(c.player());
        LongCoursState next = s.withPlayer(stormer.withCards(stormer.cards().plusStorm()));
        Cargo pile = next.pileAt(zone.wreckSite());
        // LC-STORM-1, D-LC-5: every cargo ship in the zone, the player's own and one on the wreck site included.
        for (Player p : next.players()) {
            if (p.onBoard() && next.board().zoneOf(p.stop()).number() == zone.number()) {
                pile = pile.plus(p.cargo());
                next = next.withPlayer(p.wrecked());
            }
        }
        Map<String, Cargo> wrecks = new LinkedHashMap<>(next.wrecks());
        wrecks.put(zone.wreckSite(), pile);
        next = next.withWrecks(wrecks);
        // LC-STORM-4, D-LC-4: the Corsair sinks, has no owner any more, and the price is not refunded.
        String corsairStop = next.corsair().stop();
        if (corsairStop != null && next.board().zoneOf(corsairStop).number() == zone.number()) {
            next = next.withCorsair(Corsair.FOR_SALE);
        }
        return next;
    }

    private LongCoursState brawl(LongCoursState s, Brawl c) {
        Checks checks = new Checks(s);
        checks.canBrawl(c.player());
        if (c.target().equals(c.player())) {
            throw RuleViolation.of("LC-BRAWL-1", "longcours.brawl1.c");
        }
        Player attacker = s.player(c.player());
        Player target = s.player(c.target());
        if (!target.onBoard() || !attacker.stop().equals(target.stop())) {
            throw RuleViolation.of("LC-BRAWL-1", "longcours.brawl1.d", c.target(), c.player(), attacker.stop());
        }
        if (c.ranks().isEmpty()) {
            throw RuleViolation.of("LC-BRAWL-1", "longcours.brawl1.e");
        }
        Set<Integer> seen = new HashSet<>();
        int previous = 0;
        for (int rank : c.ranks()) {
            if (rank < 1 || rank > Deck.BRAWLS) {
                throw RuleViolation.of("D-LC-2", "longcours.d2.a", rank);
            }
            if (!s.deck().brawlRanks().contains(rank)) {
                throw RuleViolation.of(
                        "D-LC-8", "longcours.d8.d", rank, s.board().brawlCard(rank));
            }
            if (checks.rankPlayed(rank) || !seen.add(rank)) {
                throw RuleViolation.of("D-LC-8", "longcours.d8.e", rank);
            }
            if (rank <= previous) {
                throw RuleViolation.of("LC-BRAWL-2", "longcours.brawl2.a", rank, previous);
            }
            previous = rank;
        }
        int attackerCards = (c.ranks().size() + 1) / 2;
        checks.handHolds(c.player(), attackerCards);
        checks.handHolds(c.target(), c.ranks().size() / 2);
        for (int i = 0; i < c.ranks().size(); i++) {
            Player who = s.player(i % 2 == 0 ? c.player() : c.target());
            s = s.withPlayer(who.withCards(who.cards().plusBrawl(c.ranks().get(i))));
        }
        // LC-BRAWL-3: the loser hands all his cash, not his cargo, to the winner.
        Player loser = s.player(c.loser());
        Player winner = s.player(c.winner());
        return s.withPlayer(winner.withCash(winner.cash() + loser.cash())).withPlayer(loser.withCash(0));
    }

    private LongCoursState reenter(LongCoursState s, Reenter c) {
        new Checks(s).canReenter(c.player());
        DieFace.require(c.face(), "LC-STORM-5");
        int zone = Board.zoneForFace(c.face());
        if (s.board().isWreckSite(c.port()) || s.board().zoneOf(c.port()).number() != zone) {
            throw RuleViolation.of(
                    "LC-STORM-5",
                    "longcours.storm5.c",
                    zone,
                    String.join(", ", portsOf(s, zone)),
                    org.caissier.table.Place.of(c.port()));
        }
        LongCoursState back = s.withPlayer(s.player(c.player()).reentered(c.port()))
                .withDone(s.done().withReentered());
        // D-LC-6 as for any arrival: the player chose the port, so a Corsair there sinks him.
        if (c.port().equals(back.corsair().stop())
                && !c.player().equals(back.corsair().owner())) {
            return CorsairRules.sink(back, c.player());
        }
        return back;
    }

    private static List<String> portsOf(LongCoursState s, int zone) {
        return s.board()
                .zone(zone)
                .map(z -> z.ports().stream().map(Board.Port::name).toList())
                .orElse(List.of());
    }

    private LongCoursState end(LongCoursState s, End c) {
        new Checks(s).canEnd(c.player());
        return nextTurn(s);
    }

    private static LongCoursState nextTurn(LongCoursState s) {
        TurnOrder next = new TurnOrder(s.round(), s.turn())
                .nextWhere(s.players().size(), seat -> s.players().get(seat).inGame());
        Player p = s.players().get(next.seat());
        return s.withTurn(
                next.round(), next.seat(), s.turnNumber() + 1, TurnLog.start(p.status() == PlayerStatus.WRECKED));
    }

    /** LC-END-1: the last player in the game wins; a sunk player's turn passes at once. */
    private static LongCoursState settle(LongCoursState s) {
        int inGame = 0;
        String last = null;
        for (Player p : s.players()) {
            if (p.inGame()) {
                inGame++;
                last = p.name();
            }
        }
        if (inGame == 1 && !s.over()) {
            return s.withWinner(last);
        }
        if (!s.over() && !s.current().inGame()) {
            return nextTurn(s);
        }
        return s;
    }
}
