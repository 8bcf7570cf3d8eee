package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.caissier.cup.Crew;
import org.caissier.cup.MatchReport;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;

/** The tournament's actions on screen are the command language's, with its refusals and in plain words. */
class TournamentActionsTest {
    private final TournamentRules rules = new TournamentRules();
    private final TournamentActions actions =
            new TournamentActions(new Messages(CupTournamentUi.BUNDLE, Locale.ENGLISH));

    private TournamentState state(String... lines) {
        TournamentState s = rules.start(List.of(Crew.named("Ann"), Crew.named("Bob"), Crew.named("Cid")), 1);
        for (String line : lines) {
            s = rules.applyLine(s, line);
        }
        return s;
    }

    private static MatchRow row(TournamentState s, String a, String b) {
        return MatchRow.of(s, Standings.of(s)).stream()
                .filter(r -> r.kind() == MatchReport.Kind.ROUND_ROBIN
                        && List.of(r.first(), r.second()).containsAll(List.of(a, b)))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void ac_tour_1_pressing_the_other_side_on_an_entered_match_asks_before_replacing_and_says_what_changed() {
        TournamentState s = state("result Ann Bob");
        MatchRow annBob = row(s, "Ann", "Bob");
        int bobSide = annBob.first().equals("Bob") ? 1 : 2;
        TournamentCommand correction = annBob.commandFor(bobSide).orElseThrow();
        assertThat(correction.text()).isEqualTo("correct Bob Ann");
        assertThat(actions.replacing(annBob, correction)).hasValue("Replace “Ann beat Bob” by “Bob beat Ann”?");
        assertThat(actions.replaced(annBob, (TournamentCommand.Result) correction))
                .isEqualTo("Corrected: Bob beat Ann (was: Ann beat Bob)");
        MatchRow fresh = row(s, "Bob", "Cid");
        assertThat(actions.replacing(fresh, fresh.commandFor(1).orElseThrow()))
                .as("a first result asks nothing")
                .isEmpty();
    }

    @Test
    void c10_2_withdraw_offers_the_crews_still_in_and_c10_3_end_is_refused_once_complete() {
        TournamentState s = state("result Ann Bob", "withdraw Cid");
        assertThat(actions.mayWithdraw(s)).containsExactly("Ann", "Bob");
        assertThat(actions.whyNot(s, actions.endRoundRobin()))
                .hasValueSatisfying(w -> assertThat(w).startsWith("C10.3: "));
        TournamentState open = state("result Ann Bob");
        assertThat(actions.whyNot(open, actions.endRoundRobin())).isEmpty();
        assertThat(actions.whyNot(open, actions.withdraw("Cid"))).isEmpty();
    }

    @Test
    void c10_5b_the_disqualify_button_plays_the_d_key_s_command_and_only_on_a_match_with_a_winner() {
        TournamentState s = state("result Ann Bob");
        assertThat(actions.disqualify(row(s, "Ann", "Bob")).map(TournamentCommand::text))
                .hasValue("correct Ann Bob dsq=Ann");
        assertThat(actions.disqualify(row(s, "Bob", "Cid"))).isEmpty();
        assertThat(actions.disqualify(null)).isEmpty();
    }
}
