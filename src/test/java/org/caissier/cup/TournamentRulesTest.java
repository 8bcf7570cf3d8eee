package org.caissier.cup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.caissier.table.RuleViolation;
import org.junit.jupiter.api.Test;

/** The round robin's scoring, one test per rule (AC-TOUR-1/2, RRS C10.1–C10.5, C11.1(a), D-AC-2). */
class TournamentRulesTest {

    /** Four crews, every match sailed; Ann 3, Bob 2, Cid 1, Dan 0. */
    private static Play<TournamentState> fourDone() {
        return Play.tournament("Ann Bob Cid Dan")
                .then(
                        "result Ann Bob",
                        "result Ann Cid",
                        "result Ann Dan",
                        "result Bob Cid",
                        "result Bob Dan",
                        "result Cid Dan");
    }

    @Test
    void c10_1_a_win_scores_one_point_a_loss_none_and_a_dead_heat_half_each() {
        Play<TournamentState> p = Play.tournament("Ann Bob Cid").then("result Ann Bob", "dead-heat Bob Cid");
        assertThat(p.place("Ann").points()).isEqualTo(Ratio.of(1));
        assertThat(p.place("Bob").points()).isEqualTo(Ratio.halves(1));
        assertThat(p.place("Cid").points()).isEqualTo(Ratio.halves(1));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> standings =
                (List<Map<String, Object>>) p.view().get("standings");
        assertThat(standings.get(0).get("points")).isEqualTo(1L);
        assertThat(standings.get(1).get("points").toString()).isEqualTo("0.5");
    }

    @Test
    void c10_2_rules_1_a_withdrawn_crew_keeps_its_completed_results_and_its_other_matches_are_not_sailed() {
        Play<TournamentState> p = Play.tournament(1, "Ann Bob Cid Dan").then("result Dan Ann", "withdraw Dan");
        assertThat(p.place("Ann").sailed()).isEqualTo(1);
        assertThat(p.place("Dan").points()).isEqualTo(Ratio.of(1));
        assertThat(p.place("Dan").tiebreak()).isEqualTo("withdrawn");
        assertThat(p.state().unsailed()).noneMatch(m -> m.involves("Dan"));
        p.refused("result Bob Dan", "C10.2");
        p.then("result Ann Bob", "result Ann Cid", "result Bob Cid");
        assertThat(p.standings().roundRobinComplete()).isTrue();
        assertThat(p.standings().finalists()).containsExactly("Ann", "Bob");
    }

    @Test
    void c10_3_a_round_robin_ended_early_ranks_by_average_points_per_match_sailed() {
        // Six crews, five rounds; ended after round 2 (each crew sailed 2 of 5 >= a third).
        Play<TournamentState> p = Play.tournament("A B C D E F")
                .then(
                        "result A F",
                        "result B E",
                        "result C D", // round 1: 1-6 2-5 3-4
                        "result F D",
                        "result E C",
                        "result A B"); // round 2: 6-4 5-3 1-2
        p.then("result C A"); // round 3: a match of 2-6 3-1 4-5
        p.then("end-round-robin");
        assertThat(p.view().get("void")).isEqualTo(false);
        Standing a = p.place("A");
        assertThat(a.points()).isEqualTo(Ratio.of(2));
        assertThat(a.average()).isEqualTo(new Ratio(2, 3));
        // B: 1 of 2 = 0.5; A: 2 of 3 = 0.667 ranks above C: 2 of 3 = 0.667? equal -> C11.1(a): C beat A.
        assertThat(p.standings().places().stream().map(Standing::crew).limit(2)).containsExactly("C", "A");
        assertThat(p.place("C").tiebreak()).isEqualTo("C11.1(a)");
        assertThat(p.place("A").tiebreak()).isEqualTo("C11.1(a)");
        @SuppressWarnings("unchecked")
        Map<String, Object> first = ((List<Map<String, Object>>) p.view().get("standings")).get(0);
        assertThat(first.get("average").toString()).isEqualTo("0.667");
        p.refused("result D E", "C10.3");
    }

    @Test
    void c10_3_the_whole_round_robin_is_void_when_a_crew_sailed_less_than_a_third_of_its_matches() {
        Play<TournamentState> p = Play.tournament("A B C D").then("result A D", "end-round-robin");
        // B and C sailed 0 of 3.
        assertThat(p.view().get("void")).isEqualTo(true);
        assertThat(p.standings().finalists()).isEmpty();
        p.refused("final A D", "C10.3");
    }

