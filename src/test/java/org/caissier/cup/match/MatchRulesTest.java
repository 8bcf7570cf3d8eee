package org.caissier.cup.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.caissier.table.Words;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The turns, the sequence, the crew points and the course of a match, one test per rule. */
class MatchRulesTest {

    @Test
    void ac_bas_1_a_card_of_the_tack_colour_on_the_boat_s_own_turn_then_the_next_boat() {
        Sail s = Sail.match("Ann Bob");
        assertThat(s.toPlay()).isEqualTo("Ann");
        s.refused("card Bob 3 green", "AC-BAS-1");
        s.then("card Ann 3 green");
        assertThat(s.toPlay()).isEqualTo("Bob");
        assertThat(s.boat("Ann").lastMp()).isEqualTo(3);
        s.refused("card Zoe 3 green", "AC-BAS-1");
    }

    @Test
    void ac_bas_2_no_playable_card_misses_the_turn_but_never_downwind() {
        Sail s = Sail.match("Ann Bob").then("miss Ann");
        assertThat(s.toPlay()).isEqualTo("Bob");
        s.then("round Bob");
        s.refused("miss Bob", "AC-BAS-2");
    }

    @Test
    void ac_bas_3_ending_a_move_head_to_wind_is_forbidden_under_the_basic_rules() {
        Sail.match("Ann Bob").then("card Ann 3 green").refused("head-to-wind Ann", "AC-BAS-3");
    }

    @Test
    void ac_bas_4_three_legs_each_way_by_default_the_first_across_the_line_wins() {
        Sail s = Sail.match("Ann Bob");
        assertThat(s.state().lastLeg()).isEqualTo(6);
        s.refused("finish Ann", "AC-BAS-4");
        for (int i = 0; i < 5; i++) {
            s.then("round Ann");
        }
        s.refused("round Ann", "AC-BAS-4");
        s.then("finish Ann");
        assertThat(s.state().over()).isTrue();
        assertThat(s.state().winner()).contains("Ann");
        s.refused("card Bob 3 green", "AC-BAS-4");
        assertThat(Sail.match("legs=1 Ann Bob")
                        .then("round Bob", "finish Bob")
                        .state()
                        .winner())
                .contains("Bob");
        assertThat(Sail.startRefused("legs=0 Ann Bob")).isEqualTo("AC-BAS-4");
    }

    @Test
    @DisplayName("AC-CARD-1: rounding a buoy turns the cards to their other half")
    void ac_card_1_rounding_a_buoy_turns_the_cards_to_the_other_half() {
        Sail s = Sail.match("Ann Bob").then("card Ann 3 green", "round Ann");
        assertThat(s.boat("Ann").upwind()).isFalse();
        assertThat(s.boat("Ann").leg()).isEqualTo(2);
        assertThat(s.boat("Ann").cards()).as("the leg's cards start afresh").isEmpty();
        s.then("card Bob 3 green", "card Ann 7");
        assertThat(s.boat("Ann").lastMp()).isEqualTo(7);
    }

    @Test
    void ac_card_2_green_on_starboard_red_on_port_and_upwind_the_colour_is_said() {
        Sail s = Sail.match("Ann Bob");
        s.refused("card Ann 3 red", "AC-CARD-2");
        s.refused("card Ann 3", "AC-CARD-2");
        s.then("tack Ann");
        assertThat(s.boat("Ann").tack()).isEqualTo(Tack.PORT);
        s.then("card Ann 3 red");
    }

    @Test
    void ac_card_3_three_crew_posts_one_to_eight_with_the_advanced_rules_only() {
        Sail.match("Ann Bob").refused("card Ann 3 green 1 2 3", "AC-CARD-3");
        Sail s = Sail.advancedStarted();
        s.refused("card Ann 2 green", "AC-CARD-3");
        s.refused("card Ann 2 green 1 2 9", "AC-CARD-3");
    }

