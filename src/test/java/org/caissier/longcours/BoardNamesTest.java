package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.caissier.table.DataFileException;
import org.junit.jupiter.api.Test;

/**
 * A name in a board file that no command line could carry (a NUL, a line break, a double quote) is refused with
 * the entry named: saved in a journal it would make the game impossible to open again.
 */
class BoardNamesTest {
    private static String board() throws Exception {
        return Files.readString(Path.of("resources/longcours/board.json"), StandardCharsets.UTF_8);
    }

    private static void load(String json) {
        new BoardLoader().load(json.getBytes(StandardCharsets.UTF_8), "my-board.json");
    }

    @Test
    void a_nul_in_a_port_name_is_refused_naming_the_entry() throws Exception {
        String json = board().replace("\"Marseille\"", "\"Mar\\u0000seille\"");
        assertThatThrownBy(() -> load(json))
                .isInstanceOf(DataFileException.class)
                .hasMessageContaining("my-board.json")
                .hasMessageContaining("zones[0].ports[0].name")
                .hasMessageContaining("control character (U+0000)");
    }

    @Test
    void a_line_break_or_a_double_quote_in_a_port_name_is_refused() throws Exception {
        assertThatThrownBy(() -> load(board().replace("\"Marseille\"", "\"Mar\\nseille\"")))
                .hasMessageContaining("zones[0].ports[0].name")
                .hasMessageContaining("U+000A");
        assertThatThrownBy(() -> load(board().replace("\"Marseille\"", "\"Mar\\\"seille\"")))
                .hasMessageContaining("zones[0].ports[0].name")
                .hasMessageContaining("double quote");
    }

    @Test
    void a_control_character_in_a_wreck_site_is_refused_too() throws Exception {
        assertThatThrownBy(() -> load(board().replace("\"Gibraltar\"", "\"Gibr\\u0007altar\"")))
                .hasMessageContaining("zones[0].wreckSite");
    }

    @Test
    void the_board_as_shipped_is_still_read() throws Exception {
        load(board());
        assertThat(board()).contains("Marseille");
    }
}
