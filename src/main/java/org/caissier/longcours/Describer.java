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
import org.caissier.table.RuleViolation;

/**
 * A command in plain French or English words, for the journal panel ("Ann buys 5 M of gold at Perth"), with what
 * it caused: a salvaged pile, wrecked or sunk ships, the cash that changed hands, the winner. The consequences are
 * read from the state the command leads to, which the pure rules compute again here; a command the rules refuse is
 * told without them.
 */
final class Describer {
    private final LongCoursRules rules;
    private final boolean fr;

    Describer(LongCoursRules rules, Locale locale) {
        this.rules = rules;
        this.fr = "fr".equals(locale.getLanguage());
    }

    private String say(String french, String english) {
        return fr ? french : english;
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
            text += ". " + say(after.winner() + " gagne la partie", after.winner() + " wins the game");
        }
        return text;
    }

    private String what(LongCoursState before, LongCoursCommand command, LongCoursState after) {
        String p = command.player();
        return command.accept(new LongCoursCommand.Visitor<>() {
            @Override
            public String place(Place c) {
                return say(p + " place son navire à " + c.port(), p + "'s ship starts at " + c.port());
            }

            @Override
            public String buy(Buy c) {
                String stop = before.names().contains(p) ? before.player(p).stop() : null;
                Good g = stop == null ? null : before.board().goodAt(stop).orElse(null);
                if (g == null) {
                    return say(p + " achète pour " + c.amount() + " M", p + " buys " + c.amount() + " M");
                }
                return say(p + " achète " + c.amount() + " M " + g.frenchOf() + " à " + stop,
                        p + " buys " + c.amount() + " M of " + g.id() + " at " + stop);
            }

            @Override
            public String move(Move c) {
                return arrival(before, after, p, say(p + " va à " + c.stop(), p + " moves to " + c.stop()));
            }

            @Override
            public String direct(Direct c) {
                return arrival(before, after, p, say(p + " joue un Déplacement direct vers " + c.port(),
                        p + " plays a Direct move to " + c.port()));
            }

            @Override
            public String reenter(Reenter c) {
                return arrival(before, after, p, say(p + " tire " + c.face() + " et remet son navire à " + c.port(),
                        p + " rolls " + c.face() + " and re-enters at " + c.port()));
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
                return c.best().map(b -> say(p + " met le Corsaire aux enchères : " + b.bidder() + " l'achète "
                                + b.amount() + " M", p + " calls the Corsair auction: " + b.bidder() + " buys it for "
                                + b.amount() + " M"))
                        .orElse(say(p + " met le Corsaire aux enchères : personne n'enchérit",
                                p + " calls the Corsair auction: nobody bids"));
            }

            @Override
            public String corsairEnter(CorsairEnter c) {
                String site = before.board().zone(Board.zoneForFace(c.face())).map(Board.Zone::wreckSite).orElse("?");
                return say(p + " tire " + c.face() + " : le Corsaire entre à " + site,
                        p + " rolls " + c.face() + ": the Corsair enters at " + site);
            }

            @Override
            public String corsairMove(CorsairMove c) {
                return Describer.this.corsairMove(before, after, c);
            }

            @Override
            public String end(End c) {
                return say(p + " finit son tour", p + " ends the turn");
            }
        });
    }

    /** A ship that stops somewhere may salvage a pile (LC-STORM-3) or meet the Corsair (D-LC-6). */
    private String arrival(LongCoursState before, LongCoursState after, String p, String sentence) {
        if (after == null) {
            return sentence;
        }
        if (before.player(p).inGame() && !after.player(p).inGame()) {
            String owner = before.corsair().owner();
            int cash = before.player(p).cash();
            return sentence + say(" : le Corsaire coule son navire et " + owner + " reçoit " + cash + " M",
                    ": the Corsair sinks the ship and " + owner + " receives " + cash + " M");
        }
        for (String site : before.board().wreckSites()) {
            int taken = before.pileAt(site).total() - after.pileAt(site).total();
            if (taken > 0) {
                return sentence + say(" et récupère " + taken + " M de marchandises à " + site,
                        " and salvages " + taken + " M of goods at " + site);
            }
        }
        return sentence;
    }

    private String resale(LongCoursState before, Resell c) {
        String p = c.player();
        Good g = before.board().resaleDie().get(c.face());
        if (g == null) {
            return say(p + " tente de revendre (" + c.face() + ")", p + " rolls " + c.face() + " for resale");
        }
        int held = before.names().contains(p) ? before.player(p).cargo().of(g) : 0;
        if (held == 0) {
            return say(p + " tire " + c.face() + " (" + g.french() + ") : rien à revendre",
                    p + " rolls " + c.face() + " (" + g.id() + "): nothing to resell");
        }
        int paid = LongCoursRules.RESALE_FACTOR * held;
        return say(p + " tire " + c.face() + " et revend " + held + " M " + g.frenchOf() + " pour " + paid + " M",
                p + " rolls " + c.face() + " and resells " + held + " M of " + g.id() + " for " + paid + " M");
    }

    private String storm(LongCoursState before, LongCoursState after, Storm c) {
        String p = c.player();
        String sentence = say(p + " joue une Tempête sur la zone " + c.zone(), p + " plays a Storm on zone " + c.zone());
        if (after == null) {
            return sentence;
        }
        List<String> wrecked = before.players().stream()
                .filter(x -> x.status() != PlayerStatus.WRECKED
                        && after.player(x.name()).status() == PlayerStatus.WRECKED)
                .map(Player::name).toList();
        List<String> parts = new ArrayList<>();
        if (wrecked.isEmpty()) {
            parts.add(say("aucun navire ne fait naufrage", "no ship is wrecked"));
        } else {
            parts.add(wrecked.size() == 1
                    ? say(wrecked.get(0) + " fait naufrage", wrecked.get(0) + " is wrecked")
                    : say(names(wrecked) + " font naufrage", names(wrecked) + " are wrecked"));
        }
        if (before.corsair().entered() && !after.corsair().entered()) {
            parts.add(say("le Corsaire coule", "the Corsair sinks"));
        }
        return sentence + say(" : ", ": ") + String.join(say(" ; ", "; "), parts);
    }

    private String brawl(LongCoursState before, Brawl c) {
        String p = c.player();
        String ranks = c.ranks().stream().map(String::valueOf).collect(Collectors.joining(", "));
        String sentence = say(p + " se bagarre avec " + c.target() + " (cartes " + ranks + ") : ",
                p + " brawls with " + c.target() + " (cards " + ranks + "): ");
        int cash = before.names().contains(c.loser()) ? before.player(c.loser()).cash() : 0;
        if (cash == 0) {
            return sentence + say(c.winner() + " gagne ; " + c.loser() + " n'a pas d'argent",
                    c.winner() + " wins; " + c.loser() + " has no cash");
        }
        return sentence + say(c.winner() + " gagne et prend " + cash + " M à " + c.loser(),
                c.winner() + " wins and takes " + cash + " M from " + c.loser());
    }

    private String corsairMove(LongCoursState before, LongCoursState after, CorsairMove c) {
        String p = c.player();
        String sentence = say(p + " mène le Corsaire par " + String.join(", ", c.path()),
                p + " sails the Corsair through " + String.join(", ", c.path()));
        if (after == null) {
            return sentence;
        }
        List<String> sunk = before.players().stream()
                .filter(x -> x.inGame() && !after.player(x.name()).inGame())
                .map(Player::name).toList();
        if (sunk.isEmpty()) {
            return sentence;
        }
        int gained = after.player(p).cash() - before.player(p).cash();
        return sentence + say(" : coule " + names(sunk) + " ; " + p + " reçoit " + gained + " M",
                ": sinks " + names(sunk) + "; " + p + " receives " + gained + " M");
    }

    /** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
    private String names(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        String and = say(" et ", " and ");
        return String.join(", ", names.subList(0, names.size() - 1)) + and + names.get(names.size() - 1);
    }
}
