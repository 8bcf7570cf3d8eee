package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import org.caissier.app.Wiring;
import org.junit.jupiter.api.Test;

/** The options of a game line, read the same way for every game. */
class GameOptionsTest {

    @Test
    void an_option_is_known_under_each_of_its_keys_in_any_case_and_with_or_without_accents() {
        assertThat(GameOptions.value("board=my board.json", "board", "plateau")).contains("my board.json");
        assertThat(GameOptions.value("Plateau=b.json", "board", "plateau")).contains("b.json");
        assertThat(GameOptions.value("échelle=50000", "scale", "echelle")).contains("50000");
        assertThat(GameOptions.value("EPREUVE=Coupe", "event", "épreuve")).contains("Coupe");
    }

    @Test
    void only_the_first_equals_sign_splits_and_other_words_are_left_to_the_game() {
        assertThat(GameOptions.value("table=a=b.json", "table")).contains("a=b.json");
        assertThat(GameOptions.value("Ann", "table")).isEmpty();
        assertThat(GameOptions.value("tables=x", "table")).isEmpty();
        assertThat(GameOptions.value("=x", "table")).isEmpty();
    }

    @Test
    void an_empty_value_is_the_games_to_judge_or_refused_where_a_value_is_required() {
        assertThat(GameOptions.value("colors=", "colors")).contains("");
        assertThatThrownBy(() -> GameOptions.required("crews=", "crews", "equipages"))
                .isInstanceOfSatisfying(RuleViolation.class, v -> {
                    assertThat(v.english()).isEqualTo("crews= needs a value after the equals sign");
                    assertThat(v.message(Locale.FRENCH)).isEqualTo("crews= attend une valeur après le signe égal");
                });
        assertThat(GameOptions.required("crews=c.csv", "crews")).contains("c.csv");
    }

    @Test
    void every_game_reads_its_options_through_it() {
        Games games = Wiring.games();
        assertThatThrownBy(() -> games.start("game long-cours board= Ann Bob Cy", null))
                .hasMessageContaining("board= needs a value");
        assertThatThrownBy(() -> games.start("game pistes TABLE= Ann Bob", null))
                .hasMessageContaining("table= needs a value");
        assertThat(games.start("game cup-match Épreuve=Finale Ann Bob", null).gameLine())
                .contains("Finale");
    }
}
