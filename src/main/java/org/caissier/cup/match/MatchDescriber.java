package org.caissier.cup.match;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.caissier.table.RuleTexts;
import org.caissier.table.Said;

/** Match lines in plain words for the journal panel, French or English (resources/i18n/rules/cupmatch*.properties). */
final class MatchDescriber {
    private static final Said BOTH_ADVANCED = Said.of("cupmatch.word.advanced");
    private static final Said BOTH_BASIC = Said.of("cupmatch.word.basic");

    private MatchDescriber() {}

    static String describe(MatchState before, MatchCommand c, Locale locale) {
        return c.accept(new MatchCommand.Visitor<>() {
            @Override
            public String newMatch(MatchCommand.NewMatch n) {
                return say(
                        locale,
                        "cupmatch.says.newMatch",
                        String.join(", ", n.crews()),
                        n.legPairs(),
                        n.advanced() ? BOTH_ADVANCED : BOTH_BASIC);
            }

            @Override
            public String posts(MatchCommand.Posts p) {
                return say(
                        locale,
                        "cupmatch.says.posts",
                        p.crew(),
                        p.posts().stream().map(String::valueOf).collect(Collectors.joining(" ")));
            }

            @Override
            public String startCard(MatchCommand.StartCard s) {
                return say(
                        locale,
                        "cupmatch.says.startCard",
                        s.crew(),
                        s.value(),
                        before.start().manoeuvres().size() + 1);
            }

            @Override
            public String startsFirst(MatchCommand.StartsFirst s) {
                return say(locale, "cupmatch.says.startsFirst", s.crew());
            }

            @Override
            public String penalty(MatchCommand.Penalty p) {
                return say(locale, "cupmatch.says.penalty", p.crew());
            }

            @Override
            public String dsq(MatchCommand.Dsq d) {
                return say(locale, "cupmatch.says.dsq", d.crew());
            }

            @Override
            public String retire(MatchCommand.Retire r) {
                return say(locale, "cupmatch.says.retire", r.crew());
            }

            @Override
            public String card(MatchCommand.Card card) {
                Boat b = before.boat(card.crew());
                Object value = card.colour() == null
                        ? card.value()
                        : Said.of(
                                "cupmatch.card.valueColour",
                                card.value(),
                                card.colour().said());
                boolean breaks = before.advanced()
                        && b.upwind()
                        && b.sequence().running()
                        && Math.abs(card.value() - b.sequence().last()) > 1;
                return breaks
                        ? say(locale, "cupmatch.says.cardBreaks", card.crew(), value)
                        : say(locale, "cupmatch.says.card", card.crew(), value);
            }

            @Override
            public String discard(MatchCommand.Discard d) {
                return say(locale, "cupmatch.says.discard", d.crew());
            }

            @Override
            public String miss(MatchCommand.Miss m) {
                return say(locale, "cupmatch.says.miss", m.crew());
            }

            @Override
            public String tack(MatchCommand.TackChange t) {
                return say(locale, "cupmatch.says.tack", t.crew());
            }

            @Override
            public String headToWind(MatchCommand.HeadToWind h) {
                return say(locale, "cupmatch.says.headToWind", h.crew());
            }

            @Override
            public String pivot(MatchCommand.Pivot p) {
                return say(locale, "cupmatch.says.pivot", p.crew(), p.points());
            }

            @Override
            public String cover(MatchCommand.Cover v) {
                return say(locale, v.shadow() ? "cupmatch.says.shadow" : "cupmatch.says.leeward", v.crew());
            }

            @Override
            public String round(MatchCommand.Round r) {
                return say(locale, "cupmatch.says.round", r.crew());
            }

            @Override
            public String finish(MatchCommand.Finish f) {
                return say(locale, "cupmatch.says.finish", f.crew());
            }

            @Override
            public String endRace(MatchCommand.EndRace e) {
                return say(locale, "cupmatch.says.endRace");
            }
        });
    }

    private static String say(Locale locale, String key, Object... args) {
        return RuleTexts.format(key, List.of(args), locale);
    }
}
