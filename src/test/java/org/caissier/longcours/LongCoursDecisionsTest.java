package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.caissier.table.Games;
import org.caissier.table.Script;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the rule text is silent: D-LC-1 .. D-LC-8. */
class LongCoursDecisionsTest {

    @Test
    void D_LC_1_the_default_board_is_marked_unverified_and_a_corrected_board_file_is_used(@TempDir Path dir)
            throws IOException {
        assertThat(Play.game("Ann Bob Cy").state().board().verified()).isFalse();
        String json = new String(
                        getClass().getResourceAsStream("/longcours/board.json").readAllBytes(), StandardCharsets.UTF_8)
                .replace("\"verified\": false", "\"verified\": true")
                .replace("[\"Le Havre\", \"Londres\"]", "[\"Marseille\", \"Londres\"]");
        Files.writeString(dir.resolve("my-board.json"), json);
        List<String> lines = List.of(
                "game long-cours board=my-board.json Ann Bob Cy",
                "place Ann Marseille",
                "end Ann",
                "place Bob Hambourg",
                "end Bob",
                "place Cy Yokohama",
                "end Cy",
                "move Ann Londres");
        Script.Outcome out = new Script(new Games(List.of(new LongCoursModule()))).run(lines, dir);
        assertThat(out).isInstanceOf(Script.Finished.class);
        assertThat(((Script.Finished) out).view()).containsEntry("boardVerified", true);
        Script.Outcome refused = new Script(new Games(List.of(new LongCoursModule())))
                .run(
                        List.of(
                                lines.get(0).replace(" board=my-board.json", ""),
                                lines.get(1),
                                lines.get(2),
                                lines.get(3),
                                lines.get(4),
                                lines.get(5),
                                lines.get(6),
                                lines.get(7)),
                        dir);
        assertThat(refused).isInstanceOf(Script.Refused.class);
        assertThat(((Script.Refused) refused).ruleId()).isEqualTo("LC-MOVE-1");
        Script.Outcome missing = new Script(new Games(List.of(new LongCoursModule())))
                .run(List.of("game long-cours board=nowhere.json Ann Bob Cy"), dir);
        assertThat(missing).isInstanceOf(Script.DataProblem.class);
        assertThat(((Script.DataProblem) missing).message()).contains("nowhere.json");
    }

    @Test
    void D_LC_2_brawl_cards_are_named_by_the_board_and_played_by_rank_1_to_12() {
        Board board = Play.game("Ann Bob Cy").state().board();
        assertThat(board.brawlCard(3)).isEqualTo("Bagarre 3");
        assertThat(board.brawlCard(12)).isEqualTo("Bagarre 12");
        Play play = Play.game("Ann Bob Cy")
                .then(
                        "place Ann \"Le Havre\"",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy Yokohama",
                        "end Cy",
                        "move Ann Londres");
        assertThat(play.refuses("brawl Ann Bob 13").ruleId()).isEqualTo("D-LC-2");
        play.then("brawl Ann Bob 1 2");
        assertThat(play.p("Bob").cards().brawlRanks()).containsExactly(2);
    }

    @Test
    void D_LC_3_bids_and_purchases_stay_within_cash_which_is_never_negative() {
        Play play = Play.roundTwo();
        assertThat(play.refuses("buy Ann 4").ruleId()).isEqualTo("LC-BUY-1");
        assertThat(play.refuses("auction Ann Bob 6").ruleId()).isEqualTo("D-LC-3");
        assertThat(play.state().players()).allSatisfy(p -> assertThat(p.cash()).isNotNegative());
    }

    @Test
    void D_LC_4_a_corsair_sunk_by_a_storm_has_no_owner_and_its_price_is_not_refunded() {
        Play play = Play.corsairAtCapNord();
        int annCash = play.cash("Ann");
        play.then("end Ann", "storm Bob 22");
        assertThat(play.state().corsair().owner()).isNull();
        assertThat(play.state().corsair().stop()).isNull();
        assertThat(play.cash("Ann")).isEqualTo(annCash);
    }

