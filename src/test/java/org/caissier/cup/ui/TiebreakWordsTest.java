package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;

/** The tie-break column says the program's own steps in the screen's language and the rules' numbers as printed. */
class TiebreakWordsTest {

    @Test
    void in_french_the_programs_steps_are_french_words_and_rule_numbers_stay() {
        Messages fr = new Messages(CupTournamentUi.BUNDLE, Locale.FRENCH);
        assertThat(TiebreakWords.of("shared", fr)).isEqualTo("ex æquo");
        assertThat(TiebreakWords.of("sail-off", fr)).isEqualTo("barrage");
        assertThat(TiebreakWords.of("average", fr)).isEqualTo("moyenne");
        assertThat(TiebreakWords.of("pending", fr)).isEqualTo("en attente");
        assertThat(TiebreakWords.of("withdrawn", fr)).isEqualTo("forfait");
        assertThat(TiebreakWords.of("C11.1(a)", fr)).isEqualTo("C11.1(a)");
        assertThat(TiebreakWords.of("A8.2", fr)).isEqualTo("A8.2");
    }

    @Test
    void in_english_the_screen_says_what_the_exported_files_say() {
        Messages en = new Messages(CupTournamentUi.BUNDLE, Locale.ENGLISH);
        for (String step :
                List.of("points", "average", "shared", "pending", "sail-off", "withdrawn", "net", "C11.1(b)")) {
            assertThat(TiebreakWords.of(step, en)).isEqualTo(step);
        }
    }
}
