package org.caissier.longcours;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.caissier.longcours.LongCoursCommand.Auction;
import org.caissier.longcours.LongCoursCommand.Brawl;
import org.caissier.longcours.LongCoursCommand.Buy;
import org.caissier.longcours.LongCoursCommand.CorsairEnter;
import org.caissier.longcours.LongCoursCommand.CorsairMove;
import org.caissier.longcours.LongCoursCommand.Direct;
import org.caissier.longcours.LongCoursCommand.Move;
import org.caissier.longcours.LongCoursCommand.Place;
import org.caissier.longcours.LongCoursCommand.Reenter;
import org.caissier.longcours.LongCoursCommand.Resell;
import org.caissier.longcours.LongCoursCommand.Storm;

/** A command in plain French or English words, for the journal panel ("Ann buys 5 M of gold at Perth"). */
final class Describer {
    private final boolean fr;

    Describer(Locale locale) {
        this.fr = "fr".equals(locale.getLanguage());
    }

    private String say(String french, String english) {
        return fr ? french : english;
    }

    String describe(LongCoursState before, LongCoursCommand command) {
        String p = command.player();
        if (command instanceof Place c) {
            return say(p + " place son navire à " + c.port(), p + " places his ship at " + c.port());
        }
        if (command instanceof Buy c) {
            String stop = before.names().contains(p) ? before.player(p).stop() : null;
            Good g = stop == null ? null : before.board().goodAt(stop).orElse(null);
            if (g == null) {
                return say(p + " achète pour " + c.amount() + " M", p + " buys " + c.amount() + " M");
            }
            return say(p + " achète " + c.amount() + " M " + g.frenchOf() + " à " + stop,
                    p + " buys " + c.amount() + " M of " + g.id() + " at " + stop);
        }
        if (command instanceof Move c) {
            return say(p + " va à " + c.stop(), p + " moves to " + c.stop());
        }
        if (command instanceof Direct c) {
            return say(p + " joue un Déplacement direct vers " + c.port(), p + " plays a Direct move to " + c.port());
        }
        if (command instanceof Resell c) {
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
        if (command instanceof Storm c) {
            return say(p + " joue une Tempête sur la zone " + c.zone(), p + " plays a Storm on zone " + c.zone());
        }
        if (command instanceof Brawl c) {
            String ranks = c.ranks().stream().map(String::valueOf).collect(Collectors.joining(", "));
            return say(p + " se bagarre avec " + c.target() + " (cartes " + ranks + ") : " + c.winner()
                            + " gagne l'argent de " + c.loser(),
                    p + " brawls with " + c.target() + " (cards " + ranks + "): " + c.winner() + " wins "
                            + c.loser() + "'s cash");
        }
        if (command instanceof Auction c) {
            return c.best().map(b -> say(p + " met le Corsaire aux enchères : " + b.bidder() + " l'achète "
                            + b.amount() + " M", p + " calls the Corsair auction: " + b.bidder() + " buys it for "
                            + b.amount() + " M"))
                    .orElse(say(p + " met le Corsaire aux enchères : aucune offre",
                            p + " calls the Corsair auction: no bid"));
        }
        if (command instanceof Reenter c) {
            return say(p + " tire " + c.face() + " et remet son navire à " + c.port(),
                    p + " rolls " + c.face() + " and brings his ship back at " + c.port());
        }
        if (command instanceof CorsairEnter c) {
            String site = before.board().zone(Board.zoneForFace(c.face())).map(Board.Zone::wreckSite).orElse("?");
            return say(p + " tire " + c.face() + " : le Corsaire entre à " + site,
                    p + " rolls " + c.face() + ": the Corsair enters at " + site);
        }
        if (command instanceof CorsairMove c) {
            List<String> path = c.path();
            return say(p + " mène le Corsaire par " + String.join(", ", path),
                    p + " sails the Corsair through " + String.join(", ", path));
        }
        return say(p + " finit son tour", p + " ends his turn");
    }
}