    @Test
    void c10_5b_a_winner_disqualified_afterwards_loses_the_point_and_the_loser_does_not_get_it() {
        Play<TournamentState> p = Play.tournament("Ann Bob Cid").then("result Ann Bob dsq=Ann");
        assertThat(p.place("Ann").points()).isEqualTo(Ratio.ZERO);
        assertThat(p.place("Bob").points()).isEqualTo(Ratio.ZERO);
        assertThat(p.place("Ann").sailed()).isEqualTo(1);
        p.then("result Cid Bob");
        assertThat(p.place("Cid").points()).isEqualTo(Ratio.of(1));
        p.then("correct Cid Bob dsq=Cid");
        assertThat(p.place("Cid").points()).isEqualTo(Ratio.ZERO);
        p.refused("correct Ann Cid", "AC-TOUR-1");
        p.refused("correct Ann Bob dsq=Bob", "C10.5(b)");
    }

    @Test
    void c11_1a_crews_tied_on_points_are_ranked_on_the_matches_between_themselves() {
        // Bob and Cid both 2 points; Cid beat Bob.
        Play<TournamentState> p = Play.tournament("Ann Bob Cid Dan")
                .then(
                        "result Ann Bob",
                        "result Ann Cid",
                        "result Ann Dan",
                        "result Cid Bob",
                        "result Bob Dan",
                        "result Dan Cid");
        // Bob 1, Cid 1, Dan 1: three-way on points, C11.1(a) among them 1 each -> still tied for 2nd: sail-off.
        assertThat(p.standings().sailOffsDue()).hasSize(1);
        Play<TournamentState> q = Play.tournament("Ann Bob Cid Dan")
                .then(
                        "result Ann Bob",
                        "result Ann Cid",
                        "result Dan Ann",
                        "result Cid Bob",
                        "result Bob Dan",
                        "result Cid Dan");
        // Ann 2, Cid 2 (Ann beat Cid), Bob 1, Dan 1 (Bob beat Dan).
        assertThat(q.place("Ann").rank()).isEqualTo(1);
        assertThat(q.place("Ann").tiebreak()).isEqualTo("C11.1(a)");
        assertThat(q.place("Cid").rank()).isEqualTo(2);
        assertThat(q.place("Bob").rank()).isEqualTo(3);
        assertThat(q.place("Bob").tiebreak()).isEqualTo("C11.1(a)");
        assertThat(q.standings().finalists()).containsExactly("Ann", "Cid");
    }

    @Test
    void d_ac_2_rules_1_a_tie_that_decides_a_finalist_asks_for_a_sail_off_again_while_they_stay_tied() {
        Play<TournamentState> p = Play.tournament(1, "Ann Bob Cid Dan")
                .then(
                        "result Ann Bob",
                        "result Ann Cid",
                        "result Ann Dan",
                        "result Cid Bob",
                        "result Bob Dan",
                        "result Dan Cid");
        SailOffCall call = p.standings().sailOffsDue().get(0);
        assertThat(call.crews()).containsExactly("Bob", "Cid", "Dan");
        assertThat(call.place()).isEqualTo(2);
        assertThat(call.remaining()).hasSize(3);
        assertThat(p.place("Bob").tiebreak()).isEqualTo("pending");
        p.refused("final Ann Bob", "AC-TOUR-2");
        p.refused("sail-off Ann Bob", "D-AC-2");
        p.then("sail-off Bob Cid", "sail-off Cid Dan", "sail-off Dan Bob");
        assertThat(p.standings().sailOffsDue()).hasSize(1);
        assertThat(p.standings().sailOffsDue().get(0).index()).isEqualTo(-1);
        p.then("sail-off Cid Bob", "sail-off Cid Dan", "sail-off Bob Dan");
        assertThat(p.standings().sailOffsDue()).isEmpty();
        assertThat(p.place("Cid").rank()).isEqualTo(2);
        assertThat(p.place("Cid").tiebreak()).isEqualTo("sail-off");
        p.refused("sail-off Cid Bob", "D-AC-2");
    }

    @Test
    void d_ac_2_a_tie_that_decides_nothing_is_shared_and_no_sail_off_is_asked() {
        // Ann 3, Bob 2, Cid and Dan tied on... Cid beat Dan; make them equal: dead heat.
        Play<TournamentState> p = Play.tournament("Ann Bob Cid Dan")
                .then(
                        "result Ann Bob",
                        "result Ann Cid",
                        "result Ann Dan",
                        "result Bob Cid",
                        "result Bob Dan",
                        "dead-heat Cid Dan");
        assertThat(p.place("Cid").rank()).isEqualTo(3);
        assertThat(p.place("Dan").rank()).isEqualTo(3);
        assertThat(p.place("Dan").tiebreak()).isEqualTo("shared");
        assertThat(p.standings().sailOffsDue()).isEmpty();
        p.refused("sail-off Cid Dan", "D-AC-2");
    }

