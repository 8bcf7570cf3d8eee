package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class MessageLinesTest {
    @Test
    void a_refusal_quoting_a_pasted_text_is_cut_into_lines_of_at_most_64_letters_and_keeps_every_word() {
        String pasted = "Anne-Sophie Delacroix-Montbrison-Vallières ".repeat(7).strip();
        String said = "\"" + pasted + "\" has 300 characters: a name has at most 40.";

        String cut = MessageLines.of(said);

        assertThat(cut.lines())
                .allSatisfy(line ->
                        assertThat(line.codePointCount(0, line.length())).isLessThanOrEqualTo(MessageLines.MOST));
        assertThat(cut.replace('\n', ' ')).isEqualTo(said);
    }

    @Test
    void a_path_without_spaces_longer_than_a_line_is_cut_where_the_line_is_full() {
        String path = "/home/anne/" + "Lévêque-tournois-d-été/".repeat(10) + "équipages.csv";

        String cut = MessageLines.of("Cannot read " + path);

        assertThat(cut.lines())
                .allSatisfy(line ->
                        assertThat(line.codePointCount(0, line.length())).isLessThanOrEqualTo(MessageLines.MOST));
        assertThat(cut.replace("\n", "")).isEqualTo("Cannot read" + path);
        assertThat(cut.lines().count()).isGreaterThan(3);
    }

    @Test
    void a_short_message_and_its_own_line_breaks_are_kept_as_they_are() {
        String said = "The file was left as it is.\nTry another one.";

        assertThat(MessageLines.of(said)).isEqualTo(said);
        assertThat(Arrays.asList(MessageLines.of("").split("\n", -1))).containsExactly("");
    }
}
