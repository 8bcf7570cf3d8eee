package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DiceOriginTest {

    @Test
    void each_origin_writes_its_token_and_reads_it_back() {
        for (DiceOrigin o : DiceOrigin.values()) {
            assertThat(DiceOrigin.fromToken(o.token())).contains(o);
        }
        assertThat(DiceOrigin.VIRTUAL.token()).isEqualTo("dice=virtual");
        assertThat(DiceOrigin.TYPED.token()).isEqualTo("dice=typed");
        assertThat(DiceOrigin.BOX.token()).isEqualTo("dice=box");
    }

    @Test
    void the_token_reads_in_any_case_and_with_the_french_key() {
        assertThat(DiceOrigin.fromToken("DICE=Box")).contains(DiceOrigin.BOX);
        assertThat(DiceOrigin.fromToken("des=typed")).contains(DiceOrigin.TYPED);
    }

    @Test
    void a_word_that_is_not_a_dice_token_is_not_one() {
        assertThat(DiceOrigin.fromToken("Ann")).isEmpty();
        assertThat(DiceOrigin.fromToken("5")).isEmpty();
    }

    @Test
    void an_unknown_origin_is_refused_listing_the_known_ones() {
        assertThatThrownBy(() -> DiceOrigin.fromToken("dice=loaded")).isInstanceOfSatisfying(RuleViolation.class, v -> {
            assertThat(v.ruleId()).isEqualTo(RuleViolation.SYNTAX);
            assertThat(v.english()).contains("loaded").contains("virtual, typed, box");
        });
    }
}
