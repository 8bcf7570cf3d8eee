package org.caissier.cup.export;

import static org.caissier.phone.PhoneHtml.esc;

import java.util.List;
import java.util.Optional;
import org.caissier.cup.Berger;
import org.caissier.cup.Match;
import org.caissier.cup.MatchReport;
import org.caissier.cup.Ratio;
import org.caissier.cup.SailOff;
import org.caissier.cup.SailOffCall;
import org.caissier.cup.Standing;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentState;
import org.caissier.live.LiveFrame;

/** The results page of a tournament: the Cup, the standings with their tie-breaks, the final, the schedule, the cross table. */
final class TournamentPage implements EventResults.Page {
    private final TournamentState state;
    private final Standings standings;
    private final PageWords w;
    private final List<MatchReport> reports;

    TournamentPage(TournamentState state, PageWords words) {
        this.state = state;
        this.w = words;
        this.standings = Standings.of(state);
        this.reports = MatchReport.of(state, standings);
    }

    @Override
    public String html() {
        return Html.page(
                w.lang(), w.title("tournament", state.event()), w.subtitle("tournament", state.event()) + body(false));
    }

    /** The live page: the same body with what is to sail next right under the Cup line. */
    @Override
    public String live(LiveFrame live) {
        return Html.page(
                w.lang(),
                w.title("tournament", state.event()),
                w.subtitle("tournament", state.event())
                        + LiveNote.of(w, live, LiveNote.sailing(state, live.nowPlaying()))
                        + body(true),
                live.head());
    }

    private String body(boolean next) {
        StringBuilder b = new StringBuilder();
        Optional<String> cup = Standings.cup(state, standings);
        b.append("<p class=\"cup\" id=\"cup\">")
                .append(cup.map(c -> w.get("cup", c)).orElse(w.get("noCup")))
                .append("</p>\n");
        if (next) {
            next(b, cup.isPresent());
        }
        standings(b);
        finalMatches(b);
        sailOffs(b);
        schedule(b);
        cross(b);
        return b.toString();
    }

    /** The matches of the first round not sailed yet, the sail-offs due, or the final's next match. */
    private void next(StringBuilder b, boolean decided) {
        b.append("<div class=\"next\" id=\"next\"><h2>").append(w.get("next")).append("</h2>\n<ul>\n");
        List<Berger.Pairing> left = state.unsailed();
        boolean any = false;
        if (!left.isEmpty()) {
            Berger.Pairing first = left.get(0);
            int round = state.roundOf(first.first(), first.second());
            List<String> matches = left.stream()
                    .filter(p -> state.roundOf(p.first(), p.second()) == round)
                    .map(p -> w.get("vs", p.first(), p.second()))
                    .toList();
            b.append("<li>")
                    .append(w.get("nextRound", round))
                    .append(' ')
                    .append(String.join(", ", matches))
                    .append("</li>\n");
            any = true;
        }
        for (SailOffCall c : standings.sailOffsDue()) {
            b.append("<li>")
                    .append(w.get("due", c.place(), String.join(", ", c.crews())))
                    .append("</li>\n");
            any = true;
        }
        if (!any && !decided && state.finalLength() > 0 && standings.finalists().size() == 2) {
            b.append("<li>")
                    .append(w.get(
                            "nextFinal",
                            standings.finalists().get(0),
                            standings.finalists().get(1)))
                    .append("</li>\n");
            any = true;
        }
        if (!any) {
            b.append("<li>").append(w.get("nothingNext")).append("</li>\n");
        }
        b.append("</ul></div>\n");
    }

    private boolean clubs() {
        return state.crews().stream().anyMatch(c -> c.club() != null);
    }

    /** The club cell beside the crew's name, when the crews have clubs at all. */
    private String club(String crew) {
        return clubs() ? "<td class=\"club\">" + esc(state.crew(crew).club()) + "</td>" : "";
    }

    /** The crew's cell: its name, and its club under it for a narrow screen (which leaves the club column out). */
    private String crewCell(Standing s) {
        String club = state.crew(s.crew()).club();
        return "<td class=\"crew\">" + esc(s.crew())
                + (s.withdrawn()
                        ? " <span class=\"status\">" + w.get("withdrawn", s.sailed(), state.scheduledMatches(s.crew()))
                                + "</span>"
                        : "")
                + (club == null ? "" : "<span class=\"under\">" + esc(club) + "</span>") + "</td>";
    }