    @Test
    void ac_crew_1_a_key_post_on_the_card_gives_a_crew_point_lost_after_the_turn() {
        Sail s = Sail.advancedStarted().then("card Ann 2 green 1 3 7");
        assertThat(s.boat("Ann").crewPoints()).isEqualTo(2);
        s.then("card Bob 2 green 1 2 3");
        assertThat(s.boat("Bob").crewPoints()).isZero();
        assertThat(s.boat("Ann").crewPoints()).as("unused CP are lost").isZero();
        s.refused("pivot Ann 1", "AC-CREW-1");
    }

    @Test
    void ac_crew_2_each_crew_point_is_one_pivot_in_the_turn_of_its_card() {
        Sail s = Sail.advancedStarted().then("card Ann 2 green 1 3 7");
        s.refused("pivot Ann 3", "AC-CREW-2");
        s.then("pivot Ann 1");
        assertThat(s.boat("Ann").crewPoints()).isEqualTo(1);
        s.then("pivot Ann 1");
        s.refused("pivot Ann 1", "AC-CREW-2");
        Sail.match("Ann Bob").then("card Ann 3 green").refused("pivot Ann 1", "AC-CREW-2");
    }

    @Test
    void ac_seq_1_a_leg_starts_with_a_2_then_equal_one_more_or_one_less() {
        Sail s = Sail.advancedStarted();
        s.refused("card Ann 3 green 7 7 7", "AC-SEQ-1");
        s.then("card Ann 2 green 7 7 7", "card Bob 2 green 7 7 7", "card Ann 3 green 7 7 7");
        assertThat(s.boat("Ann").sequence().last()).isEqualTo(3);
        assertThat(s.boat("Ann").sequence().follows()).isEqualTo("2–4");
        s.then("card Bob 2 green 7 7 7", "card Ann 5 green 7 7 7");
        assertThat(s.boat("Ann").sequence().broken())
                .as("a card that does not follow breaks")
                .isTrue();
        assertThat(s.boat("Ann").sequence().running()).isFalse();
        assertThat(s.boat("Ann").cards()).containsExactly("2 green", "3 green", "5 green");
    }

    @Test
    void ac_seq_2_a_broken_sequence_restarts_with_a_2_or_a_discard_for_2_mp_that_starts_none() {
        Sail s = Sail.advancedStarted()
                .then(
                        "card Ann 2 green 7 7 7",
                        "card Bob 2 green 7 7 7",
                        "card Ann 5 green 7 7 7",
                        "card Bob 3 green 7 7 7");
        s.refused("card Ann 3 green 7 7 7", "AC-SEQ-2");
        s.then("discard Ann");
        assertThat(s.boat("Ann").lastMp()).isEqualTo(2);
        assertThat(s.boat("Ann").crewPoints()).as("a discard gives no CP").isZero();
        s.then("card Bob 4 green 7 7 7");
        s.refused("card Ann 3 green 1 2 3", "AC-SEQ-2");
        s.then("card Ann 2 green 7 7 7", "card Bob 4 green 7 7 7");
        s.refused("discard Ann", "AC-SEQ-2");
        Sail.match("Ann Bob").refused("discard Ann", "AC-SEQ-2");
    }

    @Test
    void ac_seq_3_tacking_starts_a_new_sequence() {
        Sail s = Sail.advancedStarted()
                .then(
                        "card Ann 2 green 7 7 7",
                        "card Bob 2 green 7 7 7",
                        "card Ann 3 green 7 7 7",
                        "tack Ann",
                        "card Bob 3 green 7 7 7");
        s.refused("card Ann 3 red 7 7 7", "AC-SEQ-3");
        s.then("card Ann 2 red 7 7 7");
        assertThat(s.boat("Ann").sequence().last()).isEqualTo(2);
    }

    @Test
    @DisplayName("AC-SEQ-4: with no card of the colour the hand is changed and the turn missed")
    void ac_seq_4_with_no_card_of_the_colour_the_hand_is_changed_and_the_turn_missed() {
        Sail s = Sail.advancedStarted().then("card Ann 2 green 7 7 7", "miss Bob");
        assertThat(s.toPlay()).isEqualTo("Ann");
        assertThat(s.boat("Bob").cards()).isEmpty();
        assertThat(s.boat("Bob").sequence().running()).isFalse();
    }

