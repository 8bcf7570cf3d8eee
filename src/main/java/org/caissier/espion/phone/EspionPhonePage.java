package org.caissier.espion.phone;

import static org.caissier.phone.PhoneHtml.esc;

import java.util.List;
import java.util.Locale;
import org.caissier.espion.Circle;
import org.caissier.espion.Cm;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionRules;
import org.caissier.espion.EspionState;
import org.caissier.espion.Leg;
import org.caissier.espion.Roadblock;
import org.caissier.live.LiveFrame;
import org.caissier.phone.GamePage;
import org.caissier.phone.PhoneHtml;
import org.caissier.phone.PhoneWords;
import org.caissier.table.Audience;
import org.caissier.table.Session;

/**
 * Espion on a phone: the turn and who does what now, the two players, the hunter's circles with the spy's answers,
 * and the roads cut. That is all the hunter's side of the table knows. The state handed here may be the spy's full
 * one (the laptop holds his route once he typed his PIN): the page is built from the state for everyone
 * ({@link Audience#everyone()}), never from the one handed, so it shows no leg of the route — not the start, not a
 * move, not how long — until the spy confirmed the end, and then the route only if every place of it was read.
 */
public final class EspionPhonePage extends GamePage<EspionState, EspionCommand> {
    private static final EspionRules RULES = new EspionRules();

    public EspionPhonePage() {
        super(EspionState.class, EspionCommand.class);
    }

    @Override
    protected String render(Session.Snapshot<EspionState, EspionCommand> moment, Locale language, LiveFrame frame) {
        EspionState s = RULES.stateFor(moment.state(), Audience.everyone());
        PhoneWords w = new PhoneWords("i18n.espion", language);
        StringBuilder b = new StringBuilder();
        b.append("<p class=\"turn\" id=\"turn\">").append(esc(turn(w, s))).append("</p>\n");
        b.append("<div class=\"news\" id=\"news\"><p class=\"big\">")
                .append(esc(prompt(w, s)))
                .append("</p></div>\n");
        b.append("<ul id=\"players\">\n<li")
                .append(PhoneHtml.player(s.spy()))
                .append(">")
                .append(w.html("es.phone.spy", s.spy()))
                .append("</li>\n<li")
                .append(PhoneHtml.player(s.hunter()))
                .append(">")
                .append(w.html("es.phone.hunter", s.hunter()))
                .append("</li>\n</ul>\n");
        circles(b, w, s);
        roads(b, w, s);
        if (s.shownToEveryone() && !s.route().isEmpty() && s.routeKnown()) {
            route(b, w, s);
        }
        return PhoneHtml.document(w.lang(), "Espion", frame, PhoneHtml.updated(frame, language), b.toString());
    }

    private static String turn(PhoneWords w, EspionState s) {
        return switch (s.phase()) {
            case START -> w.text("es.turn.start");
            // After an escape the counter has moved on: the turns played are the circles drawn.
            case OVER -> w.text("es.turn.over", s.circles().size());
            default -> w.text("es.turn", s.turn());
        };
    }

    /** Whose move it is, in the phone's words (the laptop's prompt tells the spy where to press). */
    private static String prompt(PhoneWords w, EspionState s) {
        return switch (s.phase()) {
            case START -> w.text("es.phone.start", s.spy());
            case CIRCLE -> w.text("es.prompt.circle", s.hunter());
            case ANSWER -> w.text("es.prompt.answer", s.spy());
            case ROADBLOCKS -> {
                boolean inside = s.latestCircle().flatMap(Circle::inside).orElse(false);
                yield w.text(
                        "es.prompt.roadblocks",
                        s.hunter(),
                        inside ? EspionRules.INSIDE_CUTS : EspionRules.OUTSIDE_CUTS,
                        w.text(inside ? "es.inside" : "es.outside"),
                        s.roadblocksOf(s.turn()).size());
            }
            case MOVE -> w.text("es.phone.move", s.spy());
            case OVER ->
                s.winner().orElse("").equals(s.spy())
                        ? w.text("es.prompt.escaped", s.spy())
                        : w.text("es.prompt.surrendered", s.spy(), s.hunter());
        };
    }

