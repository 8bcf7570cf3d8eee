package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** French sentences built from pieces: de and à joined to a name or a port, counts, numbers. */
class FrenchTest {

    @Test
    void de_is_elided_before_a_vowel_and_a_mute_h_and_contracted_before_a_places_article() {
        assertThat(French.de("Ann")).isEqualTo("d’Ann");
        assertThat(French.de("Émile")).isEqualTo("d’Émile");
        assertThat(French.de("Bob")).isEqualTo("de Bob");
        assertThat(French.de(Place.of("Le Havre"))).isEqualTo("du Havre");
        assertThat(French.de(Place.of("Les Sables"))).isEqualTo("des Sables");
        assertThat(French.de(Place.of("Iles Aléoutiennes"))).isEqualTo("des Iles Aléoutiennes");
        assertThat(French.de(Place.of("Cap Horn"))).isEqualTo("du Cap Horn");
        assertThat(French.de(Place.of("Arkhangelsk"))).isEqualTo("d’Arkhangelsk");
        assertThat(French.de("Lea"))
                .as("a name that only starts like an article")
                .isEqualTo("de Lea");
    }

    @Test
    void a_persons_article_never_contracts() {
        assertThat(French.de("Le Goff")).as("not « du Goff »").isEqualTo("de Le Goff");
        assertThat(French.a("Le Goff")).as("not « au Goff »").isEqualTo("à Le Goff");
        assertThat(French.de("Les Bleus")).isEqualTo("de Les Bleus");
        assertThat(French.a("Cap Nord")).as("a name, not the cape").isEqualTo("à Cap Nord");
        assertThat(French.a("France")).as("a person called France").isEqualTo("à France");
        assertThat(RuleTexts.format("pistes.turn.notYours", List.of("Le Goff", "Le Bihan"), Locale.FRENCH))
                .isEqualTo("ce n’est pas à Le Goff de jouer\u202F: c’est au tour de Le Bihan");
    }

    @Test
    void a_mute_h_elides_de_and_an_aspirated_h_or_a_consonant_y_does_not() {
        assertThat(French.de("Hélène")).as("not « de Hélène »").isEqualTo("d’Hélène");
        assertThat(French.de("Henri")).isEqualTo("d’Henri");
        assertThat(French.de("Hervé")).isEqualTo("d’Hervé");
        assertThat(French.de("Hugo")).as("an aspirated h").isEqualTo("de Hugo");
        assertThat(French.de(Place.of("Hambourg"))).as("an aspirated h").isEqualTo("de Hambourg");
        assertThat(French.de(Place.of("Hong Kong"))).isEqualTo("de Hong Kong");
        assertThat(French.de("Hmong")).as("h before a consonant").isEqualTo("de Hmong");
        assertThat(French.de("Yves")).isEqualTo("d’Yves");
        assertThat(French.de(Place.of("Yokohama")))
                .as("a y sounded as a consonant")
                .isEqualTo("de Yokohama");
        assertThat(French.a("Hélène")).as("à never elides").isEqualTo("à Hélène");
        assertThat(RuleTexts.format("longcours.storm5.b", List.of("Hélène"), Locale.FRENCH))
                .isEqualTo("le navire d’Hélène n’est pas échoué");
    }

    @Test
    void a_is_contracted_before_a_places_article_and_says_en_before_a_land() {
        assertThat(French.a(Place.of("Marseille"))).isEqualTo("à Marseille");
        assertThat(French.a(Place.of("Le Havre"))).isEqualTo("au Havre");
        assertThat(French.a(Place.of("Îles Aléoutiennes"))).isEqualTo("aux Îles Aléoutiennes");
        assertThat(French.a(Place.of("Cap Nord"))).isEqualTo("au Cap Nord");
        assertThat(French.a(Place.of("Malaisie"))).isEqualTo("en Malaisie");
        assertThat(French.a("Julie")).as("a person's name in -ie").isEqualTo("à Julie");
    }

    @Test
    void both_placeholder_engines_join_de_and_a_to_the_words_that_fill_them() {
        assertThat(RuleTexts.format("pistes.turn.notYours", List.of("Ann", "Eve"), Locale.FRENCH))
                .isEqualTo("ce n’est pas à Ann de jouer\u202F: c’est au tour d’Eve");
        assertThat(RuleTexts.format("pistes.turn.notYours", List.of("Ann", "Eve"), Locale.ENGLISH))
                .doesNotContain("d’");
        StringBuilder pattern = new StringBuilder();
        Object[] args = French.contract(
                "{0} va à {1}, le navire de {0} ({2} M)", new Object[] {"Ann", Place.of("Le Havre"), 3}, pattern);
        assertThat(new MessageFormat(pattern.toString(), Locale.FRENCH).format(args))
                .isEqualTo("Ann va au Havre, le navire d’Ann (3 M)");
        assertThat(RuleTexts.format("longcours.says.move", List.of("Le Goff", Place.of("Le Havre")), Locale.FRENCH))
                .isEqualTo("Le Goff va au Havre");
        assertThat(RuleTexts.format("longcours.says.move", List.of("Le Goff", Place.of("Le Havre")), Locale.ENGLISH))
                .isEqualTo("Le Goff moves to Le Havre");
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
