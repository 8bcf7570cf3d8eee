package org.caissier.cup.match.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;

/** The match assistant says what it scored in the event as a sentence, never as the command it wrote. */
class ScoredWordsTest {
    private final Messages en = new Messages(MatchUi.BUNDLE, Locale.ENGLISH);
    private final Messages fr = new Messages(MatchUi.BUNDLE, Locale.FRENCH);

    @Test
    void ac_tour_1_a_result_a_sail_off_a_final_and_a_race_in_words() {
        assertThat(ScoredWords.of("result Zoé Marc", en)).isEqualTo("Zoé beat Marc (round robin)");
        assertThat(ScoredWords.of("sail-off \"Le Zoé\" Marc", en)).isEqualTo("Le Zoé beat Marc (sail-off)");
        assertThat(ScoredWords.of("final Zoé Marc", fr)).isEqualTo("Zoé bat Marc (finale)");
        assertThat(ScoredWords.of("race Cid Ann Bob", en)).isEqualTo("Cid, Ann, Bob, in that order");
    }
}
