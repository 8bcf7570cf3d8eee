package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class WordsTest {

    @Test
    void spaces_separate_words_and_repeated_spaces_count_once() {
        assertThat(Words.split("  buy   Ann\t5 ")).containsExactly("buy", "Ann", "5");
    }

    @Test
    void double_quotes_keep_a_name_with_spaces_in_one_word() {
        assertThat(Words.split("move Ann \"Iles Aléoutiennes\" now"))
                .containsExactly("move", "Ann", "Iles Aléoutiennes", "now");
    }

    @Test
    void an_empty_quoted_word_is_still_a_word() {
        assertThat(Words.split("name \"\" x")).containsExactly("name", "", "x");
    }

    @Test
    void a_hash_starts_a_comment_outside_quotes_only() {
        assertThat(Words.split("add Ann 5 # she found a coin")).containsExactly("add", "Ann", "5");
        assertThat(Words.split("# only a comment")).isEmpty();
        assertThat(Words.split("name \"Bar # 1\"")).containsExactly("name", "Bar # 1");
    }

    @Test
    void blank_lines_have_no_words() {
        assertThat(Words.split("")).isEmpty();
        assertThat(Words.split("   \t ")).isEmpty();
    }

    @Test
    void an_unclosed_quote_is_refused_naming_the_column_where_it_opened() {
        assertThatThrownBy(() -> Words.split("move Ann \"Le Havre")).isInstanceOfSatisfying(RuleViolation.class, v -> {
            assertThat(v.ruleId()).isEqualTo(RuleViolation.SYNTAX);
            assertThat(v.english()).contains("column 10").contains("never closed");
            assertThat(v.french()).contains("colonne 10");
        });
    }

    @Test
    void quote_adds_quotes_only_where_a_word_needs_them() {
        assertThat(Words.quote("Ann")).isEqualTo("Ann");
        assertThat(Words.quote("Le Havre")).isEqualTo("\"Le Havre\"");
        assertThat(Words.quote("No#1")).isEqualTo("\"No#1\"");
        assertThat(Words.quote("")).isEqualTo("\"\"");
    }

    @Test
    void a_word_holding_a_double_quote_cannot_be_written_and_says_so_instead_of_writing_another_word() {
        // The language has no escape: split can never give back a word with a double quote in it, so writing one
        // would save a line that reads back as something else (or not at all).
        assertThatThrownBy(() -> Words.quote("the \"big\" table"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the \"big\" table")
                .hasMessageContaining("double quote");
        assertThatThrownBy(() -> Words.join(List.of("name", "O\"Brien"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void join_then_split_gives_the_same_words() {
        List<String> words = List.of("game", "counter", "Jean Paul", "", "x#y", "Zoé");
        assertThat(Words.split(Words.join(words))).isEqualTo(words);
    }

    @Test
    void a_line_of_plain_words_reads_as_the_same_line_written_with_tabs_and_quotes() {
        // Plain ASCII lines are cut out whole; every other line goes through the full reading: both agree.
        assertThat(Words.split(" resell  Ann 2 dice=virtual "))
                .containsExactly("resell", "Ann", "2", "dice=virtual")
                .isEqualTo(Words.split("\tresell\t\"Ann\" 2 \"dice=virtual\"\t"));
        assertThat(Words.split("buy Ann 1#5")).containsExactly("buy", "Ann", "1");
        assertThat(Words.split("move Ann Zo\u00e9")).containsExactly("move", "Ann", "Zo\u00e9");
        assertThatThrownBy(() -> Words.split("buy Ann\u200B 1"))
                .isInstanceOfSatisfying(
                        RuleViolation.class, v -> assertThat(v.english()).contains("U+200B"));
    }

    @Test
    void a_whole_number_is_one_to_nine_ascii_digits_after_an_optional_sign() {
        assertThat(Words.integer("+7")).hasValue(7);
        assertThat(Words.integer("-0")).hasValue(0);
        assertThat(Words.integer("007")).hasValue(7);
        assertThat(Words.integer("999999999")).hasValue(999_999_999);
        assertThat(Words.integer("-999999999")).hasValue(-999_999_999);
        assertThat(Words.integer("+")).isEmpty();
        assertThat(Words.integer("+-1")).isEmpty();
        assertThat(Words.integer("1.5")).isEmpty();
        assertThat(Words.integer(" 1")).isEmpty();
        assertThat(Words.integer("-1234567890")).isEmpty();
    }

    @Test
    void a_number_too_long_for_an_amount_is_told_apart_from_a_word_that_is_no_number() {
        assertThat(Words.tooLong("-1234567890"))
                .hasValueSatisfying(v -> assertThat(v.english())
                        .isEqualTo("\"-1234567890\" has too many digits for a number of the game (at most 9)"));
        assertThat(Words.tooLong("999999999")).as("nine digits is a number").isEmpty();
        assertThat(Words.tooLong("12345678901x")).as("not a number at all").isEmpty();
        assertThat(Words.tooLong("１２３４５６７８９０"))
                .as("fullwidth digits are no number")
                .isEmpty();
    }
}
