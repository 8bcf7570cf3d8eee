package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Storms, wreck piles, salvage and re-entry: LC-STORM-*. */
class LongCoursStormTest {

    /** Round 2, Ann to play: Ann at Marseille with 2 M of fruit, Bob at Le Havre with 3 M of cloth. */
    private static Play twoShipsInZone11() {
        return Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 2",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy Yokohama",
                        "end Cy",
                        "end Ann",
                        "move Bob \"Le Havre\"",
                        "buy Bob 3",
                        "end Bob",
                        "end Cy");
    }

    @Test
    void LC_STORM_1_every_cargo_ship_in_the_zone_is_wrecked_the_player_own_included() {
        Play play = twoShipsInZone11().then("storm Ann 11");
        assertThat(play.p("Ann").status()).isEqualTo(PlayerStatus.WRECKED);
        assertThat(play.p("Bob").status()).isEqualTo(PlayerStatus.WRECKED);
        assertThat(play.p("Cy").status()).isEqualTo(PlayerStatus.AFLOAT);
        assertThat(play.refuses("storm Ann 77").ruleId()).isEqualTo("LC-STORM-1");
    }

    @Test
    void LC_STORM_2_wrecked_ships_leave_the_board_and_their_cargo_is_piled_on_the_wreck_site() {
        Play play = twoShipsInZone11().then("storm Ann 11");
        assertThat(play.p("Ann").stop()).isNull();
        assertThat(play.p("Ann").cargo().isEmpty()).isTrue();
        assertThat(play.p("Bob").cargo().isEmpty()).isTrue();
        Cargo pile = play.state().pileAt("Gibraltar");
        assertThat(pile.of(Good.FRUIT)).isEqualTo(2);
        assertThat(pile.of(Good.CLOTH)).isEqualTo(3);
        assertThat(play.cash("Bob")).isZero();
    }

    @Test
    void LC_STORM_3_the_first_ship_to_stop_on_the_wreck_site_takes_the_whole_pile_free() {
        Play play = twoShipsInZone11().then("storm Ann 11", "end Ann", "reenter Bob 1 Marseille", "move Bob Gibraltar");
        assertThat(play.p("Bob").cargo().of(Good.FRUIT)).isEqualTo(2);
        assertThat(play.p("Bob").cargo().of(Good.CLOTH)).isEqualTo(3);
        assertThat(play.cash("Bob")).isZero();
        assertThat(play.state().wrecks()).isEmpty();
    }

    @Test
    void LC_STORM_4_a_corsair_in_the_stormed_zone_is_sunk_and_for_sale_again() {
        Play play = Play.corsairAtCapNord().then("end Ann", "storm Bob 22");
        assertThat(play.state().corsair()).isEqualTo(Corsair.FOR_SALE);
        assertThat(play.p("Bob").status()).isEqualTo(PlayerStatus.WRECKED);
        assertThat(play.opens(new LongCoursCommand.Auction("Bob", List.of()))).isTrue();
        play.then("auction Bob");
        assertThat(play.state().corsair().owner()).isNull();
    }

    @Test
    void LC_STORM_5_a_wrecked_player_comes_back_at_his_next_turn_in_the_zone_of_the_die() {
        Play play = twoShipsInZone11().then("storm Ann 11");
        assertThat(play.refuses("reenter Ann 1 Dakar").ruleId()).isEqualTo("LC-STORM-5");
        play.then("end Ann");
        assertThat(play.refuses("move Bob Londres").ruleId()).isEqualTo("D-LC-7");
        assertThat(play.refuses("reenter Bob 3 Londres").ruleId()).isEqualTo("LC-STORM-5");
        assertThat(play.refuses("reenter Bob 3 \"Iles Aleoutiennes\"").ruleId()).isEqualTo("LC-STORM-5");
        play.then("reenter Bob 3 dice=box Vladivostok");
        assertThat(play.p("Bob").status()).isEqualTo(PlayerStatus.AFLOAT);
        assertThat(play.p("Bob").stop()).isEqualTo("Vladivostok");
        play.then("move Bob \"Iles Aléoutiennes\"", "end Bob");
        assertThat(play.p("Bob").stop()).isEqualTo("Iles Aléoutiennes");
    }
}
