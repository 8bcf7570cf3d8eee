package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Names a table could not tell apart or type are refused with the reason; every ordinary name passes. */
class NameCheckTest {
    private static Optional<String> why(String... names) {
        return NameCheck.problem(List.of(names)).map(RuleViolation::english);
    }

    @Test
    void ordinary_names_of_every_kind_pass() {
        assertThat(why("Ann", "Zoé", "Jean-Luc", "O'Brien", "Anne Marie", "Ann2", "Иван", "Αλέξης", "李"))
                .isEmpty();
    }

    @Test
    void empty_a_dash_and_names_without_a_letter_are_refused() {
        assertThat(why("Ann", "")).contains("a name cannot be empty");
        assertThat(why("-")).contains("\"-\" has no letter or digit: nobody could type it as a name");
        assertThat(why("...")).contains("\"...\" has no letter or digit: nobody could type it as a name");
    }

    @Test
    void a_date_is_refused_for_having_no_letter_not_for_having_no_digit() {
        assertThat(why("2026-10-01"))
                .contains(
                        "\"2026-10-01\" has no letter: a name needs one, so that it is not read as a number or a date");
    }

    @Test
    void a_name_in_the_form_of_an_option_is_refused() {
        assertThat(why("Ann", "dice=box"))
                .contains(
                        "\"dice=box\" looks like an option (a word with = or starting with -): give the name another form");
        assertThat(why("--pin")).get().asString().startsWith("\"--pin\" looks like an option");
    }

    @Test
    void digits_other_than_0_to_9_and_a_name_of_digits_alone_are_refused() {
        assertThat(why("Ann", "\uFF11\uFF12"))
                .contains("\"１２\" holds digits other than 0 to 9 (fullwidth ones, say): type them as 0 to 9");
        assertThat(why("42")).contains("\"42\" would be read as a number: add a letter to the name");
    }

    @Test
    void a_name_mixing_alphabets_is_refused_naming_them() {
        // A Cyrillic capital A, then Latin letters: it reads "Ann" and is not Ann.
        assertThat(why("Ann", "\u0410nn"))
                .contains("\"Аnn\" mixes letters of two alphabets (Cyrillic, Latin): it would"
                        + " look like another name; type it in one alphabet");
    }

    @Test
    void a_name_written_wholly_in_look_alike_letters_of_another_alphabet_is_refused() {
        // Cyrillic А, В, С and Greek Ε, Τ, Α: each one alphabet, each the very picture of a Latin name.
        assertThat(why("ABC", "\u0410\u0412\u0421"))
                .contains("\"АВС\" looks just like \"ABC\" (letters of another"
                        + " alphabet): give one of them another name");
        assertThat(why("ETA", "Bob", "\u0395\u03A4\u0391")).get().asString().contains("looks just like \"ETA\"");
        assertThat(NameCheck.skeleton("\u0421\u043E\u0440\u0430")).isEqualTo(NameCheck.skeleton("Copa"));
    }

    @Test
    void the_reasons_are_said_in_french_too() {
        assertThat(NameCheck.problem(List.of("dice=box")).orElseThrow().message(Locale.FRENCH))
                .isEqualTo(
                        "«\u202Fdice=box\u202F» ressemble à une option (un mot avec = ou commençant par -)\u202F: donnez au nom une"
                                + " autre forme");
    }

    @Test
    void a_name_of_forty_characters_passes_and_one_more_is_refused_with_its_length() {
        String forty = "Anne-Sophie Delacroix-Montbrison-Lévêque"; // 40, accented and hyphenated
        assertThat(forty).hasSize(40);
        assertThat(why(forty, "Bob")).isEmpty();
        assertThat(why("Bob", forty + "s"))
                .contains("\"" + forty + "…\" has 41 characters: a name has at most 40,"
                        + " so that every screen shows it whole; shorten it");
    }

    @Test
    void the_length_counts_characters_not_utf16_units_nor_the_spaces_around() {
        // Forty letters outside the basic plane are eighty char values, still forty characters.
        String gothic = "\uD800\uDF30".repeat(40);
        assertThat(why(gothic)).isEmpty();
        assertThat(why("  " + "a".repeat(40) + "  ")).isEmpty();
    }

    @Test
    void a_huge_name_is_refused_without_being_said_back_whole() {
        String huge = "A".repeat(1_000_000);
        assertThat(why(huge)).get().asString().hasSizeLessThan(200).contains("has 1000000 characters");
        assertThat(NameCheck.problem(List.of("A".repeat(41))).orElseThrow().message(Locale.FRENCH))
                .isEqualTo("«\u202F" + "A".repeat(40) + "…\u202F» a 41\u00A0caractères\u202F: un nom en a au plus 40,"
                        + " pour que chaque écran le montre en entier\u202F; raccourcissez-le");
    }
}
