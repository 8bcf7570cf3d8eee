package org.caissier.cup.export;

import static org.caissier.cup.export.Html.esc;

import java.util.List;
import org.caissier.cup.Finish;
import org.caissier.cup.RaceScore;
import org.caissier.cup.RegattaState;
import org.caissier.cup.SeriesEntry;
import org.caissier.cup.SeriesScoring;

/** The results page of a regatta: the series table (discards in brackets) and each race's finishing order. */
final class RegattaPage {
    private final RegattaState state;

    RegattaPage(RegattaState state) {
        this.state = state;
    }

    String html(String title) {
        StringBuilder b = new StringBuilder();
        List<SeriesEntry> series = SeriesScoring.of(state);
        boolean clubs = state.crews().stream().anyMatch(c -> c.club() != null);
        int races = state.races().size();
        b.append("<p>").append(races).append(races == 1 ? " race" : " races").append(", ")
                .append(SeriesScoring.discardsIn(state)).append(" discarded per crew. Low-point scoring (RRS Appendix A)."
                        + "</p>\n<h2>Series</h2>\n<table id=\"standings\">\n<thead><tr><th class=\"num\">Rank</th>"
                        + "<th>Crew</th>" + (clubs ? "<th>Club</th>" : ""));
        for (int r = 1; r <= races; r++) {
            b.append("<th class=\"num\">R").append(r).append("</th>");
        }
        b.append("<th class=\"num\">Total</th><th class=\"num\">Net</th><th>Tie-break</th></tr></thead>\n<tbody>\n");
        for (SeriesEntry e : series) {
            b.append(e.rank() == 1 ? "<tr class=\"leader\">" : "<tr>")
                    .append("<td class=\"num\">").append(e.rank()).append("</td>")
                    .append("<td class=\"crew\">").append(esc(e.crew())).append("</td>")
                    .append(clubs ? "<td class=\"club\">" + esc(state.crew(e.crew()).club()) + "</td>" : "");
            for (int r = 0; r < races; r++) {
                Finish.Code code = e.codes().get(r);
                String score = e.scores().get(r).text() + (code == null ? "" : " " + code.name());
                boolean dropped = e.discarded().contains(r + 1);
                b.append("<td class=\"num\">").append(dropped ? "(" + score + ")" : score).append("</td>");
            }
            b.append("<td class=\"num\">").append(e.total().text()).append("</td><td class=\"num\">")
                    .append(e.net().text()).append("</td><td class=\"tiebreak\">").append(esc(e.tiebreak()))
                    .append("</td></tr>\n");
        }
        b.append("</tbody>\n</table>\n<p class=\"note\">Scores in brackets are discarded (A2). A code (DNC DNS OCS "
                + "DNF RET DSQ) scores the number of entries plus one (A5.2); tied crews share the places' points "
                + "(A7); series ties: A8.1, then A8.2.</p>\n<h2>Races</h2>\n");
        List<List<RaceScore>> scores = state.scores();
        for (int r = 0; r < scores.size(); r++) {
            b.append("<h3>Race ").append(r + 1).append("</h3>\n<table class=\"race\">\n<thead><tr>"
                    + "<th class=\"num\">Place</th><th>Crew</th><th class=\"num\">Points</th><th>Code</th></tr></thead>\n<tbody>\n");
            for (RaceScore s : scores.get(r)) {
                b.append("<tr><td class=\"num\">").append(s.place() == 0 ? "" : s.place()).append("</td><td>")
                        .append(esc(s.crew())).append("</td><td class=\"num\">").append(s.points().text())
                        .append("</td><td>").append(s.code() == null ? "" : s.code().name()).append("</td></tr>\n");
            }
            b.append("</tbody>\n</table>\n");
        }
        return Html.page(title, b.toString());
    }
}
