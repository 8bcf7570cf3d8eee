package org.caissier.longcours;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
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
import org.caissier.table.RuleTexts;
import org.caissier.table.RuleViolation;

/**
 * A command in plain French or English words, for the journal panel ("Ann buys 5 M of gold at Perth"), with what
 * it caused: a salvaged pile, wrecked or sunk ships, the cash that changed hands, the winner. The consequences are
 * read from the state the command leads to, which the pure rules compute again here; a command the rules refuse is
 * told without them.
 */
final class Describer {
    private final LongCoursRules rules;
    private final Locale locale;

    Describer(LongCoursRules rules, Locale locale) {
        this.rules = rules;
        this.locale = locale;
    }

    /** A sentence of the rule texts ({@code longcours.says.*}) in the describer's language. */
    private String say(String key, Object... args) {
        return RuleTexts.format(key, List.of(args), locale);
    }

    String describe(LongCoursState before, LongCoursCommand command) {
        LongCoursState after;
        try {
            after = rules.apply(before, command);
        } catch (RuleViolation | IllegalArgumentException refused) {
            after = null;
        }
        return describe(before, command, after);
    }

    /** With the state the command led to (null for a refused command): no rule is applied again. */
    String describe(LongCoursState before, LongCoursCommand command, LongCoursState after) {
        String text = what(before, command, after);
        if (after != null && after.over() && !before.over()) {
            text += ". " + say("longcours.says.wins", after.winner());
        }
        return text;
    }

    private String what(LongCoursState before, LongCoursCommand command, LongCoursState after) {
        String p = command.player();
        return command.accept(new LongCoursCommand.Visitor<>() {
            @Override
            public String place(Place c) {
                return say("longcours.says.place", p, at(c.port()));
            }

            @Override
            public String buy(Buy c) {
                String stop = before.names().contains(p) ? before.player(p).stop() : null;
                Good g = stop == null ? null : before.board().goodAt(stop).orElse(null);
                if (g == null) {
                    return say("longcours.says.buy.somewhere", p, c.amount());
                }
                return say("longcours.says.buy", p, c.amount(), g.saidOf(), at(stop));
            }

            @Override
            public String move(Move c) {
                return arrival(before, after, p, say("longcours.says.move", p, at(c.stop())));
            }

            @Override
            public String direct(Direct c) {
                return arrival(before, after, p, say("longcours.says.direct", p, at(c.port())));
            }

            @Override
            public String reenter(Reenter c) {
                return arrival(before, after, p, say("longcours.says.reenter", p, c.face(), at(c.port())));
            }

            @Override
            public String resell(Resell c) {
                return resale(before, c);
            }

            @Override
            public String storm(Storm c) {
                return Describer.this.storm(before, after, c);
            }

            @Override
            public String brawl(Brawl c) {
                return Describer.this.brawl(before, c);
            }

            @Override
            public String auction(Auction c) {
                return c.best()
                        .map(b -> say("longcours.says.auction.sold", p, b.bidder(), b.amount()))
                        .orElse(say("longcours.says.auction.nobody", p));
            }

            @Override
            public String corsairEnter(CorsairEnter c) {
                String site = before.board()
                        .zone(Board.zoneForFace(c.face()))
                        .map(Board.Zone::wreckSite)
                        .orElse("?");
                return say("longcours.says.corsairEnter", p, c.face(), at(site));
            }

            @Override
            public String corsairMove(CorsairMove c) {
                return Describer.this.corsairMove(before, after, c);
            }

            @Override
            public String end(End c) {
                return say("longcours.says.end", p);
            }
        });
    }

    /** A point of call as a text's value: French contracts its article (au Havre), never a captain's. */
    private static org.caissier.table.Place at(String stop) {
        return org.caissier.table.Place.of(stop);
    }

    /** A ship that stops somewhere may salvage a pile (LC-STORM-3) or meet the Corsair (D-LC-6). */
    private String arrival(LongCoursState before, LongCoursState after, String p, String sentence) {
        if (after == null) {
            return sentence;
        }
        if (before.player(p).inGame() && !after.player(p).inGame()) {
            String owner = before.corsair().owner();
            int cash = before.player(p).cash();
            return sentence + say("longcours.says.arrival.sunk", owner, cash);
        }
        for (String site : before.board().wreckSites()) {
            int taken = before.pileAt(site).total() - after.pileAt(site).total();
            if (taken > 0) {
                return sentence + say("longcours.says.arrival.salvage", taken, at(site));
            }
        }
        return sentence;
    }

    private String resale(LongCoursState before, Resell c) {
        String p = c.player();
        Good g = before.board().resaleDie().get(c.face());
        if (g == null) {
            return say("longcours.says.resell.roll", p, c.face());
        }
        int held = before.names().contains(p) ? before.player(p).cargo().of(g) : 0;
        if (held == 0) {
            return say("longcours.says.resell.nothing", p, c.face(), g.said());
        }
        int paid = LongCoursRules.RESALE_FACTOR * held;
        return say("longcours.says.resell.sold", p, c.face(), held, g.saidOf(), paid);
    }

    private String storm(LongCoursState before, LongCoursState after, Storm c) {
        String p = c.player();
        String sentence = say("longcours.says.storm", p, c.zone());
        if (after == null) {
            return sentence;
        }
        List<String> wrecked = before.players().stream()
                .filter(x -> x.status() != PlayerStatus.WRECKED
                        && after.player(x.name()).status() == PlayerStatus.WRECKED)
                .map(Player::name)
                .toList();
        List<String> parts = new ArrayList<>();
        if (wrecked.isEmpty()) {
            parts.add(say("longcours.says.storm.noWreck"));
        } else {
            parts.add(
                    wrecked.size() == 1
                            ? say("longcours.says.storm.oneWrecked", wrecked.get(0))
                            : say("longcours.says.storm.wrecked", names(wrecked)));
        }
        if (before.corsair().entered() && !after.corsair().entered()) {
            parts.add(say("longcours.says.storm.corsairSinks"));
        }
        return sentence + say("longcours.says.then.colon") + String.join(say("longcours.says.then.semicolon"), parts);
    }

    private String brawl(LongCoursState before, Brawl c) {
        String p = c.player();
        String ranks = c.ranks().stream().map(String::valueOf).collect(Collectors.joining(", "));
        String sentence = say("longcours.says.brawl", p, c.target(), ranks);
        int cash = before.names().contains(c.loser()) ? before.player(c.loser()).cash() : 0;
        if (cash == 0) {
            return sentence + say("longcours.says.brawl.penniless", c.winner(), c.loser());
        }
        return sentence + say("longcours.says.brawl.takes", c.winner(), cash, c.loser());
    }

    private String corsairMove(LongCoursState before, LongCoursState after, CorsairMove c) {
        String p = c.player();
        String sentence = say("longcours.says.corsair.sails", p, String.join(", ", c.path()));
        if (after == null) {
            return sentence;
        }
        List<String> sunk = before.players().stream()
                .filter(x -> x.inGame() && !after.player(x.name()).inGame())
                .map(Player::name)
                .toList();
        if (sunk.isEmpty()) {
            return sentence;
        }
        int gained = after.player(p).cash() - before.player(p).cash();
        return sentence + say("longcours.says.corsair.sinks", names(sunk), p, gained);
    }

    /** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
    private String names(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        String and = say("longcours.says.then.and");
        return String.join(", ", names.subList(0, names.size() - 1)) + and + names.get(names.size() - 1);
    }
}