    @Test
    void ac_tour_1_a_result_for_a_pair_already_entered_an_unknown_crew_or_a_crew_against_itself_is_refused() {
        Play<TournamentState> p = Play.tournament("Ann Bob Cid").then("result Ann Bob");
        p.refused("result Bob Ann", "AC-TOUR-1");
        p.refused("result Ann Zoe", "AC-TOUR-1");
        p.refused("result Ann Ann", "AC-TOUR-1");
        p.refused("correct Bob Cid", "AC-TOUR-1");
        p.refused("result Ann", "SYNTAX");
        p.refused("sail away", "SYNTAX");
        p.then("correct Bob Ann");
        assertThat(p.place("Bob").points()).isEqualTo(Ratio.of(1));
        assertThat(p.place("Ann").points()).isEqualTo(Ratio.ZERO);
    }

    @Test
    void ac_tour_1_two_to_sixteen_crews_each_named_once() {
        assertThat(catchRule(() -> Play.tournament("Ann"))).isEqualTo("AC-TOUR-1");
        assertThat(catchRule(() -> Play.tournament("Ann Bob ann"))).isEqualTo("AC-TOUR-1");
        String seventeen = String.join(
                " ", IntStream.rangeClosed(1, 17).mapToObj(i -> "C" + i).toList());
        assertThat(catchRule(() -> Play.tournament(seventeen))).isEqualTo("AC-TOUR-1");
        assertThat(Play.tournament(seventeen.substring(0, seventeen.lastIndexOf(' ')))
                        .state()
                        .schedule())
                .hasSize(15);
    }

    @Test
    void ac_tour_2_the_top_two_sail_the_final_first_to_n_wins_takes_the_cup() {
        Play<TournamentState> early = Play.tournament("final=2 Ann Bob Cid Dan").then("result Ann Bob");
        early.refused("final Ann Bob", "AC-TOUR-2");
        Play<TournamentState> p = Play.tournament("final=2 Ann Bob Cid Dan")
                .then(
                        "result Ann Bob",
                        "result Ann Cid",
                        "result Ann Dan",
                        "result Bob Cid",
                        "result Bob Dan",
                        "result Cid Dan");
        p.refused("final Ann Cid", "AC-TOUR-2");
        p.then("final Bob Ann");
        assertThat(p.view().get("cup")).isNull();
        assertThat(p.view().get("final")).isEqualTo(Map.of("Ann", 0L, "Bob", 1L));
        p.refused("result Cid Dan", "AC-TOUR-1");
        p.refused("correct Cid Dan", "AC-TOUR-2");
        p.then("final Ann Bob", "final Ann Bob");
        assertThat(p.view().get("cup")).isEqualTo("Ann");
        p.refused("final Ann Bob", "AC-TOUR-2");
    }

    @Test
    void
            ac_tour_2_rules_1_without_a_final_the_round_robin_winner_takes_the_cup_and_a_tie_for_first_asks_for_a_sail_off() {
        Play<TournamentState> p =
                Play.tournament(1, "final=0 Ann Bob Cid").then("result Ann Bob", "result Bob Cid", "result Cid Ann");
        assertThat(p.standings().sailOffsDue()).hasSize(1);
        assertThat(p.view().get("cup")).isNull();
        p.then("sail-off Ann Bob", "sail-off Ann Cid", "sail-off Bob Cid");
        assertThat(p.view().get("cup")).isEqualTo("Ann");
    }

    @Test
    void c10_5a_a_withdrawn_crew_is_placed_by_its_points_and_its_finalist_place_goes_to_the_next_crew() {
        Play<TournamentState> p = fourDone().then("withdraw Ann");
        assertThat(p.place("Ann").rank()).isEqualTo(1);
        assertThat(p.place("Ann").tiebreak()).isEqualTo("points");
        assertThat(p.place("Ann").withdrawn()).isTrue();
        assertThat(p.place("Bob").rank()).isEqualTo(2);
        assertThat(p.standings().finalists()).containsExactly("Bob", "Cid");
        TournamentState before = p.state();
        assertThat(p.refused("final Ann Bob", "AC-TOUR-2").english()).contains("Bob and Cid");
        p.refused("result Ann Bob", "AC-TOUR-1");
        assertThat(p.state()).isSameAs(before);
        p.then("final Bob Cid");
        assertThat(p.view().get("cup")).isEqualTo("Bob");
    }

