package org.caissier.cup.match;

import java.util.Locale;

/** Match lines in plain words for the journal panel, French or English. */
final class MatchDescriber {
    private MatchDescriber() {
    }

    static String describe(MatchState before, MatchCommand c, Locale locale) {
        boolean fr = "fr".equals(locale.getLanguage());
        return c.accept(new MatchCommand.Visitor<>() {
            @Override
            public String newMatch(MatchCommand.NewMatch n) {
                return n.text();
            }

            @Override
            public String posts(MatchCommand.Posts p) {
                return p.text();
            }

            @Override
            public String startCard(MatchCommand.StartCard s) {
                return s.crew() + (fr ? " retourne un " : " turns up a ") + s.value()
                        + (fr ? " (manœuvre " : " (manoeuvre ") + (before.start().manoeuvres().size() + 1) + ")";
            }

            @Override
            public String startsFirst(MatchCommand.StartsFirst s) {
                return s.text();
            }

            @Override
            public String penalty(MatchCommand.Penalty p) {
                return p.crew() + (fr ? " : pénalité, passe un tour (AC-START-3)"
                        : ": penalty, misses a turn (AC-START-3)");
            }

            @Override
            public String dsq(MatchCommand.Dsq d) {
                return d.crew() + (fr ? " est disqualifié" : " is disqualified");
            }

            @Override
            public String retire(MatchCommand.Retire r) {
                return r.text();
            }

            @Override
            public String card(MatchCommand.Card card) {
                Boat b = before.boat(card.crew());
                String colour = card.colour() == null ? "" : " " + card.colour().colour(fr);
                String what = (fr ? " joue un " : " plays a ") + card.value() + colour;
                if (before.advanced() && b.upwind() && b.sequence().running()
                        && Math.abs(card.value() - b.sequence().last()) > 1) {
                    what += fr ? " et rompt la séquence (AC-SEQ-1)" : " and breaks the sequence (AC-SEQ-1)";
                }
                return card.crew() + what;
            }

            @Override
            public String discard(MatchCommand.Discard d) {
                return d.crew() + (fr ? " se défausse pour 2 PM (AC-SEQ-2)" : " discards for 2 MP (AC-SEQ-2)");
            }

            @Override
            public String miss(MatchCommand.Miss m) {
                return m.crew() + (fr ? " passe son tour (AC-BAS-2)" : " misses the turn (AC-BAS-2)");
            }

            @Override
            public String tack(MatchCommand.TackChange t) {
                return t.text();
            }

            @Override
            public String headToWind(MatchCommand.HeadToWind h) {
                return h.text();
            }

            @Override
            public String pivot(MatchCommand.Pivot p) {
                return p.text();
            }

            @Override
            public String cover(MatchCommand.Cover v) {
                return v.text();
            }

            @Override
            public String round(MatchCommand.Round r) {
                return r.crew() + (fr ? " passe la bouée, cartes retournées" : " rounds the buoy, cards turned");
            }

            @Override
            public String finish(MatchCommand.Finish f) {
                return f.crew() + (fr ? " franchit la ligne d'arrivée" : " crosses the finish line");
            }

            @Override
            public String endRace(MatchCommand.EndRace e) {
                return e.text();
            }
        });
    }
}
