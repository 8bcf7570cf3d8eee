package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import org.caissier.app.Wiring;
import org.junit.jupiter.api.Test;

/** One die for every game: faces 1 to 6, anything else refused under the game's own rule. */
class DieFaceTest {

    @Test
    void one_to_six_are_faces_and_nothing_else_is() {
        for (int face = 1; face <= 6; face++) {
            assertThat(DieFace.require(face, "X-1")).isEqualTo(face);
        }
        assertThat(DieFace.valid(0)).isFalse();
        assertThat(DieFace.valid(7)).isFalse();
        assertThat(DieFace.valid(-3)).isFalse();
    }

    @Test
    void a_number_that_is_not_a_face_is_refused_under_the_rule_given_in_both_languages() {
        assertThatThrownBy(() -> DieFace.require(7, "PI-EVT-2")).isInstanceOfSatisfying(RuleViolation.class, v -> {
            assertThat(v.ruleId()).isEqualTo("PI-EVT-2");
            assertThat(v.english()).isEqualTo("a die shows 1 to 6, not 7");
            assertThat(v.message(Locale.FRENCH)).isEqualTo("un dé montre 1 à 6, pas 7");
        });
    }

    @Test
    void a_typed_character_shows_a_face_only_from_1_to_6() {
        assertThat(DieFace.of('1')).isEqualTo(1);
        assertThat(DieFace.of('6')).isEqualTo(6);
        assertThat(DieFace.of('0')).isEqualTo(-1);
        assertThat(DieFace.of('7')).isEqualTo(-1);
        assertThat(DieFace.of('６')).isEqualTo(-1);
    }

    @Test
    void the_games_refuse_a_face_the_same_way() {
        Games games = Wiring.games();
        StartedGame<?, ?> pistes = games.start("game pistes Ann Bob", null);
        assertThat(refusal(pistes, "drive Ann R10 3 7")).isEqualTo("PI-EVT-2: a die shows 1 to 6, not 7");
    }

    private static <S, C extends Command> String refusal(StartedGame<S, C> game, String line) {
        try {
            game.rules().applyLine(game.initial(), line);
            return "taken";
        } catch (RuleViolation v) {
            return v.getMessage();
        }
    }
}