    @Test
    void c10_5a_a_withdrawn_crew_sails_no_sail_off_and_a_tie_it_is_in_is_settled_among_the_others() {
        // Ann 3; Bob, Cid, Dan 1 each in a ring; Dan withdraws: Bob and Cid sail off for the second final place.
        Play<TournamentState> p = Play.tournament("Ann Bob Cid Dan")
                .then(
                        "result Ann Bob",
                        "result Ann Cid",
                        "result Ann Dan",
                        "result Bob Cid",
                        "result Cid Dan",
                        "result Dan Bob",
                        "withdraw Dan");
        assertThat(p.standings().sailOffsDue())
                .singleElement()
                .satisfies(c -> assertThat(c.crews()).containsExactly("Bob", "Cid"));
        assertThat(p.place("Dan").rank()).isEqualTo(4);
        assertThat(p.place("Dan").tiebreak()).isEqualTo("withdrawn");
        assertThat(p.refused("sail-off Dan Bob", "C10.5(a)").english()).contains("Dan has withdrawn");
        p.refused("result Dan Cid", "AC-TOUR-1");
        p.then("sail-off Cid Bob");
        assertThat(p.standings().finalists()).containsExactly("Ann", "Cid");
        assertThat(p.place("Dan").rank()).isEqualTo(4);
    }

    @Test
    void c10_2_a_result_for_a_crew_that_withdrew_is_refused_and_changes_nothing() {
        Play<TournamentState> p = Play.tournament("Ann Bob Cid Dan").then("result Dan Ann", "withdraw Dan");
        assertThat(p.refused("result Bob Dan", "C10.2").english()).contains("Dan has withdrawn");
        assertThat(p.place("Dan").rank()).isEqualTo(1);
        assertThat(p.place("Dan").points()).isEqualTo(Ratio.of(1));
    }

    @Test
    void d_ac_2_a_sail_off_round_ends_once_no_match_left_could_change_the_finalists() {
        Play<TournamentState> p = Play.tournament("Ann Bob Cid Dan")
                .then(
                        "result Ann Bob",
                        "result Ann Cid",
                        "result Ann Dan",
                        "result Cid Bob",
                        "result Bob Dan",
                        "result Dan Cid");
        p.then("sail-off Bob Cid");
        assertThat(p.standings().sailOffsDue()).hasSize(1);
        p.refused("final Ann Bob", "AC-TOUR-2");
        p.then("sail-off Bob Dan");
        // Bob is 2-0: Cid - Dan could change nothing, so it is not sailed.
        assertThat(p.standings().sailOffsDue()).isEmpty();
        assertThat(p.view().get("pending").toString()).doesNotContain("sail-off");
        assertThat(p.place("Bob").rank()).isEqualTo(2);
        assertThat(p.place("Bob").tiebreak()).isEqualTo("sail-off");
        assertThat(p.place("Cid").rank()).isEqualTo(3);
        assertThat(p.place("Dan").rank()).isEqualTo(3);
        assertThat(p.place("Dan").tiebreak()).isEqualTo("shared");
        p.refused("sail-off Cid Dan", "D-AC-2");
        p.then("final Ann Bob");
        assertThat(p.view().get("cup")).isEqualTo("Ann");
    }

    @Test
    void d_ac_2_a_sail_off_round_goes_on_while_a_match_left_could_still_change_the_finalists() {
        Play<TournamentState> p = Play.tournament("Ann Bob Cid Dan")
                .then(
                        "result Ann Bob",
                        "result Ann Cid",
                        "result Ann Dan",
                        "result Cid Bob",
                        "result Bob Dan",
                        "result Dan Cid",
                        "sail-off Bob Cid",
                        "sail-off Cid Dan");
        // 1-1-0 or a ring still possible: Dan - Bob decides.
        assertThat(p.standings().sailOffsDue())
                .singleElement()
                .satisfies(c -> assertThat(c.remaining()).containsExactly(List.of("Bob", "Dan")));
        p.refused("final Ann Cid", "AC-TOUR-2");
    }

    @Test
    void d_ac_2_without_a_final_the_cup_is_decided_once_a_crew_of_the_sail_off_cannot_be_caught() {
        Play<TournamentState> p = Play.tournament("final=0 Ann Bob Cid")
                .then("result Ann Bob", "result Bob Cid", "result Cid Ann", "sail-off Ann Bob", "sail-off Ann Cid");
        assertThat(p.view().get("cup")).isEqualTo("Ann");
        p.refused("sail-off Bob Cid", "D-AC-2");
    }

    private static String catchRule(Runnable r) {
        try {
            r.run();
            return null;
        } catch (RuleViolation v) {
            return v.ruleId();
        }
    }
}
