package org.caissier.cup.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.caissier.cup.Crew;
import org.caissier.cup.RegattaRules;
import org.caissier.cup.RegattaState;
import org.caissier.live.LiveFrame;
import org.junit.jupiter.api.Test;

/** The regatta's page says which race was corrected and from what, and what each code it shows means. */
class RegattaPageTest {
    private static RegattaState regatta(String... lines) {
        RegattaRules rules = new RegattaRules();
        RegattaState s = rules.start(List.of(Crew.named("Ann"), Crew.named("Bob"), Crew.named("Cid")), 0);
        for (String line : lines) {
            s = rules.applyLine(s, line);
        }
        return s;
    }

    @Test
    void a_corrected_race_is_marked_with_its_old_finishing_order_in_both_languages() {
        RegattaState s = regatta("race Ann Bob Cid", "race Cid Ann Bob", "correct-race 1 Bob Ann Cid");
        assertThat(s.replacedOrder(1).orElseThrow()).hasSize(3);
        assertThat(s.replacedOrder(2)).isEmpty();
        assertThat(ResultsExport.regatta(Locale.ENGLISH).page(s))
                .contains("<h3>Race 1 (corrected)</h3>", "<p class=\"was\">was: Ann Bob Cid</p>", "<h3>Race 2</h3>");
        assertThat(ResultsExport.regatta(Locale.FRENCH).page(s))
                .contains("<h3>Course 1 (corrigée)</h3>", "auparavant\u202f: Ann Bob Cid", ">C1</th>", ">C2</th>");
    }

    @Test
    void a2_the_phone_page_gives_the_meaning_of_each_code_it_shows_and_only_those() {
        String live = ResultsExport.regatta(Locale.ENGLISH)
                .livePage(regatta("race Ann Bob=DNF Cid=OCS"), new LiveFrame("", "20:15"));
        assertThat(live)
                .contains("<dt>DNF</dt><dd>did not finish</dd>", "<dt>OCS</dt><dd>on the course side at the start</dd>")
                .doesNotContain("<dt>DSQ</dt>");
        assertThat(ResultsExport.regatta(Locale.ENGLISH).page(regatta("race Ann Bob Cid")))
                .doesNotContain("id=\"codes\"");
    }
}
