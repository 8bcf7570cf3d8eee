package org.caissier.cup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.caissier.table.RuleViolation;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** Low-point series scoring, one test per rule (AC-REG-1, RRS A2, A4, A5.2, A7, A8.1, A8.2). */
class RegattaRulesTest {

    @Test
    void a4_each_place_scores_its_number_and_every_crew_must_appear_once() {
        Play<RegattaState> p = Play.regatta("Ann Bob Cid").then("race Cid Ann Bob");
        assertThat(p.series("Cid").scores()).containsExactly(Ratio.of(1));
        assertThat(p.series("Ann").scores()).containsExactly(Ratio.of(2));
        assertThat(p.series("Bob").scores()).containsExactly(Ratio.of(3));
        assertThat(p.refused("race Cid Ann", "A4").english()).contains("missing: Bob");
        assertThat(p.refused("race Cid Ann Bob Ann", "A4").english()).contains("Ann is named twice");
        p.refused("race Cid+Cid Ann Bob", "A4");
    }

    @Test
    void a5_2_a_code_scores_the_number_of_entries_plus_one() {
        Play<RegattaState> p = Play.regatta("Ann Bob Cid Dan")
                .then("race Ann Bob=DNF Cid Dan=DSQ", "race Bob=DNC Ann=DNS Cid=OCS Dan=RET");
        assertThat(p.series("Bob").scores()).containsExactly(Ratio.of(5), Ratio.of(5));
        assertThat(p.series("Cid").scores()).containsExactly(Ratio.of(2), Ratio.of(5));
        assertThat(p.series("Dan").codes()).containsExactly(Finish.Code.DSQ, Finish.Code.RET);
        p.refused("race Ann Bob=XYZ Cid Dan", "A5.2");
    }

    @Test
    void a7_crews_tied_in_a_race_share_the_points_of_the_places_involved() {
        Play<RegattaState> p =
                Play.regatta("Ann Bob Cid Dan Eve").then("race Ann Bob+Cid Dan Eve", "race Ann+Bob+Cid+Dan Eve");
        assertThat(p.series("Bob").scores()).containsExactly(Ratio.halves(5), Ratio.halves(5));
        assertThat(p.series("Dan").scores().get(0)).isEqualTo(Ratio.of(4));
        assertThat(p.series("Eve").scores()).containsExactly(Ratio.of(5), Ratio.of(5));
        @SuppressWarnings("unchecked")
        Map<String, Object> bob = ((List<Map<String, Object>>) p.view().get("series"))
                .stream().filter(e -> e.get("crew").equals("Bob")).findFirst().orElseThrow();
        assertThat(bob.get("scores").toString()).isEqualTo("[2.5, 2.5]");
        assertThat(bob.get("net")).isEqualTo(5L);
    }

    @Test
    void a_number_of_discards_with_too_many_digits_is_called_too_long() {
        RuleViolation v =
                Assertions.assertThrows(RuleViolation.class, () -> Play.regatta("discards=12345678901 Ann Bob Cid"));
        assertThat(v.english()).contains("too many digits").doesNotContain("not a whole number");
        assertThat(Assertions.assertThrows(RuleViolation.class, () -> Play.regatta("discards=x Ann Bob Cid"))
                        .english())
                .contains("not a whole number");
    }

    @Test
    void a2_the_worst_race_is_discarded_the_earlier_of_equal_ones_and_never_every_race() {
        Play<RegattaState> p = Play.regatta("discards=1 Ann Bob Cid").then("race Bob Ann Cid");
        assertThat(p.series("Cid").discarded())
                .as("one race: nothing discarded")
                .isEmpty();
        p.then("race Bob Cid Ann", "race Ann Cid Bob");
        assertThat(p.series("Ann").discarded()).containsExactly(2);
        assertThat(p.series("Ann").total()).isEqualTo(Ratio.of(6));
        assertThat(p.series("Ann").net()).isEqualTo(Ratio.of(3));
        assertThat(p.series("Cid").discarded()).as("3 in race 1 is the worst").containsExactly(1);
        assertThat(p.series("Bob").discarded()).containsExactly(3);
    }