    private static void circles(StringBuilder b, PhoneWords w, EspionState s) {
        b.append("<h2>").append(w.html("es.circles")).append("</h2>\n");
        if (s.circles().isEmpty()) {
            b.append("<p class=\"note\">").append(w.html("es.phone.noCircle")).append("</p>\n");
            return;
        }
        b.append("<table id=\"circles\">\n<thead><tr><th class=\"num col-turn\">")
                .append(w.html("es.col.turn"))
                .append("</th><th class=\"col-radius\">")
                .append(w.html("es.col.radius"))
                .append("</th><th class=\"col-centre\">")
                .append(w.html("es.col.centre"))
                .append("</th><th class=\"col-answer\">")
                .append(w.html("es.col.answer"))
                .append("</th></tr></thead>\n<tbody>\n");
        for (Circle c : s.circles()) {
            b.append("<tr><td class=\"num\">")
                    .append(c.turn())
                    .append("</td><td>")
                    .append(esc(Cm.say(c.radius(), s.scale(), w.french())))
                    .append("</td><td>")
                    .append(esc(c.centre().orElse("—")))
                    .append("</td><td>")
                    .append(c.inside()
                            .map(in -> w.html(in ? "es.inside" : "es.outside"))
                            .orElse("…"))
                    .append("</td></tr>\n");
        }
        b.append("</tbody>\n</table>\n");
    }

    private static void roads(StringBuilder b, PhoneWords w, EspionState s) {
        b.append("<h2>").append(w.html("es.roadblocks")).append("</h2>\n");
        List<Roadblock> cuts = s.roadblocks();
        if (cuts.isEmpty()) {
            b.append("<p class=\"note\">").append(w.html("es.phone.noRoad")).append("</p>\n");
            return;
        }
        b.append("<table id=\"roads\">\n<thead><tr><th class=\"num col-turn\">")
                .append(w.html("es.col.turn"))
                .append("</th><th class=\"col-road\">")
                .append(w.html("es.col.road"))
                .append("</th><th class=\"col-where\">")
                .append(w.html("es.col.where"))
                .append("</th></tr></thead>\n<tbody>\n");
        for (Roadblock r : cuts) {
            b.append("<tr><td class=\"num\">")
                    .append(r.turn())
                    .append("</td><td>")
                    .append(esc(r.road()))
                    .append("</td><td>")
                    .append(w.html(r.inside() ? "es.inside" : "es.outside"))
                    .append("</td></tr>\n");
        }
        b.append("</tbody>\n</table>\n");
    }

    /** The spy confirmed the end and the PIN opened every line: his route, as the route check shows it. */
    private static void route(StringBuilder b, PhoneWords w, EspionState s) {
        b.append("<h2>")
                .append(w.html("es.route.title"))
                .append("</h2>\n<table id=\"route\">\n<thead><tr>")
                .append("<th class=\"num col-turn\">")
                .append(w.html("es.route.col.turn"))
                .append("</th><th>")
                .append(w.html("es.route.col.move"))
                .append("</th><th>")
                .append(w.html("es.route.col.distance"))
                .append("</th></tr></thead>\n<tbody>\n");
        for (Leg leg : s.route()) {
            Leg.Known k = (Leg.Known) leg;
            b.append("<tr><td class=\"num\">")
                    .append(k.turn())
                    .append("</td><td>")
                    .append(k.turn() == 0 ? w.html("es.route.start", k.place()) : esc(k.place()))
                    .append("</td><td>")
                    .append(k.turn() == 0 ? "" : esc(Cm.say(k.distance(), s.scale(), w.french())))
                    .append("</td></tr>\n");
        }
        b.append("</tbody>\n</table>\n");
    }
}
