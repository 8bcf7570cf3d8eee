package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The Corsair and the end: LC-CORS-*, LC-HIDE-1, LC-END-1. */
class LongCoursCorsairTest {

    @Test
    void LC_CORS_1_auction_to_the_highest_bid_of_at_least_6_M_paid_to_the_bank() {
        Play play = Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 3",
                        "end Ann",
                        "place Bob Londres",
                        "buy Bob 3",
                        "end Bob",
                        "place Cy Yokohama",
                        "end Cy",
                        "resell Ann 2",
                        "end Ann",
                        "resell Bob 3");
        assertThat(play.refuses("auction Bob Ann 5").ruleId()).isEqualTo("LC-CORS-1");
        int received = play.state().bank().received();
        play.then("auction Bob Ann 6 Bob 7 Ann 8 Bob 8");
        assertThat(play.state().corsair().owner()).isEqualTo("Ann");
        assertThat(play.cash("Ann")).isEqualTo(1);
        assertThat(play.cash("Bob")).isEqualTo(9);
        assertThat(play.state().bank().received()).isEqualTo(received + 8);
        assertThat(play.refuses("auction Bob Bob 9").ruleId()).isEqualTo("LC-CORS-1");
    }

    @Test
    void LC_CORS_2_the_corsair_enters_at_the_buyer_next_turn_after_his_cargo_onto_a_wreck_site() {
        Play play = Play.annOwnsCorsair();
        assertThat(play.refuses("corsair-enter Bob 2").ruleId()).isEqualTo("LC-TURN-1");
        play.then("move Ann \"Le Havre\"", "corsair-enter Ann 2 dice=virtual");
        assertThat(play.state().corsair().stop()).isEqualTo("Cap Nord");
        assertThat(play.refuses("move Ann Londres").ruleId()).isEqualTo("LC-CORS-3");
        assertThat(play.refuses("corsair Ann Londres").ruleId()).isEqualTo("LC-CORS-2");
        assertThat(play.p("Bob").status()).isEqualTo(PlayerStatus.AFLOAT);

        Play sameTurn = Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 3",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy Yokohama",
                        "end Cy",
                        "resell Ann 2",
                        "auction Ann Ann 6");
        assertThat(sameTurn.refuses("corsair-enter Ann 1").ruleId()).isEqualTo("LC-CORS-2");
    }

    @Test
    void LC_CORS_3_up_to_three_ordinary_moves_after_the_cargo_once_per_turn() {
        Play play = Play.corsairAtCapNord();
        assertThat(play.refuses("corsair Ann Arkhangelsk \"Iles Aleoutiennes\" Vladivostok Yokohama")
                        .ruleId())
                .isEqualTo("LC-CORS-3");
        assertThat(play.refuses("corsair Ann Hambourg").ruleId()).isEqualTo("LC-CORS-3");
        play.then("corsair Ann Arkhangelsk \"Iles Aleoutiennes\" Vladivostok");
        assertThat(play.state().corsair().stop()).isEqualTo("Vladivostok");
        assertThat(play.refuses("corsair Ann Yokohama").ruleId()).isEqualTo("LC-CORS-3");
        assertThat(play.refuses("buy Ann 1").ruleId()).isEqualTo("LC-CORS-3");
        play.then("end Ann", "end Bob", "end Cy", "corsair Ann Yokohama");
        assertThat(play.state().corsair().stop()).isEqualTo("Yokohama");
    }

    @Test
    void LC_CORS_4_sinks_every_other_ship_it_passes_or_stops_on_never_its_owner() {
        Play play = Play.corsairAtCapNord()
                .then("end Ann", "move Bob Hambourg", "end Bob", "move Cy Yokohama", "end Cy", "direct Ann Hambourg");
        play.then("corsair Ann Londres Hambourg");
        assertThat(play.p("Ann").status()).isEqualTo(PlayerStatus.AFLOAT);
        assertThat(play.p("Bob").status()).isEqualTo(PlayerStatus.ELIMINATED);
        assertThat(play.cash("Ann")).isEqualTo(3 + 3);
    }

    @Test
    void LC_CORS_4_several_ships_sunk_in_one_turn() {
        Play play = Play.corsairAtCapNord()
                .then(
                        "end Ann",
                        "move Bob Hambourg",
                        "end Bob",
                        "direct Cy Arkhangelsk",
                        "end Cy",
                        "corsair Ann Arkhangelsk Hambourg");
        assertThat(play.state().winner()).isEqualTo("Ann");
        assertThat(play.cash("Ann")).isEqualTo(3 + 3 + 3);
    }

    @Test
    void LC_CORS_5_a_sunk_captain_hands_his_cash_to_the_owner_and_is_out_his_cargo_back_to_the_bank() {
        Play play = Play.corsairAtCapNord().then("end Ann", "buy Bob 2", "end Bob", "end Cy", "corsair Ann Londres");
        Player bob = play.p("Bob");
        assertThat(bob.status()).isEqualTo(PlayerStatus.ELIMINATED);
        assertThat(bob.cash()).isZero();
        assertThat(bob.cargo().isEmpty()).isTrue();
        assertThat(bob.stop()).isNull();
        assertThat(play.cash("Ann")).isEqualTo(3 + 1);
        assertThat(play.state().wrecks()).isEmpty();
        play.then("end Ann");
        assertThat(play.state().current().name()).isEqualTo("Cy");
        play.then("end Cy");
        assertThat(play.state().current().name()).isEqualTo("Ann");
    }

    @Test
    void LC_CORS_6_the_corsair_takes_no_wreck_pile_and_cannot_be_brawled() {
        Play play = Play.corsairAtCapNord().then("end Ann", "buy Bob 2", "storm Bob 22");
        assertThat(play.state().corsair().forSale()).isTrue();
        assertThat(play.state().pileAt("Cap Nord").of(Good.WOOL)).isEqualTo(2);
        Play pile = Play.annOwnsCorsair()
                .then(
                        "direct Ann Perth",
                        "end Ann",
                        "buy Bob 2",
                        "move Bob \"Le Havre\"",
                        "end Bob",
                        "storm Cy 11",
                        "end Cy",
                        "corsair-enter Ann 1");
        assertThat(pile.state().pileAt("Gibraltar").isEmpty()).isFalse();
        assertThat(pile.state().corsair().stop()).isEqualTo("Gibraltar");
        int before = pile.state().pileAt("Gibraltar").total();
        pile.then("end Ann", "reenter Bob 1 Marseille", "end Bob", "end Cy", "corsair Ann Marseille Gibraltar");
        assertThat(pile.state().pileAt("Gibraltar").total()).isEqualTo(before);
        assertThat(pile.p("Bob").status()).isEqualTo(PlayerStatus.ELIMINATED);
    }

    @Test
    void LC_HIDE_1_cash_cargo_and_played_cards_are_public_hands_are_not() {
        Play play = Play.roundTwo().then("buy Ann 1", "storm Ann 66");
        var view = play.rules().view(play.state());
        @SuppressWarnings("unchecked")
        var ann = ((List<Map<String, Object>>) view.get("players")).get(0);
        assertThat(ann).containsEntry("cash", 2).containsKey("cargo");
        @SuppressWarnings("unchecked")
        var cards = (Map<String, Object>) ann.get("cardsPlayed");
        assertThat(cards).containsEntry("storm", 1).containsEntry("inHand", 11);
    }

    @Test
    void LC_END_1_the_last_player_in_the_game_wins_a_wrecked_one_is_still_in() {
        Play play = Play.corsairAtCapNord().then("end Ann", "storm Bob 33", "end Bob");
        assertThat(play.p("Cy").status()).isEqualTo(PlayerStatus.WRECKED);
        play.then("reenter Cy 2 Londres", "end Cy", "corsair Ann Londres");
        assertThat(play.state().winner()).isEqualTo("Ann");
        assertThat(play.rules().view(play.state())).containsEntry("winner", "Ann");
        assertThat(play.refuses("end Ann").ruleId()).isEqualTo("LC-END-1");
    }

    @Test
    void LC_END_1_no_winner_while_a_wrecked_player_waits_to_reenter() {
        Play play = Play.corsairAtCapNord()
                .then(
                        "corsair Ann Arkhangelsk \"Iles Aleoutiennes\"",
                        "end Ann",
                        "storm Bob 22",
                        "end Bob",
                        "end Cy",
                        "corsair Ann \"San Francisco\"");
        assertThat(play.p("Cy").status()).isEqualTo(PlayerStatus.ELIMINATED);
        assertThat(play.p("Bob").status()).isEqualTo(PlayerStatus.WRECKED);
        assertThat(play.state().winner()).isNull();
        assertThat(play.state().current().name()).isEqualTo("Ann");
    }
}
