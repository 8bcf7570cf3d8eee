package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;

/** Material and setup: LC-MAT-*, LC-SET-*. */
class LongCoursSetupTest {

    private final Board board = Play.game("Ann Bob Cy").state().board();

    @Test
    void LC_MAT_1_six_zones_each_with_three_ports_and_a_wreck_site() {
        assertThat(board.zones()).extracting(Board.Zone::number).containsExactly(11, 22, 33, 44, 55, 66);
        assertThat(board.wreckSites())
                .containsExactly("Gibraltar", "Cap Nord", "Iles Aléoutiennes", "Cap Horn", "Malaisie", "Panama");
        assertThat(board.zones()).allSatisfy(z -> assertThat(z.ports()).hasSize(3));
        assertThat(board.zone(55).orElseThrow().ports())
                .extracting(Board.Port::name)
                .containsExactlyInAnyOrder("Tamatave", "Colombo", "Perth");
        assertThat(board.goodAt("Perth")).contains(Good.GOLD);
        assertThat(board.goodAt("Valparaiso")).contains(Good.CEREALS);
        assertThat(board.goodAt("Gibraltar")).isEmpty();
        assertThat(board.stops()).hasSize(24);
        assertThat(board.lines()).hasSize(34);
        assertThat(board.neighbours("Dakar"))
                .containsExactlyInAnyOrder("Le Havre", "Gibraltar", "Rio de Janeiro", "Tamatave");
    }

    @Test
    void LC_MAT_2_six_goods_and_the_resale_die_faces() {
        assertThat(Good.values())
                .extracting(Good::id)
                .containsExactly("cereals", "fruit", "wool", "wood", "cloth", "gold");
        assertThat(board.resaleDie().get(1)).isEqualTo(Good.CEREALS);
        assertThat(board.resaleDie().get(2)).isEqualTo(Good.FRUIT);
        assertThat(board.resaleDie()).hasSize(6);
    }

    @Test
    void LC_MAT_3_any_whole_amount_of_M_is_a_purchase_kept_as_its_sum() {
        Play play = Play.roundTwo().then("resell Ann 1", "end Ann", "end Bob", "end Cy");
        play.then("buy Ann 1", "buy Ann 2");
        assertThat(play.p("Ann").cargo().of(Good.FRUIT)).isEqualTo(3);
        assertThat(play.refuses("buy Ann 0,5").ruleId()).isEqualTo(RuleViolation.SYNTAX);
    }

    @Test
    void LC_MAT_4_thirty_six_cards_twelve_of_each_kind_and_the_two_named_brawl_cards() {
        Deck deck = Deck.forGame(3, false);
        assertThat(deck.size()).isEqualTo(36);
        assertThat(deck.storms()).isEqualTo(12);
        assertThat(deck.directs()).isEqualTo(12);
        assertThat(deck.brawlRanks()).hasSize(12);
        assertThat(board.brawlCard(1)).isEqualTo("Un regard mauvais");
        assertThat(board.brawlCard(2)).isEqualTo("Un regard terrible");
    }

    @Test
    void LC_MAT_5_one_six_sided_die_and_one_corsair() {
        Play play = Play.roundTwo();
        assertThat(play.refuses("resell Ann 7").ruleId()).isEqualTo("LC-SELL-1");
        assertThat(play.refuses("resell Ann 0").ruleId()).isEqualTo("LC-SELL-1");
        assertThat(play.state().corsair()).isEqualTo(Corsair.FOR_SALE);
        Play owned = Play.annOwnsCorsair();
        assertThat(owned.refuses("auction Ann Ann 6").ruleId()).isEqualTo("LC-CORS-1");
    }

    @Test
    void LC_SET_1_three_to_six_players() {
        assertThat(Play.game("Ann Bob Cy").state().players()).hasSize(3);
        assertThat(Play.game("A B C D E F").state().players()).hasSize(6);
        assertThatThrownBy(() -> Play.game("Ann Bob"))
                .isInstanceOf(RuleViolation.class)
                .extracting(e -> ((RuleViolation) e).ruleId())
                .isEqualTo("LC-SET-1");
        assertThatThrownBy(() -> Play.game("A B C D E F G"))
                .isInstanceOf(RuleViolation.class)
                .hasMessageContaining("3 to 6");
        assertThatThrownBy(() -> Play.game("Ann Bob ann"))
                .isInstanceOf(RuleViolation.class)
                .hasMessageContaining("two players");
    }

    @Test
    void LC_SET_2_each_player_starts_with_3_M_from_the_bank_and_the_corsair_aside() {
        LongCoursState s = Play.game("Ann Bob Cy Dee").state();
        assertThat(s.players()).allSatisfy(p -> {
            assertThat(p.cash()).isEqualTo(3);
            assertThat(p.cargo().isEmpty()).isTrue();
            assertThat(p.stop()).isNull();
        });
        assertThat(s.bank().paidOut()).isEqualTo(12);
        assertThat(s.corsair().owner()).isNull();
        assertThat(s.corsair().stop()).isNull();
    }