    @Test
    void ac_wind_1_head_to_wind_the_next_turn_is_a_2_of_either_colour_or_a_discard() {
        Sail s = Sail.advancedStarted().then("card Ann 2 green 7 7 7");
        s.refused("head-to-wind Bob", "AC-WIND-1");
        s.then("head-to-wind Ann", "card Bob 2 green 7 7 7");
        s.refused("card Ann 3 green 7 7 7", "AC-WIND-1");
        s.then("card Ann 2 red 7 7 7");
        assertThat(s.boat("Ann").tack()).as("it turned first").isEqualTo(Tack.PORT);
        assertThat(s.boat("Ann").headToWind()).isFalse();
        Sail d = Sail.advancedStarted()
                .then("card Ann 2 green 7 7 7", "head-to-wind Ann", "card Bob 2 green 7 7 7", "discard Ann");
        assertThat(d.boat("Ann").lastMp()).isEqualTo(2);
    }

    @Test
    void ac_cover_1_a_boat_covered_leeward_at_the_start_of_its_turn_loses_1_mp() {
        Sail s = Sail.match("Ann Bob");
        s.refused("cover Bob leeward", "AC-COVER-1");
        s.then("cover Ann leeward");
        s.refused("cover Ann leeward", "AC-COVER-1");
        s.then("card Ann 4 green");
        assertThat(s.boat("Ann").lastMp()).isEqualTo(3);
        s.then("card Bob 4 green");
        assertThat(s.boat("Bob").lastMp()).isEqualTo(4);
    }

    @Test
    void ac_cover_2_a_bow_in_the_wind_shadow_loses_1_mp_as_well() {
        Sail s = Sail.match("Ann Bob").then("card Ann 2 green");
        s.refused("cover Ann shadow", "AC-COVER-2");
        s.then("cover Bob shadow", "cover Bob leeward", "card Bob 4 green");
        assertThat(s.boat("Bob").lastMp()).isEqualTo(2);
    }

    @Test
    void d_ac_1_card_values_are_typed_2_to_5_upwind_1_to_9_downwind_and_no_deck_is_assumed() {
        Sail s = Sail.match("Ann Bob");
        s.refused("card Ann 6 green", "D-AC-1");
        s.refused("card Ann 1 green", "D-AC-1");
        s.then("round Ann", "card Ann 9");
        s.refused("card Bob 0 green", "D-AC-1");
        assertThat(s.boat("Ann").lastMp()).isEqualTo(9);
    }

    @Test
    void a_fleet_race_records_the_finishing_order_boat_by_boat_then_codes_the_rest() {
        Sail s = Sail.match("legs=1 A B C D");
        s.then("round C", "finish C", "round A", "finish A", "dsq D");
        assertThat(s.state().over()).isFalse();
        s.then("end-race");
        assertThat(EventLine.race(s.state(), List.of("A", "B", "C", "D", "E"))).contains("race C A B=DNF D=DSQ E=DNC");
        assertThat(EventLine.result(s.state())).isEmpty();
    }

    @Test
    void a_two_boat_regatta_race_ends_at_the_first_across_the_other_second() {
        Sail s = Sail.match("legs=1 A B").then("round B", "finish B");
        assertThat(EventLine.race(s.state(), List.of("A", "B", "C"))).contains("race B A C=DNC");
    }

    @Test
    void every_line_reads_back_as_itself() {
        MatchRules rules = new MatchRules();
        MatchState state = Sail.advancedStarted().state();
        for (String line : new String[] {
            "card Ann 2 green 1 2 3",
            "card Ann 7",
            "discard Ann",
            "miss Bob",
            "cover Ann shadow",
            "pivot Ann 2",
            "round Bob",
            "finish Ann",
            "dsq Bob",
            "tack Ann",
            "head-to-wind Ann",
            "penalty Bob",
            "start-card Ann 3",
            "starts-first Bob",
            "posts Ann 1 2 3",
            "end-race",
            "retire Bob"
        }) {
            assertThat(rules.parse(Words.split(line), state).text()).isEqualTo(line);
        }
        assertThat(rules.parse(Words.split("carte ann 2 vert 1 2 3"), state).text())
                .isEqualTo("card Ann 2 green 1 2 3");
    }
}
