package org.caissier.longcours.phone;

import static org.caissier.phone.PhoneHtml.esc;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.live.LiveFrame;
import org.caissier.longcours.Good;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursRules;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.longcours.PlayerStatus;
import org.caissier.phone.GamePage;
import org.caissier.phone.LastNews;
import org.caissier.phone.PhoneHtml;
import org.caissier.phone.PhoneWords;
import org.caissier.phone.PlayersTable;
import org.caissier.phone.PlayersTable.Column;
import org.caissier.table.Place;
import org.caissier.table.Session;

/**
 * Long Cours on a phone: whose turn in which round, the Corsair, the last news as the announcement band words it,
 * and each captain's cash, cargo, ship and port or zone, and cards left. The same as the table display shows
 * (LC-HIDE-1): the cards in hand are only counted. Handed a session's snapshot it finds the last news in its
 * history; handed a bare state it has none to tell.
 */
public final class LongCoursPhonePage extends GamePage<LongCoursState, LongCoursCommand> {
    private final LongCoursRules rules = new LongCoursRules();

    public LongCoursPhonePage() {
        super(LongCoursState.class, LongCoursCommand.class);
    }

    @Override
    protected String render(
            Session.Snapshot<LongCoursState, LongCoursCommand> moment, Locale language, LiveFrame frame) {
        LongCoursState s = moment.state();
        PhoneWords w = new PhoneWords("i18n.longcours", language);
        StringBuilder b = new StringBuilder();
        b.append("<p class=\"turn\" id=\"turn\">")
                .append(
                        s.over()
                                ? w.html("lc.winner", s.winner())
                                : w.html("lc.turn", s.round(), s.current().name()))
                .append("</p>\n");
        b.append("<p id=\"corsair\">").append(esc(corsair(w, s))).append("</p>\n");
        Optional<LastNews.Played<LongCoursState, LongCoursCommand>> news = LastNews.of(moment, rules);
        b.append("<div class=\"news\" id=\"news\"><p class=\"note\">")
                .append(w.html("lc.phone.news"))
                .append("</p>\n<p class=\"big\">")
                .append(news.map(n -> esc(typography(w, n.sentence(w.locale()))))
                        .orElse(w.html("lc.phone.noNews")))
                .append("</p></div>\n");
        captains(b, w, s);
        return PhoneHtml.document(w.lang(), "Long Cours", frame, PhoneHtml.updated(frame, language), b.toString());
    }

    /** The rules' French words ("1 M d'or") keep the typewriter's apostrophe; the page shows the typographic one. */
    private static String typography(PhoneWords w, String text) {
        return w.french() ? text.replace('\'', '’') : text;
    }

    private static String corsair(PhoneWords w, LongCoursState s) {
        return s.corsair().owner() == null
                ? w.text("lc.corsair.forSale")
                : s.corsair().stop() == null
                        ? w.text("lc.corsair.owned", s.corsair().owner())
                        : w.text(
                                "lc.corsair.at",
                                s.corsair().owner(),
                                Place.of(s.corsair().stop()));
    }

    private static void captains(StringBuilder b, PhoneWords w, LongCoursState s) {
        PlayersTable.start(
                b,
                w.html("lc.phone.captains"),
                new Column("col-name", w.html("lc.col.player")),
                new Column("num col-cash", w.html("lc.col.cash")),
                new Column("col-cargo", w.html("lc.phone.col.cargo")),
                new Column("num col-cards", w.html("lc.phone.col.cards")));
        for (int i = 0; i < s.players().size(); i++) {
            Player p = s.players().get(i);
            int left = Math.max(0, s.deck().cardsPerPlayer() - p.cards().total());
            PlayersTable.row(b, p.name(), !s.over() && i == s.turn(), !p.inGame());
            b.append("<td class=\"name\">")
                    .append(esc(p.name()))
                    .append("<span class=\"sub\">")
                    .append(esc(status(w, p)))
                    .append(p.stop() == null ? "" : " · " + esc(p.stop()))
                    .append("</span></td>")
                    .append("<td class=\"num\">")
                    .append(w.html("lc.phone.cash", w.number(p.cash())))
                    .append("</td>")
                    .append("<td>")
                    .append(esc(cargo(w, p)))
                    .append("</td>")
                    .append("<td class=\"num\">")
                    .append(w.number(left))
                    .append("</td></tr>\n");
        }
        PlayersTable.end(b);
    }

    private static String status(PhoneWords w, Player p) {
        return p.status() == PlayerStatus.AFLOAT && p.stop() == null
                ? w.text("lc.status.toPlace")
                : w.text("lc.status." + p.status().id());
    }

    private static String cargo(PhoneWords w, Player p) {
        List<String> goods = new ArrayList<>();
        for (Good g : Good.values()) {
            int n = p.cargo().of(g);
            if (n > 0) {
                goods.add(w.number(n) + " M " + g.saidOf().in(w.locale())); // "1 M de tissus", as the journal says it
            }
        }
        return goods.isEmpty() ? w.text("lc.phone.empty") : String.join(" · ", goods);
    }
}