    @Test
    void a8_1_a_series_tie_goes_to_the_better_scores_best_to_worst_without_discards() {
        // Ann 1,3 ; Bob 2,2 ; Cid 3,1: all net 4. Bob's best score (2) is worse than the others' (1).
        Play<RegattaState> p = Play.regatta("Ann Bob Cid Dan").then("race Ann Bob Cid Dan", "race Cid Bob Ann Dan");
        assertThat(p.series("Ann").net())
                .isEqualTo(p.series("Bob").net())
                .isEqualTo(p.series("Cid").net());
        assertThat(p.series("Bob").rank()).isEqualTo(3);
        assertThat(p.series("Bob").tiebreak()).isEqualTo("A8.1");
        assertThat(p.series("Dan").tiebreak()).isEqualTo("net");
        // Ann and Cid are still tied after A8.1: the last race puts Cid first (A8.2).
        assertThat(p.series().stream().map(SeriesEntry::crew)).containsExactly("Cid", "Ann", "Bob", "Dan");
        assertThat(p.series("Ann").tiebreak()).isEqualTo("A8.2");
    }

    @Test
    void a8_2_still_tied_the_last_race_decides_then_the_one_before_including_discards() {
        // Ann 1,2 ; Bob 2,1: same scores; Bob was better in the last race.
        Play<RegattaState> p = Play.regatta("Ann Bob Cid").then("race Ann Bob Cid", "race Bob Ann Cid");
        assertThat(p.series().get(0).crew()).isEqualTo("Bob");
        assertThat(p.series("Bob").tiebreak()).isEqualTo("A8.2");
        assertThat(p.series("Ann").rank()).isEqualTo(2);
    }

    @Test
    void a8_2_not_the_deleted_most_races_won_rule() {
        // Ann wins two races, Bob none, and both net 9 with the same scores 1,1,... no: Ann 1,1,4 / Bob 2,2,2?
        // Ann 1,1,4 net 6 and Bob 2,2,2 net 6: A8.1 compares 1 with 2 -> Ann. Build one where wins would differ
        // but A8.1 ties: Ann 1,3,2 and Bob 2,1,3 (sorted 1,2,3 each); races won 1 each would not decide either;
        // Cid 3,2,1: also 1,2,3. The last race decides: Cid 1 < Ann 2 < Bob 3.
        Play<RegattaState> p =
                Play.regatta("Ann Bob Cid").then("race Ann Bob Cid", "race Bob Cid Ann", "race Cid Ann Bob");
        assertThat(p.series().stream().map(SeriesEntry::crew)).containsExactly("Cid", "Ann", "Bob");
        // Two wins do not beat one win when A8.1 and A8.2 say otherwise: Dan wins twice but is behind Eve.
        Play<RegattaState> q = Play.regatta("Dan Eve Fay Gus")
                .then("race Dan Eve Fay Gus", "race Dan Eve Fay Gus", "race Gus Eve Fay Dan", "race Eve Gus Fay Dan");
        // Dan 1,1,4,4 = 10, Eve 2,2,2,1 = 7: Eve first on points although Dan won more races.
        assertThat(q.series().get(0).crew()).isEqualTo("Eve");
    }

    @Test
    void ac_reg_1_six_crews_at_most_two_at_least_and_only_crews_of_the_regatta() {
        assertThat(rule(() -> Play.regatta("A B C D E F G"))).isEqualTo("AC-REG-1");
        assertThat(rule(() -> Play.regatta("A"))).isEqualTo("AC-REG-1");
        assertThat(rule(() -> Play.regatta("A B a"))).isEqualTo("AC-REG-1");
        Play<RegattaState> p = Play.regatta("A B C D E F");
        p.refused("race A B C D E F Zed", "AC-REG-1");
    }

    @Test
    void a4_a_race_corrected_after_later_ones_replaces_only_that_race() {
        Play<RegattaState> p = Play.regatta("Ann Bob").then("race Ann Bob", "race Ann Bob", "correct-race 1 Bob Ann");
        assertThat(p.series("Ann").scores()).containsExactly(Ratio.of(2), Ratio.of(1));
        assertThat(p.view().get("races")).isEqualTo(2);
        p.refused("correct-race 3 Ann Bob", "A4");
    }

    private static String rule(Runnable r) {
        try {
            r.run();
            return null;
        } catch (RuleViolation v) {
            return v.ruleId();
        }
    }
}
