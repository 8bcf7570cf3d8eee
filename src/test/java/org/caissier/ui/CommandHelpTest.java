package org.caissier.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.caissier.app.Wiring;
import org.caissier.testing.TestGames;
import org.junit.jupiter.api.Test;

/** Help → Command language names every command a game takes, in both languages. */
class CommandHelpTest {
    private static final List<String> VERBS = List.of("place ", "buy ", "move ", "direct ", "resell ", "storm ",
            "brawl ", "auction ", "reenter ", "corsair-enter ", "corsair ", "end ", "equip ", "drive ", "pass ",
            "arrive ", "result ", "correct ", "dead-heat ", "withdraw ", "end-round-robin", "sail-off ", "final ",
            "race ", "correct-race ", "crews=", "--export",

            "", "start ", "circle ", "answer ", "roadblock ", "escape ", "surrender ");

    @Test
    void every_command_of_every_game_is_in_the_help_in_english_and_in_french() {
        for (Locale locale : List.of(Locale.ENGLISH, Locale.FRENCH)) {
            String text = new CommandHelp(null, new Messages(locale), Wiring.registry().screens()).text();
            assertThat(text).as(locale.toString()).contains(VERBS).doesNotContain("is missing");
        }
        assertThat(new CommandHelp(null, new Messages(Locale.FRENCH), Wiring.registry().screens()).text()).contains("LA BARRE DE COMMANDE");
    }

    @Test
    void each_game_s_help_follows_the_command_bar_s_in_the_launcher_s_order_a_fifth_game_s_too() {
        String text = new CommandHelp(null, new Messages(Locale.ENGLISH), TestGames.registry().screens()).text();
        assertThat(text).startsWith("THE COMMAND BAR");
        assertThat(text.indexOf("LONG COURS")).isLessThan(text.indexOf("PISTES"));
        assertThat(text.indexOf("PISTES")).isLessThan(text.indexOf("ESPION ("));
        assertThat(text.indexOf("ESPION (")).isLessThan(text.indexOf("COUNTER ("));
        assertThat(text).endsWith("roll Bob 4 dice=typed\n");
    }
}
