package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.caissier.table.RuleViolation;
import org.junit.jupiter.api.Test;

/** Turns, buying, moving, resale: LC-TURN-*, LC-BUY-*, LC-MOVE-*, LC-SELL-*. */
class LongCoursTurnTest {

    @Test
    void LC_TURN_1_only_the_player_whose_turn_it_is_acts_and_turns_go_round() {
        Play play = Play.roundTwo();
        assertThat(play.state().current().name()).isEqualTo("Ann");
        assertThat(play.refuses("move Bob Hambourg").ruleId()).isEqualTo("LC-TURN-1");
        assertThat(play.refuses("end Bob").english()).contains("not Bob's turn but Ann's");
        play.then("end Ann");
        assertThat(play.state().current().name()).isEqualTo("Bob");
        play.then("end Bob", "end Cy");
        assertThat(play.state().current().name()).isEqualTo("Ann");
        assertThat(play.state().round()).isEqualTo(3);
    }

    @Test
    void LC_TURN_2_every_operation_in_any_order_within_the_turn() {
        Play play = Play.roundTwo().then("buy Ann 1", "move Ann \"Le Havre\"", "buy Ann 1", "resell Ann 2");
        assertThat(play.p("Ann").cash()).isEqualTo(1 + 3);
        assertThat(play.p("Ann").cargo().of(Good.CLOTH)).isEqualTo(1);
        assertThat(play.p("Ann").cargo().of(Good.FRUIT)).isZero();
        play.then("storm Ann 33", "end Ann");
        assertThat(play.p("Cy").status()).isEqualTo(PlayerStatus.WRECKED);
    }

    @Test
    void LC_BUY_1_only_the_port_good_within_cash_and_never_at_a_wreck_site() {
        Play play = Play.roundTwo();
        play.then("buy Ann 2");
        assertThat(play.p("Ann").cargo().amounts()).containsOnlyKeys(Good.FRUIT);
        assertThat(play.cash("Ann")).isEqualTo(1);
        assertThat(play.state().bank().received()).isEqualTo(2);
        assertThat(play.refuses("buy Ann 2").ruleId()).isEqualTo("LC-BUY-1");
        assertThat(play.refuses("buy Ann 0").ruleId()).isEqualTo("LC-BUY-1");
        play.then("move Ann Gibraltar");
        assertThat(play.refuses("buy Ann 1").english()).contains("wreck site");
    }

    @Test
    void LC_BUY_2_cargo_is_the_public_sum_bought_of_each_good() {
        Play play = Play.roundTwo().then("buy Ann 1", "buy Ann 2");
        @SuppressWarnings("unchecked")
        var players =
                (List<Map<String, Object>>) play.rules().view(play.state()).get("players");
        assertThat(players.get(0).get("cargo"))
                .isEqualTo(Map.of("cereals", 0, "fruit", 3, "wool", 0, "wood", 0, "cloth", 0, "gold", 0));
    }

    @Test
    void LC_MOVE_1_one_ordinary_move_per_turn_along_a_dotted_line() {
        Play play = Play.roundTwo();
        assertThat(play.refuses("move Ann Dakar").ruleId()).isEqualTo("LC-MOVE-1");
        assertThat(play.refuses("move Ann Dakar").english()).contains("Gibraltar", "Le Havre");
        play.then("move Ann \"Le Havre\"");
        assertThat(play.p("Ann").stop()).isEqualTo("Le Havre");
        assertThat(play.refuses("move Ann Londres").ruleId()).isEqualTo("LC-MOVE-1");
        play.then("end Ann", "end Bob", "end Cy", "move Ann Londres");
        assertThat(play.p("Ann").stop()).isEqualTo("Londres");
    }

    @Test
    void LC_MOVE_2_direct_moves_go_to_any_port_instead_of_the_ordinary_move() {
        Play play = Play.roundTwo().then("direct Ann Perth", "direct Ann Valparaiso");
        assertThat(play.p("Ann").stop()).isEqualTo("Valparaiso");
        assertThat(play.p("Ann").cards().directs()).isEqualTo(2);
        assertThat(play.refuses("move Ann \"Cap Horn\"").ruleId()).isEqualTo("LC-MOVE-2");
        assertThat(play.refuses("direct Ann Panama").ruleId()).isEqualTo("LC-MOVE-2");
        play.then("end Ann", "move Bob Hambourg");
        assertThat(play.refuses("direct Bob Perth").ruleId()).isEqualTo("LC-MOVE-2");
    }

    @Test
    void LC_MOVE_3_every_card_played_leaves_the_game() {
        Play play = Play.roundTwo().then("direct Ann \"Le Havre\"", "storm Ann 66");
        assertThat(play.p("Ann").cards().total()).isEqualTo(2);
        assertThat(play.p("Ann").cards().directs()).isEqualTo(1);
        assertThat(play.p("Ann").cards().storms()).isEqualTo(1);
        play.then("end Ann", "move Bob \"Le Havre\"", "brawl Bob Ann 5 7");
        play.then("end Bob", "end Cy", "brawl Ann Bob 6");
        assertThat(play.refuses("brawl Ann Bob 7").ruleId()).isEqualTo("D-LC-8");
        for (int played : List.of(5, 6, 7)) {
            assertThat(play.whyNot(new LongCoursCommand.Brawl("Ann", "Bob", List.of(played))))
                    .get()
                    .extracting(RuleViolation::ruleId)
                    .isEqualTo("D-LC-8");
        }
    }

    @Test
    void LC_SELL_1_one_resale_roll_per_turn_the_face_names_the_good() {
        Play play = Play.roundTwo().then("buy Ann 3", "resell Ann 3");
        assertThat(play.p("Ann").cargo().of(Good.FRUIT)).isEqualTo(3);
        assertThat(play.refuses("resell Ann 2").ruleId()).isEqualTo("LC-SELL-1");
        play.then("end Ann", "end Bob", "end Cy", "resell Ann 2 dice=virtual");
        assertThat(play.cash("Ann")).isEqualTo(9);
    }

    @Test
    void LC_SELL_2_the_bank_pays_three_times_the_cost_of_that_good_only() {
        Play play = Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 2",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy Yokohama",
                        "end Cy",
                        "move Ann \"Le Havre\"",
                        "buy Ann 1",
                        "resell Ann 2");
        assertThat(play.cash("Ann")).isEqualTo(6);
        assertThat(play.p("Ann").cargo().of(Good.FRUIT)).isZero();
        assertThat(play.p("Ann").cargo().of(Good.CLOTH)).isEqualTo(1);
        assertThat(play.state().bank().paidOut()).isEqualTo(9 + 6);
        play.then("end Ann", "resell Bob 6");
        assertThat(play.cash("Bob")).isEqualTo(3);
    }
}