    @Test
    void D_LC_5_a_ship_on_a_stormed_wreck_site_is_wrecked_and_its_cargo_joins_the_pile_there() {
        Play play = Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 2",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy Yokohama",
                        "end Cy",
                        "move Ann Gibraltar",
                        "storm Ann 11");
        assertThat(play.p("Ann").status()).isEqualTo(PlayerStatus.WRECKED);
        assertThat(play.state().pileAt("Gibraltar").of(Good.FRUIT)).isEqualTo(2);
    }

    @Test
    void D_LC_6_a_ship_moving_onto_the_corsair_is_sunk_but_the_corsair_sinks_nobody_on_entry() {
        Play entry = Play.annOwnsCorsair()
                .then(
                        "direct Ann Perth",
                        "end Ann",
                        "move Bob \"Cap Nord\"",
                        "end Bob",
                        "end Cy",
                        "corsair-enter Ann 2");
        assertThat(entry.state().corsair().stop()).isEqualTo("Cap Nord");
        assertThat(entry.p("Bob").status()).isEqualTo(PlayerStatus.AFLOAT);
        assertThat(entry.p("Bob").stop()).isEqualTo("Cap Nord");

        Play onto = Play.corsairAtCapNord().then("end Ann", "move Bob \"Cap Nord\"");
        assertThat(onto.p("Bob").status()).isEqualTo(PlayerStatus.ELIMINATED);
        assertThat(onto.cash("Ann")).isEqualTo(6);
        assertThat(onto.state().current().name())
                .as("a sunk player's turn passes at once")
                .isEqualTo("Cy");
        onto.then("direct Cy \"Le Havre\"", "end Cy", "move Ann \"Le Havre\"");
        assertThat(onto.p("Cy").status())
                .as("the owner's own cargo ship sinks nobody")
                .isEqualTo(PlayerStatus.AFLOAT);
    }

    @Test
    void D_LC_7_round_one_is_placement_and_purchase_and_re_entry_comes_first() {
        Play play = Play.game("Ann Bob Cy").then("place Ann Marseille");
        assertThat(play.refuses("resell Ann 2").ruleId()).isEqualTo("D-LC-7");
        assertThat(play.refuses("move Ann Gibraltar").ruleId()).isEqualTo("D-LC-7");
        Play wrecked = Play.roundTwo().then("storm Ann 22", "end Ann");
        assertThat(wrecked.refuses("storm Bob 33").ruleId()).isEqualTo("D-LC-7");
        assertThat(wrecked.refuses("end Bob").ruleId()).isEqualTo("D-LC-7");
        assertThat(wrecked.whyNot(new LongCoursCommand.Buy("Bob", 1)))
                .get()
                .extracting(v -> v.ruleId())
                .isEqualTo("D-LC-7");
    }

    @Test
    void D_LC_8_impossible_card_plays_are_refused() {
        Play shortGame = Play.game("short Ann Bob Cy")
                .then(
                        "place Ann \"Le Havre\"",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy Yokohama",
                        "end Cy",
                        "move Ann Londres");
        assertThat(shortGame.refuses("brawl Ann Bob 2").ruleId()).isEqualTo("D-LC-8");

        Play six = Play.game("A B C D E F")
                .then(
                        "place A Marseille",
                        "end A",
                        "place B Londres",
                        "end B",
                        "place C Yokohama",
                        "end C",
                        "place D Valparaiso",
                        "end D",
                        "place E Perth",
                        "end E",
                        "place F \"New York\"",
                        "end F");
        for (int i = 0; i < 6; i++) {
            six.then("storm A 66");
        }
        assertThat(six.refuses("storm A 66").english()).contains("dealt 6 cards");
        six.then("end A");
        for (int i = 0; i < 6; i++) {
            six.then("storm B 66");
        }
        assertThat(six.state().players().stream()
                        .mapToInt(p -> p.cards().storms())
                        .sum())
                .isEqualTo(12);
        six.then("end B");
        assertThat(six.refuses("storm C 66").english()).contains("all 12 Storm cards");
    }
}
