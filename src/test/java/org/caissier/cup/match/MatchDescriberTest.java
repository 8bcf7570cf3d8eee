package org.caissier.cup.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;

/** The journal tells a match in plain words, French or English, a broken sequence said as such. */
class MatchDescriberTest {
    private final MatchRules rules = new MatchRules();

    private String say(MatchState before, String line, Locale locale) {
        return rules.describe(before, rules.parse(Words.split(line), before), locale);
    }

    @Test
    void ac_seq_1_a_card_that_breaks_the_sequence_is_told_so_in_both_languages() {
        MatchState s = Sail.advancedStarted()
                .then("card Ann 2 green 7 7 7", "card Bob 2 green 7 7 7")
                .state();
        assertThat(say(s, "card Ann 5 green 7 7 7", Locale.ENGLISH))
                .isEqualTo("Ann plays a 5 green and breaks the sequence (AC-SEQ-1)");
        assertThat(say(s, "card Ann 5 green 7 7 7", Locale.FRENCH))
                .isEqualTo("Ann joue un 5 vert et rompt la séquence (AC-SEQ-1)");
        assertThat(say(s, "card Ann 3 green 7 7 7", Locale.ENGLISH)).isEqualTo("Ann plays a 3 green");
        assertThat(say(s, "discard Ann", Locale.FRENCH)).isEqualTo("Ann se défausse pour 2 PM (AC-SEQ-2)");
        assertThat(say(s, "round Bob", Locale.ENGLISH)).isEqualTo("Bob rounds the buoy, cards turned");
    }
}
