package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.caissier.cup.Crew;
import org.caissier.cup.Match;
import org.caissier.cup.MatchReport;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentRules;
import org.caissier.cup.TournamentState;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;

/** The line each key of the matches table plays: the same a scorer would type. */
class MatchRowTest {
    private final TournamentRules rules = new TournamentRules();

    private List<MatchRow> rows(String... lines) {
        TournamentState s = rules.start(List.of(Crew.named("Ann"), Crew.named("Bob"), Crew.named("Cid")), 1);
        for (String line : lines) {
            s = rules.applyLine(s, line);
        }
        return MatchRow.of(s, Standings.of(s));
    }

    private static MatchRow match(List<MatchRow> rows, String first, String second) {
        return rows.stream()
                .filter(r -> r.first().equals(first) && r.second().equals(second))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void c10_1_keys_1_and_2_enter_a_result_then_correct_it_and_0_enters_a_dead_heat() {
        MatchRow annBob = match(rows(), "Ann", "Bob");
        assertThat(annBob.commandFor(2).map(TournamentCommand::text)).hasValue("result Bob Ann");
        assertThat(annBob.commandMarking(Match.Outcome.DEAD_HEAT).map(TournamentCommand::text))
                .hasValue("result Ann Bob dead-heat");
        MatchRow entered = match(rows("result Bob Ann"), "Ann", "Bob");
        assertThat(entered.commandFor(2).map(TournamentCommand::text))
                .as("the same winner again plays nothing")
                .isEmpty();
        assertThat(entered.commandFor(1).map(TournamentCommand::text)).hasValue("correct Ann Bob");
    }

    @Test
    void c10_5b_key_d_disqualifies_the_winner_of_an_entered_match() {
        assertThat(match(rows(), "Ann", "Bob")
                        .commandMarking(Match.Outcome.WINNER_DSQ)
                        .map(TournamentCommand::text))
                .isEmpty();
        MatchRow entered = match(rows("result Bob Ann"), "Ann", "Bob");
        assertThat(entered.commandMarking(Match.Outcome.WINNER_DSQ).map(TournamentCommand::text))
                .hasValue("correct Bob Ann dsq=Bob");
        MatchRow dsq = match(rows("result Bob Ann dsq=Bob"), "Ann", "Bob");
        assertThat(dsq.commandMarking(Match.Outcome.WINNER_DSQ).map(TournamentCommand::text))
                .isEmpty();
        assertThat(dsq.commandFor(2).map(TournamentCommand::text))
                .as("a plain win again")
                .hasValue("correct Bob Ann");
    }

    @Test
    void d_ac_2_sail_offs_due_and_the_final_become_rows_with_their_own_lines() {
        List<MatchRow> rows = rows("result Ann Bob", "result Bob Cid", "result Cid Ann");
        MatchRow sailOff = rows.stream()
                .filter(r -> r.kind() == MatchReport.Kind.SAIL_OFF_DUE)
                .findFirst()
                .orElseThrow();
        assertThat(sailOff.commandFor(1).map(TournamentCommand::text))
                .hasValue("sail-off " + sailOff.first() + " " + sailOff.second());
        List<MatchRow> done = rows(
                "result Ann Bob",
                "result Bob Cid",
                "result Cid Ann",
                "sail-off Ann Bob",
                "sail-off Ann Cid",
                "sail-off Bob Cid");
        MatchRow fin = done.stream()
                .filter(r -> r.kind() == MatchReport.Kind.FINAL_DUE)
                .findFirst()
                .orElseThrow();
        assertThat(fin.commandFor(2).map(TournamentCommand::text)).hasValue("final Bob Ann");
    }

    @Test
    void ac_tour_2_a_final_row_keeps_the_finalists_order_after_its_result_as_round_robin_rows_do() {
        List<MatchRow> before = rows("result Ann Bob", "result Ann Cid", "result Bob Cid");
        MatchRow due = before.stream()
                .filter(r -> r.kind() == MatchReport.Kind.FINAL_DUE)
                .findFirst()
                .orElseThrow();
        assertThat(List.of(due.first(), due.second())).containsExactly("Ann", "Bob");
        List<MatchRow> after = rows("result Ann Bob", "result Ann Cid", "result Bob Cid", "final Bob Ann");
        MatchRow sailed = after.stream()
                .filter(r -> r.kind() == MatchReport.Kind.FINAL)
                .findFirst()
                .orElseThrow();
        assertThat(List.of(sailed.first(), sailed.second(), sailed.winner())).containsExactly("Ann", "Bob", "Bob");
    }

    @Test
    void c10_5b_a_disqualified_winner_shows_no_winner_and_the_note_says_why_in_words() {
        MatchesModel model = new MatchesModel(new Messages(CupTournamentUi.BUNDLE, Locale.ENGLISH));
        List<MatchRow> rows = rows("result Bob Ann dsq=Bob");
        model.show(rows);
        int r = rows.indexOf(match(rows, "Ann", "Bob"));
        assertThat(model.getValueAt(r, MatchesModel.WINNER)).isEqualTo("");
        assertThat(model.getValueAt(r, MatchesModel.NOTE)).isEqualTo("Bob disqualified (C10.5(b)): no point");
    }
}
