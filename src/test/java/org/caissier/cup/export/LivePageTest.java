package org.caissier.cup.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.caissier.cup.Crew;
import org.caissier.cup.RegattaRules;
import org.caissier.cup.RegattaState;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.live.LiveFrame;
import org.junit.jupiter.api.Test;

/**
 * The live page is the export's page (same renderer, same tables) with what is sailed next first, the snapshot's
 * time, and the head the live server gives; the exported file stays as it was.
 */
class LivePageTest {
    private static final LiveFrame FRAME =
            new LiveFrame("<meta name=\"caissier-version\" content=\"7\">\n", "20:15:00");
    private final TournamentRules rules = new TournamentRules();

    private TournamentState tournament(String... lines) {
        TournamentState s = rules.start(List.of(Crew.named("Ann"), Crew.named("Bob"), Crew.named("Cid")), 1);
        for (String line : lines) {
            s = rules.applyLine(s, line);
        }
        return s;
    }

    private static String next(String page) {
        int at = page.indexOf("<div class=\"next\" id=\"next\">");
        assertThat(at).as("a next section").isPositive();
        return page.substring(at, page.indexOf("</div>", at));
    }

    @Test
    void ac_tour_1_the_next_matches_are_those_of_the_first_round_not_sailed_yet() {
        String page = ResultsExport.tournament(Locale.ENGLISH).livePage(tournament("result Bob Cid"), FRAME);
        assertThat(next(page)).contains("Round 2: Ann – Bob").doesNotContain("Cid – Ann");
        assertThat(page)
                .contains(
                        "<meta name=\"caissier-version\" content=\"7\">",
                        "Updated at 20:15:00",
                        "<table id=\"standings\">",
                        "id=\"cross\"");
        assertThat(ResultsExport.tournament(Locale.ENGLISH).page(tournament("result Bob Cid")))
                .doesNotContain("id=\"next\"", "caissier-version", "Updated at");
    }

    @Test
    void d_ac_2_a_tie_for_the_final_puts_the_sail_off_next_then_the_final_then_nothing() {
        TournamentState ring = tournament("result Bob Cid", "result Ann Bob", "result Cid Ann");
        assertThat(next(ResultsExport.tournament(Locale.ENGLISH).livePage(ring, FRAME)))
                .contains("Due for place 1: Ann, Bob, Cid");
        TournamentState settled = rules.applyLine(
                rules.applyLine(rules.applyLine(ring, "sail-off Ann Bob"), "sail-off Ann Cid"), "sail-off Bob Cid");
        assertThat(next(ResultsExport.tournament(Locale.ENGLISH).livePage(settled, FRAME)))
                .contains("Final: Ann – Bob");
        String done =
                ResultsExport.tournament(Locale.FRENCH).livePage(rules.applyLine(settled, "final Bob Ann"), FRAME);
        assertThat(next(done)).contains("Plus aucun match à courir.");
        assertThat(done).contains("La Coupe revient à Bob", "Mis à jour à 20:15:00");
    }

    @Test
    void a2_a_regatta_names_the_next_race() {
        RegattaRules regatta = new RegattaRules();
        RegattaState s =
                regatta.applyLine(regatta.start(List.of(Crew.named("Ann"), Crew.named("Bob")), 0), "race Ann Bob");
        assertThat(next(ResultsExport.regatta(Locale.ENGLISH).livePage(s, FRAME)))
                .contains("Race 2 is next.");
        assertThat(next(ResultsExport.regatta(Locale.FRENCH).livePage(s, FRAME)))
                .contains("Prochaine course\u202F: la 2.");
    }

    @Test
    void now_sailing_names_a_match_only_while_the_event_waits_for_it() {
        LiveFrame bobCid = new LiveFrame("", "20:15:00", "Bob – Cid");
        assertThat(ResultsExport.tournament(Locale.ENGLISH).livePage(tournament(), bobCid))
                .contains("Now sailing: Bob – Cid");
        // Its finish is in the event: it is no longer sailed, though the assistant is still open.
        assertThat(ResultsExport.tournament(Locale.FRENCH).livePage(tournament("result Cid Bob"), bobCid))
                .doesNotContain("nowSailing", "En course");
        TournamentState settled = tournament(
                "result Bob Cid",
                "result Ann Bob",
                "result Cid Ann",
                "sail-off Ann Bob",
                "sail-off Ann Cid",
                "sail-off Bob Cid");
        LiveFrame annBob = new LiveFrame("", "20:15:00", "Ann – Bob");
        assertThat(ResultsExport.tournament(Locale.FRENCH).livePage(settled, annBob))
                .contains("En course : Ann – Bob");
        // The Cup won: nothing is sailed for it any more.
        assertThat(ResultsExport.tournament(Locale.FRENCH).livePage(rules.applyLine(settled, "final Bob Ann"), annBob))
                .contains("La Coupe revient à Bob")
                .doesNotContain("En course");
    }

    @Test
    void the_page_follows_a_dark_setting_and_prints_light() {
        String page = ResultsExport.tournament(Locale.ENGLISH).livePage(tournament(), FRAME);
        assertThat(page)
                .contains("color-scheme: light dark", "@media screen and (prefers-color-scheme: dark)", "@media print");
    }
}
