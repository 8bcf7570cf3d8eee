package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;

/** The journal's plain words say what a command caused, in French and English. */
class LongCoursDescribeTest {

    private static String en(Play play, String line) {
        return say(play, line, Locale.ENGLISH);
    }

    private static String fr(Play play, String line) {
        return say(play, line, Locale.FRENCH);
    }

    private static String say(Play play, String line, Locale locale) {
        LongCoursCommand c = play.rules().parse(Words.split(line), play.state());
        return play.rules().describe(play.state(), c, locale);
    }

    /** Ann bought 3 M of fruit, was wrecked by Bob's storm on zone 11 and is back at Dakar; her turn, round 3. */
    private static Play pileAtGibraltar() {
        return Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 3",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy \"San Francisco\"",
                        "end Cy",
                        "end Ann",
                        "storm Bob 11",
                        "end Bob",
                        "end Cy",
                        "reenter Ann 1 Dakar");
    }

    @Test
    void LC_STORM_3_a_move_onto_a_wreck_site_says_the_pile_it_salvages() {
        Play play = pileAtGibraltar();
        assertThat(en(play, "move Ann Gibraltar"))
                .isEqualTo("Ann moves to Gibraltar and salvages 3 M of goods at Gibraltar");
        assertThat(fr(play, "move Ann Gibraltar"))
                .isEqualTo("Ann va à Gibraltar et récupère 3 M de marchandises dans les épaves de Gibraltar");
        assertThat(en(play, "move Ann \"Le Havre\"")).isEqualTo("Ann moves to Le Havre");
    }

    @Test
    void LC_STORM_5_a_re_entry_names_the_port_without_his_or_her() {
        Play play = Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy \"San Francisco\"",
                        "end Cy",
                        "end Ann",
                        "storm Bob 11",
                        "end Bob",
                        "end Cy");
        assertThat(en(play, "reenter Ann 1 Dakar")).isEqualTo("Ann rolls 1 and re-enters at Dakar");
        assertThat(fr(play, "reenter Ann 1 Dakar")).isEqualTo("Ann fait 1 et remet son navire à Dakar");
    }

    @Test
    void LC_STORM_1_a_storm_names_the_ships_it_wrecks() {
        Play play = Play.roundTwo().then("move Ann Gibraltar", "end Ann", "move Bob \"Le Havre\"", "end Bob");
        assertThat(en(play, "storm Cy 11")).isEqualTo("Cy plays a Storm on zone 11: Ann and Bob are wrecked");
        assertThat(fr(play, "storm Cy 11"))
                .isEqualTo("Cy joue une Tempête sur la zone 11\u202F: Ann et Bob s’échouent");
        assertThat(en(play, "storm Cy 33")).isEqualTo("Cy plays a Storm on zone 33: Cy is wrecked");
        assertThat(fr(play, "storm Cy 33")).isEqualTo("Cy joue une Tempête sur la zone 33\u202F: Cy s’échoue");
        assertThat(en(play, "storm Cy 44")).isEqualTo("Cy plays a Storm on zone 44: no ship is wrecked");
        assertThat(fr(play, "storm Cy 44"))
                .isEqualTo("Cy joue une Tempête sur la zone 44\u202F: aucun navire ne s’échoue");
    }

    @Test
    void LC_STORM_4_a_storm_on_the_corsair_says_it_sinks() {
        Play play = Play.corsairAtCapNord().then("end Ann");
        assertThat(en(play, "storm Bob 22"))
                .isEqualTo("Bob plays a Storm on zone 22: Bob is wrecked; the Corsair sinks");
        assertThat(fr(play, "storm Bob 22"))
                .isEqualTo("Bob joue une Tempête sur la zone 22\u202F: Bob s’échoue\u202F; le Corsaire coule");
    }

    @Test
    void LC_CORS_4_corsair_moves_name_the_sunk_captains_and_the_cash_the_owner_receives() {
        Play one = Play.corsairAtCapNord().then("end Ann", "buy Bob 2", "end Bob", "end Cy");
        assertThat(en(one, "corsair Ann Londres"))
                .isEqualTo("Ann sails the Corsair through Londres: sinks Bob; Ann receives 1 M");
        assertThat(fr(one, "corsair Ann Londres"))
                .isEqualTo("Ann mène le Corsaire par Londres\u202F: coule Bob\u202F; Ann reçoit 1 M");
        assertThat(en(one, "corsair Ann Arkhangelsk")).isEqualTo("Ann sails the Corsair through Arkhangelsk");
    }

    @Test
    void LC_END_1_the_command_that_ends_the_game_names_the_winner() {
        Play play = Play.corsairAtCapNord()
                .then("end Ann", "move Bob Hambourg", "end Bob", "direct Cy Arkhangelsk", "end Cy");
        assertThat(en(play, "corsair Ann Arkhangelsk Hambourg"))
                .isEqualTo(
                        "Ann sails the Corsair through Arkhangelsk, Hambourg: sinks Bob and Cy; Ann receives 6 M. Ann wins the game");
        assertThat(fr(play, "corsair Ann Arkhangelsk Hambourg"))
                .isEqualTo(
                        "Ann mène le Corsaire par Arkhangelsk, Hambourg\u202F: coule Bob et Cy\u202F; Ann reçoit 6 M. Ann gagne la partie");
    }

    @Test
    void LC_CORS_5_sailing_onto_the_corsair_says_who_receives_the_cash() {
        Play play = Play.corsairAtCapNord().then("end Ann");
        assertThat(en(play, "move Bob \"Cap Nord\""))
                .isEqualTo("Bob moves to Cap Nord: the Corsair sinks the ship and Ann receives 3 M");
        assertThat(fr(play, "move Bob \"Cap Nord\""))
                .isEqualTo("Bob va au Cap Nord\u202F: le Corsaire coule son navire et Ann reçoit 3 M");
    }

    @Test
    void LC_BRAWL_3_a_brawl_says_who_won_and_how_much_cash_changed_hands() {
        Play play = Play.roundTwo().then("direct Ann Londres");
        assertThat(en(play, "brawl Ann Bob 3"))
                .isEqualTo("Ann brawls with Bob (cards 3): Ann wins and takes 3 M from Bob");
        assertThat(fr(play, "brawl Ann Bob 3"))
                .isEqualTo("Ann se bagarre avec Bob (cartes 3)\u202F: Ann gagne et prend 3 M à Bob");
        Play broke = Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 3",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy \"San Francisco\"",
                        "end Cy",
                        "direct Ann Londres");
        assertThat(en(broke, "brawl Ann Bob 3 5"))
                .isEqualTo("Ann brawls with Bob (cards 3, 5): Bob wins; Ann has no cash");
        assertThat(fr(broke, "brawl Ann Bob 3 5"))
                .isEqualTo("Ann se bagarre avec Bob (cartes 3, 5)\u202F: Bob gagne\u202F; Ann n’a pas d’argent");
    }

    @Test
    void LC_CORS_1_an_auction_says_who_bought_at_what_price_or_that_nobody_bid() {
        Play play = Play.roundTwo().then("end Ann", "end Bob", "end Cy");
        assertThat(en(play, "auction Ann")).isEqualTo("Ann calls the Corsair auction: nobody bids");
        assertThat(fr(play, "auction Ann")).isEqualTo("Ann met le Corsaire aux enchères\u202F: personne n’enchérit");
        Play rich = Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 3",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy \"San Francisco\"",
                        "end Cy",
                        "resell Ann 2");
        assertThat(en(rich, "auction Ann Ann 6 Cy 6 Ann 8"))
                .isEqualTo("Ann calls the Corsair auction: Ann buys it for 8 M");
        assertThat(fr(rich, "auction Ann Ann 6 Cy 6 Ann 8"))
                .isEqualTo("Ann met le Corsaire aux enchères\u202F: Ann l’achète 8 M");
    }

    @Test
    void LC_SELL_2_a_resale_says_nothing_sold_or_n_M_for_three_times_n() {
        Play play = Play.game("Ann Bob Cy")
                .then(
                        "place Ann Marseille",
                        "buy Ann 3",
                        "end Ann",
                        "place Bob Londres",
                        "end Bob",
                        "place Cy \"San Francisco\"",
                        "end Cy");
        assertThat(en(play, "resell Ann 2")).isEqualTo("Ann rolls 2 and resells 3 M of fruit for 9 M");
        assertThat(fr(play, "resell Ann 2")).isEqualTo("Ann fait 2 et revend 3 M de fruits pour 9 M");
        assertThat(en(play, "resell Ann 6")).isEqualTo("Ann rolls 6 (gold): nothing to resell");
        assertThat(fr(play, "resell Ann 6")).isEqualTo("Ann fait 6 (or)\u202F: rien à revendre");
    }

    @Test
    void a_refused_command_is_still_told_without_consequences() {
        Play play = Play.roundTwo();
        assertThat(en(play, "move Ann Perth")).isEqualTo("Ann moves to Perth");
        assertThat(en(play, "end Ann")).isEqualTo("Ann ends the turn");
        assertThat(en(play, "storm Bob 11")).isEqualTo("Bob plays a Storm on zone 11");
    }
}
