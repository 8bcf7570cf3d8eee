package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class NamesTest {
    private static final List<String> PORTS = List.of("Iles Aléoutiennes", "Le Havre", "Lima", "Liverpool", "Perth");

    @Test
    void accents_and_case_do_not_matter() {
        assertThat(Names.find("iles aleoutiennes", PORTS)).contains("Iles Aléoutiennes");
        assertThat(Names.find("ÎLES ALÉOUTIENNES", PORTS)).contains("Iles Aléoutiennes");
    }

    @Test
    void hyphens_underscores_and_repeated_spaces_match_a_space() {
        assertThat(Names.find("le-havre", PORTS)).contains("Le Havre");
        assertThat(Names.find("le_havre", PORTS)).contains("Le Havre");
        assertThat(Names.find("  le    havre ", PORTS)).contains("Le Havre");
        assertThat(Names.same("Saint-Malo", "saint malo")).isTrue();
    }

    @Test
    void a_unique_prefix_finds_the_name() {
        assertThat(Names.find("per", PORTS)).contains("Perth");
        assertThat(Names.find("liv", PORTS)).contains("Liverpool");
    }

    @Test
    void an_ambiguous_prefix_finds_nothing() {
        assertThat(Names.find("li", PORTS)).isEmpty();
    }

    @Test
    void an_exact_name_wins_over_longer_names_it_begins() {
        assertThat(Names.find("ann", List.of("Anne", "Ann"))).contains("Ann");
        assertThat(Names.find("ann", List.of("Ann", "Anne"))).contains("Ann");
    }

    @Test
    void an_empty_name_finds_nothing() {
        assertThat(Names.find("", PORTS)).isEmpty();
        assertThat(Names.find(" - ", PORTS)).isEmpty();
    }

    @Test
    void require_refuses_an_unknown_name_listing_the_known_ones_in_both_languages() {
        assertThatThrownBy(() -> Names.require("Bob", List.of("Ann", "Zoé"), Said.of("table.word.player")))
                .isInstanceOfSatisfying(RuleViolation.class, v -> {
                    assertThat(v.ruleId()).isEqualTo(RuleViolation.SYNTAX);
                    assertThat(v.english())
                            .contains("\"Bob\"")
                            .contains("player")
                            .contains("Ann, Zoé");
                    assertThat(v.french()).contains("Bob").contains("joueur").contains("Ann, Zoé");
                });
    }

    @Test
    void require_refuses_an_ambiguous_prefix() {
        assertThatThrownBy(() -> Names.require("li", PORTS, Said.of("longcours.word.pointOfCall")))
                .isInstanceOf(RuleViolation.class)
                .hasMessageContaining("Lima, Liverpool");
    }
}
