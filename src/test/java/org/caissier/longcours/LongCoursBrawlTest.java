package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Brawls: LC-BRAWL-*. */
class LongCoursBrawlTest {

    /** Round 2, Bob to play: Ann (5 M, 1 M of cloth) and Bob (9 M) both at Le Havre. */
    static Play sharedPort() {
        return Play.game("Ann Bob Cy")
                .then(
                        "place Ann \"Le Havre\"",
                        "buy Ann 1",
                        "end Ann",
                        "place Bob Londres",
                        "buy Bob 3",
                        "end Bob",
                        "place Cy Yokohama",
                        "end Cy",
                        "resell Ann 5",
                        "end Ann",
                        "resell Bob 3",
                        "move Bob \"Le Havre\"");
    }

    @Test
    void LC_BRAWL_1_a_brawl_needs_the_other_ship_in_the_same_port() {
        Play play = sharedPort();
        assertThat(play.cash("Ann")).isEqualTo(5);
        assertThat(play.cash("Bob")).isEqualTo(9);
        assertThat(play.refuses("brawl Bob Cy 3").ruleId()).isEqualTo("LC-BRAWL-1");
        assertThat(play.refuses("brawl Bob Bob 3").ruleId()).isEqualTo("LC-BRAWL-1");
        assertThat(play.state().names())
                .filteredOn(who -> play.opens(new LongCoursCommand.Brawl("Bob", who, List.of(3))))
                .containsExactly("Ann");
        play.then("brawl Bob Ann 3");
        assertThat(play.cash("Bob")).isEqualTo(14);
    }

    @Test
    void LC_BRAWL_2_each_card_must_beat_the_one_just_played() {
        Play play = sharedPort();
        assertThat(play.refuses("brawl Bob Ann 5 4").ruleId()).isEqualTo("LC-BRAWL-2");
        assertThat(play.refuses("brawl Bob Ann 5 8 8").ruleId()).isIn("LC-BRAWL-2", "D-LC-8");
        play.then("brawl Bob Ann 5 8 9");
        assertThat(play.p("Bob").cards().brawlRanks()).containsExactly(5, 9);
        assertThat(play.p("Ann").cards().brawlRanks()).containsExactly(8);
    }

    @Test
    void LC_BRAWL_3_the_first_who_does_not_answer_loses_all_his_cash_but_not_his_cargo() {
        Play targetWins = sharedPort().then("brawl Bob Ann 3 12");
        assertThat(targetWins.cash("Ann")).isEqualTo(14);
        assertThat(targetWins.cash("Bob")).isZero();
        Play attackerWins = sharedPort().then("buy Bob 2", "brawl Bob Ann 4");
        assertThat(attackerWins.cash("Bob")).isEqualTo(7 + 5);
        assertThat(attackerWins.cash("Ann")).isZero();
        assertThat(attackerWins.p("Bob").cargo().of(Good.CLOTH)).isEqualTo(2);
    }

    @Test
    void LC_BRAWL_4_cards_leave_the_game_and_the_same_two_may_brawl_again() {
        Play play = sharedPort().then("brawl Bob Ann 3", "brawl Bob Ann 4 6");
        assertThat(play.cash("Ann")).isEqualTo(14);
        assertThat(play.refuses("brawl Bob Ann 6").ruleId()).isEqualTo("D-LC-8");
        assertThat(play.refuses("brawl Bob Ann 3").ruleId()).isEqualTo("D-LC-8");
    }
}
