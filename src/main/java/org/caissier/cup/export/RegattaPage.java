package org.caissier.cup.export;

import static org.caissier.phone.PhoneHtml.esc;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.caissier.cup.Finish;
import org.caissier.cup.RaceScore;
import org.caissier.cup.RegattaState;
import org.caissier.cup.SeriesEntry;
import org.caissier.cup.SeriesScoring;
import org.caissier.live.LiveFrame;

/** The results page of a regatta: the series table (discards in brackets) and each race's finishing order. */
final class RegattaPage implements EventResults.Page {
    private final RegattaState state;
    private final PageWords w;

    RegattaPage(RegattaState state, PageWords words) {
        this.state = state;
        this.w = words;
    }

    @Override
    public String html() {
        return Html.page(
                w.lang(), w.title("regatta", state.event()), w.subtitle("regatta", state.event()) + body(false));
    }

    /** The live page: the same body with the next race's number first. */
    @Override
    public String live(LiveFrame live) {
        return Html.page(
                w.lang(),
                w.title("regatta", state.event()),
                w.subtitle("regatta", state.event()) + LiveNote.of(w, live, true) + body(true),
                live.head());
    }

    /** The codes the series holds, each with its meaning: a reader on a phone may not know OCS by heart. */
    private void codes(StringBuilder b) {
        Set<Finish.Code> used = EnumSet.noneOf(Finish.Code.class);
        state.races()
                .forEach(race -> race.forEach(f -> {
                    if (f.code() != null) {
                        used.add(f.code());
                    }
                }));
        if (used.isEmpty()) {
            return;
        }
        b.append("<dl class=\"codes\" id=\"codes\">\n");
        for (Finish.Code c : used) {
            b.append("<dt>")
                    .append(c.name())
                    .append("</dt><dd>")
                    .append(w.get("code." + c.name()))
                    .append("</dd>\n");
        }
        b.append("</dl>\n");
    }

    private String body(boolean next) {
        StringBuilder b = new StringBuilder();
        if (next) {
            b.append("<div class=\"next\" id=\"next\"><p>")
                    .append(w.get("nextRace", state.races().size() + 1))
                    .append("</p></div>\n");
        }
        List<SeriesEntry> series = SeriesScoring.of(state);
        boolean clubs = state.crews().stream().anyMatch(c -> c.club() != null);
        int races = state.races().size();
        b.append("<p>")
                .append(w.get("races", races, SeriesScoring.discardsIn(state)))
                .append("</p>\n<h2>")
                .append(w.get("series"))
                .append("</h2>\n<table id=\"standings\">\n<thead><tr>")
                .append(w.heading("rank", true))
                .append(w.heading("crew", false))
                .append(clubs ? "<th class=\"club\">" + w.get("club") + "</th>" : "");
        for (int r = 1; r <= races; r++) {
            b.append("<th class=\"num race-score\">")
                    .append(w.get("raceShort", r))
                    .append("</th>");
        }
        b.append(w.heading("total", true))
                .append(w.heading("net", true))
                .append(w.heading("tiebreak", false))
                .append("</tr></thead>\n<tbody>\n");
        for (SeriesEntry e : series) {
            b.append(e.rank() == 1 ? "<tr class=\"leader\">" : "<tr>")
                    .append("<td class=\"num\">")
                    .append(e.rank())
                    .append("</td>")
                    .append("<td class=\"crew\">")
                    .append(esc(e.crew()))
                    .append(
                            state.crew(e.crew()).club() == null
                                    ? ""
                                    : "<span class=\"under\">"
                                            + esc(state.crew(e.crew()).club()) + "</span>")
                    .append("</td>")
                    .append(
                            clubs
                                    ? "<td class=\"club\">"
                                            + esc(state.crew(e.crew()).club()) + "</td>"
                                    : "");
            for (int r = 0; r < races; r++) {
                Finish.Code code = e.codes().get(r);
                String score = w.num(e.scores().get(r)) + (code == null ? "" : " " + code.name());
                boolean dropped = e.discarded().contains(r + 1);
                b.append("<td class=\"num race-score\">")
                        .append(dropped ? "(" + score + ")" : score)
                        .append("</td>");
            }
            b.append("<td class=\"num\">")
                    .append(w.num(e.total()))
                    .append("</td><td class=\"num\">")
                    .append(w.num(e.net()))
                    .append("</td><td class=\"tiebreak\">")
                    .append(w.tiebreak(e.tiebreak()))
                    .append("</td></tr>\n");
        }
        b.append("</tbody>\n</table>\n<p class=\"note\">")
                .append(w.get("seriesNote"))
                .append("</p>\n");
        codes(b);
        b.append("<h2>").append(w.get("racesTitle")).append("</h2>\n");
        List<List<RaceScore>> scores = state.scores();
        for (int r = 0; r < scores.size(); r++) {
            var was = state.replacedOrder(r + 1);
            b.append("<h3>")
                    .append(w.get(was.isPresent() ? "raceCorrected" : "race", r + 1))
                    .append("</h3>\n");
            was.ifPresent(old -> b.append("<p class=\"was\">")
                    .append(w.get("was", old.stream().map(Finish::text).collect(Collectors.joining(" "))))
                    .append("</p>\n"));
            b.append("<table class=\"race\">\n<thead><tr>")
                    .append("<th class=\"num\">")
                    .append(w.get("place"))
                    .append("</th><th>")
                    .append(w.get("crew"))
                    .append("</th><th class=\"num\">")
                    .append(w.get("points"))
                    .append("</th><th>")
                    .append(w.get("code"))
                    .append("</th></tr></thead>\n<tbody>\n");
            for (RaceScore s : scores.get(r)) {
                b.append("<tr><td class=\"num\">")
                        .append(s.place() == 0 ? "" : s.place())
                        .append("</td><td>")
                        .append(esc(s.crew()))
                        .append("</td><td class=\"num\">")
                        .append(w.num(s.points()))
                        .append("</td><td>")
                        .append(s.code() == null ? "" : s.code().name())
                        .append("</td></tr>\n");
            }
            b.append("</tbody>\n</table>\n");
        }
        return b.toString();
    }
}