    @Test
    void LC_SET_3_all_cards_dealt_and_with_five_players_un_regard_mauvais_is_removed() {
        assertThat(Deck.forGame(3, false).cardsPerPlayer()).isEqualTo(12);
        assertThat(Deck.forGame(4, false).cardsPerPlayer()).isEqualTo(9);
        assertThat(Deck.forGame(6, false).cardsPerPlayer()).isEqualTo(6);
        Deck five = Deck.forGame(5, false);
        assertThat(five.size()).isEqualTo(35);
        assertThat(five.cardsPerPlayer()).isEqualTo(7);
        assertThat(five.removedRanks()).containsExactly(1);
        Play play = Play.game("A B C D E");
        assertThat(play.state().deck().brawlRanks()).doesNotContain(1);
    }

    @Test
    void LC_SET_4_short_game_removes_both_regard_cards_and_some_storms_and_direct_moves() {
        for (int n : List.of(3, 5, 6)) {
            Deck d = Deck.forGame(n, true);
            assertThat(d.size()).as(n + " players").isEqualTo(30);
            assertThat(d.storms()).isEqualTo(10);
            assertThat(d.directs()).isEqualTo(10);
            assertThat(d.removedRanks()).containsExactly(1, 2);
        }
        assertThat(Deck.forGame(3, true).cardsPerPlayer()).isEqualTo(10);
        assertThat(Deck.forGame(5, true).cardsPerPlayer()).isEqualTo(6);
        assertThat(Deck.forGame(6, true).cardsPerPlayer()).isEqualTo(5);
        Deck four = Deck.forGame(4, true);
        assertThat(four.size()).isEqualTo(28);
        assertThat(four.storms()).isEqualTo(9);
        assertThat(four.directs()).isEqualTo(9);
        assertThat(four.cardsPerPlayer()).isEqualTo(7);
        assertThat(Play.game("short Ann Bob Cy Dee").state().deck()).isEqualTo(four);
    }

    @Test
    void LC_SET_5_no_card_in_the_first_round() {
        Play play = Play.game("Ann Bob Cy").then("place Ann Marseille");
        assertThat(play.refuses("storm Ann 22").ruleId()).isEqualTo("LC-SET-5");
        assertThat(play.refuses("direct Ann Perth").ruleId()).isEqualTo("LC-SET-5");
        play.then("end Ann", "place Bob Londres");
        assertThat(play.refuses("brawl Bob Ann 3").ruleId()).isEqualTo("LC-SET-5");
    }

    @Test
    void LC_SET_6_ith_player_places_in_zone_11_i_then_makes_a_first_purchase() {
        Play play = Play.game("Ann Bob Cy");
        assertThat(play.refuses("buy Ann 1").ruleId()).isEqualTo("LC-SET-6");
        assertThat(play.refuses("end Ann").ruleId()).isEqualTo("LC-SET-6");
        assertThat(play.refuses("place Ann Londres").ruleId()).isEqualTo("LC-SET-6");
        assertThat(play.refuses("place Ann Gibraltar").ruleId()).isEqualTo("LC-SET-6");
        play.then("place Ann dakar", "buy Ann 2");
        assertThat(play.p("Ann").stop()).isEqualTo("Dakar");
        assertThat(play.p("Ann").cargo().of(Good.WOOD)).isEqualTo(2);
        assertThat(play.refuses("buy Ann 1").ruleId()).isEqualTo("LC-SET-6");
        assertThat(play.refuses("place Ann Marseille").ruleId()).isEqualTo("LC-SET-6");
        play.then("end Ann");
        assertThat(play.refuses("place Bob Dakar").ruleId()).isEqualTo("LC-SET-6");
        play.then("place Bob Hambourg", "end Bob", "place Cy Yokohama", "end Cy");
        assertThat(play.state().round()).isEqualTo(2);
        assertThat(play.refuses("place Ann Marseille").ruleId()).isEqualTo("LC-SET-6");
    }

    @Test
    void game_line_is_canonical_and_names_the_board_file() {
        var g = new LongCoursModule().start(Words.split("courte \"Ann Marie\" Bob Cy"), Path.of("."));
        assertThat(g.gameLine()).isEqualTo("game long-cours short \"Ann Marie\" Bob Cy");
        assertThat(g.dataFiles()).singleElement().satisfies(d -> {
            assertThat(d.role()).isEqualTo("board");
            assertThat(d.source()).isEqualTo("default");
        });
    }
}
