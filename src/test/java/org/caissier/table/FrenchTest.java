package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** French sentences built from pieces: de and à joined to a name or a port, counts, numbers. */
class FrenchTest {

    @Test
    void de_is_elided_before_a_vowel_and_contracted_before_le_and_les() {
        assertThat(French.de("Ann")).isEqualTo("d’Ann");
        assertThat(French.de("Émile")).isEqualTo("d’Émile");
        assertThat(French.de("Bob")).isEqualTo("de Bob");
        assertThat(French.de("Le Havre")).isEqualTo("du Havre");
        assertThat(French.de("Les Sables")).isEqualTo("des Sables");
        assertThat(French.de("Iles Aléoutiennes")).isEqualTo("des Iles Aléoutiennes");
        assertThat(French.de("Cap Horn")).isEqualTo("du Cap Horn");
        assertThat(French.de("Lea")).as("a name that only starts like an article").isEqualTo("de Lea");
    }

    @Test
    void a_is_contracted_before_le_les_and_the_islands_and_says_en_before_a_land() {
        assertThat(French.a("Marseille")).isEqualTo("à Marseille");
        assertThat(French.a("Le Havre")).isEqualTo("au Havre");
        assertThat(French.a("Îles Aléoutiennes")).isEqualTo("aux Îles Aléoutiennes");
        assertThat(French.a("Cap Nord")).isEqualTo("au Cap Nord");
        assertThat(French.a("Malaisie")).isEqualTo("en Malaisie");
        assertThat(French.a("Julie")).as("a person's name in -ie").isEqualTo("à Julie");
    }

    @Test
    void both_placeholder_engines_join_de_and_a_to_the_words_that_fill_them() {
        assertThat(RuleTexts.format("pistes.turn.notYours", List.of("Ann", "Eve"), Locale.FRENCH))
                .isEqualTo("ce n’est pas à Ann de jouer\u202F: c’est au tour d’Eve");
        assertThat(RuleTexts.format("pistes.turn.notYours", List.of("Ann", "Eve"), Locale.ENGLISH))
                .doesNotContain("d’");
        StringBuilder pattern = new StringBuilder();
        Object[] args = French.contract("{0} va à {1}, le navire de {0} ({2} M)", new Object[] {"Ann", "Le Havre", 3},
                pattern);
        assertThat(new java.text.MessageFormat(pattern.toString(), Locale.FRENCH).format(args))
                .isEqualTo("Ann va au Havre, le navire d’Ann (3 M)");
    }

    @Test
    void a_count_takes_the_singular_for_zero_and_one_and_numbers_are_written_the_french_way() {
        assertThat(French.count(0, "changement", "changements")).isEqualTo("0 changement");
        assertThat(French.count(1, "changement", "changements")).isEqualTo("1 changement");
        assertThat(French.count(2, "changement", "changements")).isEqualTo("2 changements");
        assertThat(French.number(200000)).isEqualTo("200\u202F000");
        assertThat(French.number(3.5)).isEqualTo("3,5");
        assertThat(RuleTexts.format("table.file.tooBig", List.of("a.txt", 12000, 1000), Locale.FRENCH))
                .contains("12\u202F000 octets");
        assertThat(RuleTexts.format("table.file.tooBig", List.of("a.txt", 12000, 1000), Locale.ENGLISH))
                .contains("12000 bytes");
    }
}