    /** The Wins column says something only where a dead heat or a disqualification made it differ from Points. */
    private boolean winsDiffer() {
        return standings.places().stream().anyMatch(p -> p.points().compareTo(Ratio.of(p.wins())) != 0);
    }

    private void standings(StringBuilder b) {
        boolean averages = state.ended();
        b.append("<h2>").append(w.get("standings")).append("</h2>\n");
        if (standings.isVoid()) {
            b.append("<p class=\"note\">").append(w.get("void")).append("</p>\n");
        }
        boolean wins = winsDiffer();
        b.append("<table id=\"standings\">\n<thead><tr>")
                .append(w.heading("rank", true))
                .append(w.heading("crew", false))
                .append(clubs() ? "<th class=\"club\">" + w.get("club") + "</th>" : "")
                .append(wins ? w.heading("wins", true) : "")
                .append(w.heading("points", true))
                .append(w.heading("sailed", true))
                .append(averages ? w.heading("average", true) : "")
                .append(w.heading("tiebreak", false))
                .append("</tr></thead>\n<tbody>\n");
        for (Standing s : standings.places()) {
            b.append(s.rank() == 1 ? "<tr class=\"leader\">" : "<tr>")
                    .append("<td class=\"num\">")
                    .append(s.rank())
                    .append("</td>")
                    .append(crewCell(s))
                    .append(club(s.crew()))
                    .append(wins ? "<td class=\"num\">" + s.wins() + "</td>" : "")
                    .append("<td class=\"num\">")
                    .append(w.num(s.points()))
                    .append("</td>")
                    .append("<td class=\"num\">")
                    .append(s.sailed())
                    .append("</td>");
            if (averages) {
                b.append("<td class=\"num\">").append(w.num(s.average())).append("</td>");
            }
            b.append("<td class=\"tiebreak\">").append(w.tiebreak(s.tiebreak())).append("</td></tr>\n");
        }
        b.append("</tbody>\n</table>\n<p class=\"note\">")
                .append(w.get("pointsNote"))
                .append("</p>\n");
    }

    private void finalMatches(StringBuilder b) {
        if (state.finalLength() == 0) {
            return;
        }
        b.append("<h2>").append(w.get("final")).append("</h2>\n");
        if (standings.finalists().isEmpty()) {
            b.append("<p>").append(w.get("noFinalists")).append("</p>\n");
            return;
        }
        String one = standings.finalists().get(0);
        String two = standings.finalists().get(1);
        b.append("<p id=\"final\">")
                .append(esc(one))
                .append(" ")
                .append(wins(one))
                .append(" – ")
                .append(wins(two))
                .append(" ")
                .append(esc(two))
                .append(" (")
                .append(w.get("firstTo", state.finalLength()))
                .append(")</p>\n<ol id=\"finalMatches\">\n");
        for (MatchReport m : reports) {
            if (m.kind() == MatchReport.Kind.FINAL) {
                b.append("<li>")
                        .append(w.get("beat", m.winner(), m.loser().orElseThrow()))
                        .append("</li>\n");
            }
        }
        b.append("</ol>\n");
    }

    private long wins(String crew) {
        return state.finals().stream().filter(m -> m.wonBy(crew)).count();
    }

    private void sailOffs(StringBuilder b) {
        if (state.sailOffs().isEmpty() && standings.sailOffsDue().isEmpty()) {
            return;
        }
        b.append("<h2>").append(w.get("sailOffs")).append("</h2>\n<ul id=\"sailOffs\">\n");
        for (SailOff s : state.sailOffs()) {
            b.append("<li>").append(esc(String.join(", ", s.crews()))).append(" — ");
            b.append(String.join(
                    w.get("beatJoin"),
                    s.matches().stream()
                            .map(m -> w.get("beat", m.winner(), m.loser()))
                            .toList()));
            b.append("</li>\n");
        }
        for (SailOffCall c : standings.sailOffsDue()) {
            b.append("<li><strong>")
                    .append(w.get("due", c.place(), String.join(", ", c.crews())))
                    .append("</strong></li>\n");
        }
        b.append("</ul>\n");
    }

