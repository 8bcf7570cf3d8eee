package org.caissier.cup.match;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The setup and the start procedure of the advanced rules, one test per rule. */
class MatchStartTest {

    @Test
    void ac_adv_1_each_player_chooses_three_key_posts_of_eight_before_the_start() {
        Sail s = Sail.match("advanced Ann Bob");
        s.refused("posts Ann 1 2 2", "AC-ADV-1");
        s.refused("posts Ann 0 2 3", "AC-ADV-1");
        s.refused("start-card Ann 3", "AC-ADV-1");
        s.then("posts Ann 1 2 8", "posts Bob 3 4 5");
        assertThat(s.boat("Ann").keyPosts()).containsExactly(1, 2, 8);
        s.then("start-card Ann 3");
        s.refused("posts Bob 1 2 3", "AC-ADV-1");
        Sail.match("Ann Bob").refused("posts Ann 1 2 3", "AC-ADV-1");
    }

    @Test
    void ac_start_1_five_manoeuvres_higher_card_first_ties_redrawn_values_two_to_five() {
        Sail s = Sail.match("advanced Ann Bob").then("posts Ann 1 2 3", "posts Bob 4 5 6");
        s.refused("start-card Ann 6", "AC-START-1");
        s.then("start-card Ann 4", "start-card Bob 4");
        assertThat(s.state().start().redraws()).isEqualTo(1);
        assertThat(s.state().start().manoeuvres()).isEmpty();
        s.then("start-card Bob 5", "start-card Ann 2");
        assertThat(s.state().start().manoeuvres()).singleElement().isEqualTo(new Start.Manoeuvre("Bob", 5, "Ann", 2));
        s.then("start-card Ann 3");
        s.refused("start-card Ann 4", "AC-START-1");
        s.then(
                "start-card Bob 2",
                "start-card Ann 2",
                "start-card Bob 3",
                "start-card Ann 5",
                "start-card Bob 4",
                "start-card Ann 2",
                "start-card Bob 5");
        assertThat(s.state().start().manoeuvres())
                .hasSize(5)
                .extracting(Start.Manoeuvre::first)
                .containsExactly("Bob", "Ann", "Bob", "Ann", "Bob");
        s.refused("start-card Ann 3", "AC-START-1");
        Sail.match("Ann Bob").refused("start-card Ann 3", "AC-START-1");
        assertThat(Sail.startRefused("advanced Ann Bob Cid")).isEqualTo("AC-START-1");
    }

    @Test
    void ac_start_2_the_boat_entered_as_nearest_the_line_starts_first_after_the_five_manoeuvres() {
        Sail s = Sail.match("advanced Ann Bob")
                .then("posts Ann 1 2 3", "posts Bob 4 5 6", "start-card Ann 5", "start-card Bob 2");
        s.refused("starts-first Bob", "AC-START-2");
        s = Sail.advancedStarted();
        assertThat(s.toPlay()).isEqualTo("Ann");
        assertThat(s.state().start().startsFirst()).isEqualTo("Ann");
        s.refused("starts-first Bob", "AC-START-2");
    }

    @Test
    void ac_start_3_over_the_line_on_the_fifth_manoeuvre_misses_a_turn_before_it_is_disqualified() {
        Sail early = Sail.match("advanced Ann Bob")
                .then("posts Ann 1 2 3", "posts Bob 4 5 6", "start-card Ann 5", "start-card Bob 2");
        early.refused("penalty Bob", "AC-START-3");
        early.then("dsq Bob");
        assertThat(early.state().over()).isTrue();
        assertThat(early.state().winner()).contains("Ann");
        assertThat(EventLine.result(early.state())).contains("result Ann Bob");

        Sail s = Sail.match("advanced Ann Bob").then("posts Ann 1 2 3", "posts Bob 4 5 6");
        for (int i = 0; i < 5; i++) {
            s.then("start-card Ann 5", "start-card Bob 2");
        }
        s.then("penalty Ann", "starts-first Ann");
        assertThat(s.toPlay()).as("Ann's first turn is missed").isEqualTo("Bob");
        s.refused("penalty Ann", "AC-START-3");
        s.then("card Bob 2 green 7 7 7");
        assertThat(s.toPlay()).isEqualTo("Ann");
    }

    @Test
    void ac_start_4_cards_are_played_only_once_the_start_procedure_is_over() {
        Sail s = Sail.match("advanced Ann Bob").then("posts Ann 1 2 3", "posts Bob 4 5 6");
        s.refused("card Ann 2 green 1 2 3", "AC-START-4");
        Sail started = Sail.advancedStarted().then("card Ann 2 green 1 5 7");
        assertThat(started.boat("Ann").cards()).containsExactly("2 green");
    }
}
