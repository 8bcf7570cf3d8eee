package org.caissier.espion.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.caissier.espion.EspionModule;
import org.caissier.espion.EspionRules;
import org.caissier.espion.EspionState;
import org.caissier.table.Words;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;

/** The hunter's headline: how many turns a game over lasted. */
class TextsTest {
    private final Messages en = new Messages(EspionUi.BUNDLE, Locale.ENGLISH);

    @Test
    void a_game_won_by_an_escape_after_three_moves_is_over_after_three_turns() throws Exception {
        EspionRules rules = new EspionRules();
        EspionState state = new EspionModule()
                .start(Words.split("Anna Bruno territory=25"), null)
                .initial();
        for (String line : Files.readAllLines(Path.of("src/test/resources/espion/games/escape.cmd"))) {
            if (!line.startsWith("game")) {
                state = rules.applyLine(state, line);
            }
        }
        assertThat(state.route()).hasSize(4);
        assertThat(Texts.turn(state, en)).isEqualTo("The game is over after 3 turns");
    }

    @Test
    void a_game_won_by_a_surrender_counts_the_turn_it_ended_in() throws Exception {
        EspionRules rules = new EspionRules();
        EspionState state = null;
        for (String line : Files.readAllLines(Path.of("src/test/resources/espion/games/surrender.cmd"))) {
            if (line.startsWith("game")) {
                state = new EspionModule()
                        .start(Words.split(line).subList(2, Words.split(line).size()), null)
                        .initial();
            } else if (state != null) {
                state = rules.applyLine(state, line);
            }
        }
        assertThat(Texts.turn(state, en)).isEqualTo("The game is over after 2 turns");
    }
}