    private void schedule(StringBuilder b) {
        b.append("<h2>")
                .append(w.get("schedule"))
                .append("</h2>\n<table id=\"schedule\">\n<thead><tr>")
                .append(th("round", true))
                .append(th("first", false))
                .append(th("second", false))
                .append(th("winner", false))
                .append(th("note", false))
                .append("</tr></thead>\n<tbody>\n");
        for (MatchReport m : reports) {
            if (m.kind() == MatchReport.Kind.BYE) {
                b.append("<tr><td class=\"num\">")
                        .append(m.round())
                        .append("</td><td colspan=\"4\">")
                        .append(w.get("bye", m.first()))
                        .append("</td></tr>\n");
            } else if (m.kind() == MatchReport.Kind.ROUND_ROBIN) {
                b.append("<tr><td class=\"num\">")
                        .append(m.round())
                        .append("</td><td>")
                        .append(esc(m.first()))
                        .append("</td><td>")
                        .append(esc(m.second()))
                        .append("</td><td class=\"winner\">")
                        .append(winner(m))
                        .append("</td><td class=\"note\">")
                        .append(note(m))
                        .append("</td></tr>\n");
            }
        }
        b.append("</tbody>\n</table>\n");
    }

    /** The winner's cell: only a crew that scored (nobody for a winner disqualified afterwards, C10.5(b)). */
    private String winner(MatchReport m) {
        return m.deadHeat()
                ? w.get("deadHeat")
                : m.scoredWinner().map(c -> esc(c)).orElse("");
    }

    /** The note in words: "Echo disqualified (C10.5(b)): no point", "not sailed", and "corrected" with what it was. */
    private String note(MatchReport m) {
        StringBuilder n = new StringBuilder();
        if (m.notSailed()) {
            n.append("<span class=\"note\">").append(w.get("notSailed")).append("</span>");
        }
        m.disqualified().ifPresent(c -> n.append(w.get("dsq", c)));
        m.correctedFrom()
                .ifPresent(old -> n.append(n.length() == 0 ? "" : " · ")
                        .append("<span class=\"corrected\" title=\"")
                        .append(was(old))
                        .append("\">")
                        .append(w.get("corrected"))
                        .append("</span> <span class=\"was\">(")
                        .append(was(old))
                        .append(")</span>"));
        return n.toString();
    }

    /** A corrected result's old one, in words: "Was: Bruno beat Echo". */
    private String was(Match old) {
        String result = switch (old.outcome()) {
            case WIN -> w.get("beat", old.winner(), old.loser());
            case WINNER_DSQ -> w.get("resultDsq", old.winner(), old.loser());
            case DEAD_HEAT -> w.get("resultDeadHeat", old.winner(), old.loser());
        };
        return w.get("was", result);
    }

    /** Who beat whom: W3 = won in round 3, L3 = lost, ½ dead heat, a disqualified winner marked dsq. */
    private void cross(StringBuilder b) {
        List<String> crews = state.names();
        b.append("<h2>")
                .append(w.get("cross"))
                .append("</h2>\n<table class=\"cross\" id=\"cross\">\n<thead><tr>")
                .append(th("crew", false));
        for (int i = 0; i < crews.size(); i++) {
            b.append("<th title=\"")
                    .append(esc(crews.get(i)))
                    .append("\">")
                    .append(i + 1)
                    .append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        for (int i = 0; i < crews.size(); i++) {
            String row = crews.get(i);
            b.append("<tr><th>").append(i + 1).append(". ").append(esc(row)).append("</th>");
            for (String col : crews) {
                if (col.equals(row)) {
                    b.append("<td class=\"self\"></td>");
                    continue;
                }
                b.append("<td>")
                        .append(state.result(row, col).map(m -> cell(m, row)).orElse(""))
                        .append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n");
    }

    private String th(String key, boolean number) {
        return (number ? "<th class=\"num\">" : "<th>") + w.get(key) + "</th>";
    }

    /** As the screen's cross table: the disqualified winner's cell DSQ, its opponent's 0 (nobody scored). */
    private String cell(Match m, String crew) {
        return switch (m.outcome()) {
            case DEAD_HEAT -> "½ " + m.round();
            case WINNER_DSQ -> w.get(m.winner().equals(crew) ? "crossDsq" : "crossNil", m.round());
            case WIN -> w.get(m.winner().equals(crew) ? "won" : "lost", m.round());
        };
    }
}
