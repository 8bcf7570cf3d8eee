package org.caissier.ui.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.caissier.app.Wiring;
import org.caissier.testing.TestGames;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;

/** Help → Command language names every command a game takes, in both languages. */
class CommandHelpTest {
    private static final List<String> VERBS = List.of(
            "place ",
            "buy ",
            "move ",
            "direct ",
            "resell ",
            "storm ",
            "brawl ",
            "auction ",
            "reenter ",
            "corsair-enter ",
            "corsair ",
            "end ",
            "equip ",
            "drive ",
            "pass ",
            "arrive ",
            "result ",
            "correct ",
            "dead-heat ",
            "withdraw ",
            "end-round-robin",
            "sail-off ",
            "final ",
            "race ",
            "correct-race ",
            "crews=",
            "--export",
            "",
            "start ",
            "circle ",
            "answer ",
            "roadblock ",
            "escape ",
            "surrender ");

    /** The French verbs the French help leads with (the English ones stay accepted, and named after them). */
    private static final List<String> FRENCH_VERBS = List.of(
            "placer ",
            "acheter ",
            "aller ",
            "direct ",
            "revendre ",
            "tempête ",
            "bagarre ",
            "enchères ",
            "rentrer ",
            "corsaire-entre ",
            "corsaire ",
            "fin ",
            "équiper ",
            "rouler ",
            "passer ",
            "arriver ",
            "resultat ",
            "corriger ",
            "forfait ",
            "fin-poule",
            "barrage ",
            "finale ",
            "course ",
            "corriger-course ",
            "crews=",
            "--export",
            "départ ",
            "cercle ",
            "réponse ",
            "déplace ",
            "fuite ",
            "abandon ",
            "postes ",
            "carte-départ ",
            "bouée ",
            "arrivée ");

    @Test
    void every_command_of_every_game_is_in_the_help_in_english_and_in_french() {
        String english = new CommandHelp(
                        null, new Messages(Locale.ENGLISH), Wiring.registry().screens())
                .text();
        assertThat(english).contains(VERBS).doesNotContain("is missing from the program");
        String french = new CommandHelp(
                        null, new Messages(Locale.FRENCH), Wiring.registry().screens())
                .text();
        assertThat(french).contains(FRENCH_VERBS).doesNotContain("manque au programme");
        for (String verb : VERBS) {
            if (!verb.isBlank() && !verb.startsWith("-") && !verb.endsWith("=")) {
                assertThat(french)
                        .as("the English verb, still accepted, named in the French help")
                        .containsPattern("(?<![\\p{L}-])" + Pattern.quote(verb.strip()) + "(?![\\p{L}-])");
            }
        }
        for (String line : french.split("\n")) {
            if (line.startsWith("  ") && !line.contains("anglais")) {
                assertThat(line.strip())
                        .as("a French help line leads with a French verb, not an English one")
                        .doesNotStartWith("buy ")
                        .doesNotStartWith("move ")
                        .doesNotStartWith("equip ")
                        .doesNotStartWith("circle ")
                        .doesNotStartWith("result ")
                        .doesNotStartWith("card ");
            }
        }
        assertThat(new CommandHelp(
                                null,
                                new Messages(Locale.FRENCH),
                                Wiring.registry().screens())
                        .text())
                .contains("LA BARRE DE COMMANDE");
    }

    @Test
    void each_game_s_help_follows_the_command_bar_s_in_the_launcher_s_order_a_fifth_game_s_too() {
        String text = new CommandHelp(
                        null, new Messages(Locale.ENGLISH), TestGames.registry().screens())
                .text();
        assertThat(text).startsWith("THE COMMAND BAR");
        assertThat(text.indexOf("LONG COURS")).isLessThan(text.indexOf("PISTES"));
        assertThat(text.indexOf("PISTES")).isLessThan(text.indexOf("ESPION ("));
        assertThat(text.indexOf("ESPION (")).isLessThan(text.indexOf("COUNTER ("));
        assertThat(text).endsWith("roll Bob 4 dice=typed\n");
    }
}
