package org.caissier.cup.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.caissier.table.RuleViolation;
import org.junit.jupiter.api.Test;

/**
 * A refusal at the board is said in the player's language from the rule texts (resources/i18n/rules/cupmatch*),
 * with the crew, the values and the colour word filled in each language.
 */
class MatchRefusalTextsTest {

    private static void says(RuleViolation v, String english, String french) {
        assertThat(v.key()).as("a rule-text key").isPresent();
        assertThat(v.english()).isEqualTo(english);
        assertThat(v.message(Locale.FRENCH)).isEqualTo(french);
    }

    @Test
    void a_card_of_the_wrong_colour_names_the_colour_in_each_language_and_the_crew() {
        says(
                Sail.match("Ann Bob").refused("card Ann 3 red", "AC-CARD-2"),
                "starboard tack plays green, port tack red: red does not suit Ann's tack",
                "tribord amures se joue en vert, bâbord amures en rouge\u202F: rouge ne va pas avec l’amure d’Ann");
    }

    @Test
    void a_card_out_of_range_says_the_range_for_the_leg() {
        says(
                Sail.match("Ann Bob").refused("card Ann 7 green", "D-AC-1"),
                "upwind a card is worth 2 to 5 MP, not 7",
                "au près une carte vaut 2 à 5 PM, pas 7");
    }

    @Test
    void a_sequence_that_does_not_open_with_a_two_says_why() {
        says(
                Sail.advancedStarted().refused("card Ann 3 green 1 2 3", "AC-SEQ-1"),
                "no 3: a leg starts with a 2 (or discard for 2 MP)",
                "pas de 3\u202F: un bord commence par un 2 (ou défausse pour 2 PM)");
    }

    @Test
    void a_crew_not_in_the_race_is_named_with_the_crews_that_are() {
        says(
                Sail.match("Ann Bob").refused("card Zoe 3 green", "AC-BAS-1"),
                "\"Zoe\" is not racing here (Ann, Bob)",
                "«\u202FZoe\u202F» ne court pas ici (Ann, Bob)");
    }

    @Test
    void a_card_out_of_turn_names_whose_turn_it_is() {
        says(Sail.match("Ann Bob").refused("card Bob 3 green", "AC-BAS-1"), "it is Ann's turn", "c’est à Ann de jouer");
    }
}
