package org.caissier.cup.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.caissier.cup.Crew;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.junit.jupiter.api.Test;

/** The tournament's results page in plain words: what a dsq means, and no column that says nothing. */
class TournamentPageTest {
    private final TournamentRules rules = new TournamentRules();

    private TournamentState tournament(String... lines) {
        TournamentState s = rules.start(List.of(Crew.named("Echo"), Crew.named("Bob"), Crew.named("Cid")), 1);
        for (String line : lines) {
            s = rules.applyLine(s, line);
        }
        return s;
    }

    private static String row(String page, String first, String second) {
        int at = page.indexOf("<td>" + first + "</td><td>" + second + "</td>");
        assertThat(at).as("the row of %s – %s", first, second).isPositive();
        return page.substring(at, page.indexOf("</tr>", at));
    }

    @Test
    void c10_5b_a_winner_disqualified_afterwards_is_said_in_words_and_shown_as_no_winner() {
        TournamentState s = tournament("result Echo Bob dsq=Echo");
        String page = ResultsExport.tournament(Locale.ENGLISH).page(s);
        var pairing = s.schedule().stream()
                .flatMap(r -> r.pairings().stream())
                .filter(p -> p.is("Echo", "Bob"))
                .findFirst()
                .orElseThrow();
        String row = row(page, pairing.first(), pairing.second());
        assertThat(row)
                .contains("<td class=\"winner\"></td><td class=\"note\">Echo disqualified (C10.5(b)): no point</td>")
                .doesNotContain("dsq=");
        assertThat(ResultsExport.tournament(Locale.FRENCH).page(s))
                .contains("Echo disqualifié (C10.5(b))\u202f: aucun point");
    }

    @Test
    void c10_1_the_wins_column_is_left_out_where_it_equals_points_for_every_crew() {
        assertThat(ResultsExport.tournament(Locale.ENGLISH).page(tournament("result Echo Bob", "result Cid Echo")))
                .doesNotContain("col-wins");
        assertThat(ResultsExport.tournament(Locale.ENGLISH).page(tournament("result Echo Bob", "dead-heat Cid Echo")))
                .contains("col-wins");
    }

    @Test
    void a_crew_name_is_shown_as_text_in_cells_and_attributes_with_either_quote_escaped() {
        TournamentState s = rules.start(List.of(Crew.named("O'Neil & \"Co\" <b>"), Crew.named("Bob")), 1);
        String page = ResultsExport.tournament(Locale.ENGLISH).page(s);
        assertThat(page)
                .contains(
                        "<td class=\"crew\">O&#39;Neil &amp; &quot;Co&quot; &lt;b&gt;",
                        "title=\"O&#39;Neil &amp; &quot;Co&quot; &lt;b&gt;\"")
                .doesNotContain("O'Neil", "<b>");
    }
}
