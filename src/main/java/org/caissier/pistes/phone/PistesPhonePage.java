package org.caissier.pistes.phone;

import static org.caissier.phone.PhoneHtml.esc;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.caissier.live.LiveFrame;
import org.caissier.phone.GamePage;
import org.caissier.phone.PhoneHtml;
import org.caissier.phone.PhoneWords;
import org.caissier.phone.PlayersTable;
import org.caissier.phone.PlayersTable.Column;
import org.caissier.pistes.Event;
import org.caissier.pistes.Item;
import org.caissier.pistes.Movement;
import org.caissier.pistes.PistesCommand;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.Player;
import org.caissier.pistes.Status;
import org.caissier.pistes.Turn;
import org.caissier.table.Session;

/**
 * Pistes on a phone: the round and whose drive, the last stage's event with the dice, its row and column of the
 * event table and what it does, and each driver's place, points, equipment left, status and stages driven (under
 * his name: four columns are what a phone holds beside a long name). Nothing in a
 * race is secret; the last stage is read from the sheets themselves, so a bare state tells it too.
 */
public final class PistesPhonePage extends GamePage<PistesState, PistesCommand> {

    public PistesPhonePage() {
        super(PistesState.class, PistesCommand.class);
    }

    @Override
    protected String render(Session.Snapshot<PistesState, PistesCommand> moment, Locale language, LiveFrame frame) {
        PistesState s = moment.state();
        PhoneWords w = new PhoneWords("i18n.pistes", language);
        StringBuilder b = new StringBuilder();
        b.append("<p class=\"turn\" id=\"turn\">");
        if (s.raceOver()) {
            b.append(w.html("pi.header.over", s.round()));
        } else {
            Player p = s.player(s.turn().orElseThrow());
            b.append(w.html(p.turns().isEmpty() ? "pi.header.turnFirst" : "pi.header.turn", s.round(), p.name()));
        }
        b.append("</p>\n");
        lastStage(b, w, s);
        drivers(b, w, s);
        return PhoneHtml.document(w.lang(), "Pistes", frame, PhoneHtml.updated(frame, language), b.toString());
    }

    /** The stage driven last: the latest round's, and in it the one of the latest seat (seats drive in order). */
    static Optional<Player> lastDriver(PistesState s) {
        Player last = null;
        int lastRound = 0;
        for (Player p : s.players()) {
            if (!p.turns().isEmpty()) {
                int round = p.turns().get(p.turns().size() - 1).round();
                if (round >= lastRound) {
                    last = p;
                    lastRound = round;
                }
            }
        }
        return Optional.ofNullable(last);
    }

    private static void lastStage(StringBuilder b, PhoneWords w, PistesState s) {
        b.append("<div class=\"news\" id=\"news\">");
        Optional<Player> driver = lastDriver(s);
        if (driver.isEmpty()) {
            b.append("<p>").append(w.html("pi.result.none")).append("</p></div>\n");
            return;
        }
        Player p = driver.get();
        Turn t = p.turns().get(p.turns().size() - 1);
        b.append("<p id=\"row\">")
                .append(w.html(
                        "pi.result.who",
                        p.name(),
                        t.dieA(),
                        t.dieB(),
                        t.changes(),
                        t.row(),
                        t.column() >= Movement.MORE_THAN_13 ? "> 13" : t.column()))
                .append("</p>\n");
        b.append("<p class=\"big\" id=\"event\">")
                .append(esc(capital(w, typography(w, t.event().name(w.locale())))))
                .append("</p>\n<p id=\"effect\">")
                .append(esc(capital(w, effect(w, p, t))))
                .append("</p></div>\n");
    }

    private static String effect(PhoneWords w, Player p, Turn t) {
        Event e = t.event();
        if (e == Event.FATAL_ACCIDENT) {
            return w.text("pi.effect.fatal", p.name());
        }
        if (e == Event.MINOR_ACCIDENT) {
            return w.text("pi.effect.minor", p.name());
        }
        if (e == Event.NONE) {
            return w.text("pi.effect.none", t.points());
        }
        String item = typography(w, e.remedy().orElseThrow().name(w.locale()));
        return t.used() != null ? w.text("pi.effect.covered", item) : w.text("pi.effect.uncovered", item);
    }

    private static void drivers(StringBuilder b, PhoneWords w, PistesState s) {
        PlayersTable.start(
                b,
                w.html("pi.phone.drivers"),
                new Column("col-name", w.html("pi.col.player")),
                new Column("num col-rank", w.html("pi.phone.col.rank")),
                new Column("num col-points", w.html("pi.phone.col.points")),
                new Column("col-equipment", w.html("pi.phone.col.equipment")));
        String now = s.turn().orElse(null);
        for (Player p : s.players()) {
            PlayersTable.row(b, p.name(), p.name().equals(now), p.status() == Status.OUT);
            b.append("<td class=\"name\">")
                    .append(esc(p.name()))
                    .append("<span class=\"sub\">")
                    .append(w.html("pi.status." + p.status().id()))
                    .append(" · ")
                    .append(w.html("pi.phone.stages", p.turns().size()))
                    .append("</span></td>")
                    .append("<td class=\"num\">")
                    .append(p.rank() == null ? "—" : w.number(p.rank()))
                    .append("</td>")
                    .append("<td class=\"num\">")
                    .append(w.number(p.points()))
                    .append("</td>")
                    .append("<td>")
                    .append(esc(equipment(w, p)))
                    .append("</td></tr>\n");
        }
        PlayersTable.end(b);
    }

    private static String equipment(PhoneWords w, Player p) {
        List<String> parts = new ArrayList<>();
        for (Item i : Item.values()) {
            if (p.count(i) > 0) {
                parts.add(w.number(p.count(i)) + "\u00A0×\u00A0" + typography(w, i.name(w.locale())));
            }
        }
        return parts.isEmpty() ? "—" : String.join(" · ", parts);
    }

    /** The rules' French names keep the typewriter's apostrophe; the page shows the typographic one. */
    private static String typography(PhoneWords w, String text) {
        return w.french() ? text.replace('\'', '’') : text;
    }

    private static String capital(PhoneWords w, String text) {
        return text.isEmpty() ? text : text.substring(0, 1).toUpperCase(w.locale()) + text.substring(1);
    }
}
