package org.caissier.pistes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.caissier.table.DataFileException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EventTableTest {
    private final EventTableLoader loader = new EventTableLoader();
    private final EventTableWriter writer = new EventTableWriter();
    private final EventTable table = Fixtures.defaultTable();

    @Test
    void D_PI_1_the_default_table_ships_as_data_and_says_it_is_a_reconstruction() {
        assertThat(table.reconstruction()).isTrue();
        assertThat(table.note()).containsIgnoringCase("reconstruction");
        assertThat(table.cells()).hasSize(8).allSatisfy(row -> assertThat(row).hasSize(13));
    }

    @Test
    void PI_EVT_4_risk_never_decreases_with_higher_rows_or_higher_columns() {
        for (int row = 1; row <= 8; row++) {
            for (int col = 2; col <= 14; col++) {
                int here = table.at(row, col).severity();
                if (col < 14) {
                    assertThat(table.at(row, col + 1).severity())
                            .as("row %d column %d", row, col + 1)
                            .isGreaterThanOrEqualTo(here);
                }
                if (row < 8) {
                    assertThat(table.at(row + 1, col).severity())
                            .as("row %d column %d", row + 1, col)
                            .isGreaterThanOrEqualTo(here);
                }
            }
        }
    }

    @Test
    void PI_EVT_4_no_damage_fills_low_rows_and_columns_and_the_fatal_accident_is_only_in_the_top_right_corner() {
        for (int row = 1; row <= 8; row++) {
            for (int col = 2; col <= 14; col++) {
                if (table.at(row, col) == Event.FATAL_ACCIDENT) {
                    assertThat(row).isGreaterThanOrEqualTo(7);
                    assertThat(col).isGreaterThanOrEqualTo(13);
                }
                if (col <= 6) {
                    assertThat(table.at(row, col)).isEqualTo(Event.NONE);
                }
            }
        }
        assertThat(table.at(8, 14)).isEqualTo(Event.FATAL_ACCIDENT);
        // a slow stage on one road type is safe far more often than a fast one with changes
        assertThat(RiskPreview.of(table, 1, 0, Map.of()).count(Event.NONE))
                .isGreaterThan(RiskPreview.of(table, 8, 3, Map.of()).count(Event.NONE));
        for (Event e : Event.values()) {
            assertThat(table.cells().stream().flatMap(List::stream))
                    .as("%s appears", e)
                    .contains(e);
        }
    }

    @Test
    void a_saved_table_loads_back_equal(@TempDir Path dir) throws Exception {
        EventTable edited = table.with(3, 5, Event.OIL_LEAK);
        Path file = dir.resolve("mine.json");
        writer.save(edited, file);
        assertThat(loader.load(file)).isEqualTo(edited);
        assertThat(loader.load(writer.write(table).getBytes(StandardCharsets.UTF_8), "x"))
                .isEqualTo(table);
        assertThat(Files.readAllLines(file)).hasSizeGreaterThan(8);
    }

    private DataFileException refusal(String json) {
        try {
            loader.load(json.getBytes(StandardCharsets.UTF_8), "t.json");
        } catch (DataFileException e) {
            return e;
        }
        throw new AssertionError("table accepted");
    }

    private String defaultText() {
        return writer.write(table);
    }

    @Test
    void a_table_that_is_not_json_is_refused_naming_the_file() {
        assertThat(refusal("{ rows: ").getMessage()).startsWith("t.json: not a JSON document");
    }

    @Test
    void a_table_of_another_format_or_version_is_refused() {
        assertThat(refusal(defaultText().replace("caissier-pistes-event-table", "other"))
                        .getMessage())
                .contains("t.json: format: must be \"caissier-pistes-event-table\"");
        assertThat(refusal(defaultText().replace("\"version\": 1", "\"version\": 2"))
                        .getMessage())
                .contains("t.json: version: must be 1");
    }

    @Test
    void a_table_with_a_wrong_row_count_is_refused() {
        String text = defaultText();
        int cut = text.indexOf("    { \"row\": 8");
        String seven = text.substring(0, cut).replaceFirst(",\\s*$", "\n") + "  ]\n}\n";
        assertThat(refusal(seven).getMessage()).contains("rows: has 7 rows, the table has 8");
    }

    @Test
    void a_row_with_a_wrong_cell_count_is_refused_naming_the_row() {
        String text = defaultText().replaceFirst("(\"row\": 4, [^\\[]*\\[)\"none\", ", "$1");
        assertThat(refusal(text).getMessage()).contains("rows[3] (row 4).cells: has 12 cells, row 4 needs 13");
    }

    @Test
    void an_unknown_event_id_is_refused_naming_row_and_column() {
        String text = defaultText().replaceFirst("(\"row\": 4, [^\\[]*\\[(\"none\", ){5})\"none\"", "$1\"flat\"");
        assertThat(refusal(text).getMessage())
                .contains("rows[3].cells[5] (row 4, column 7): unknown event id \"flat\"")
                .contains("known: none, fuel");
    }

    @Test
    void a_row_numbered_out_of_order_is_refused() {
        String text = defaultText().replace("\"row\": 2,", "\"row\": 3,");
        assertThat(refusal(text).getMessage()).contains("rows[1] (row 2).row: says 3 but this is row 2");
    }

    @Test
    void a_missing_table_file_is_a_data_problem() {
        assertThatThrownBy(() -> loader.load(Path.of("/no/such/table.json")))
                .isInstanceOf(DataFileException.class)
                .hasMessageContaining("/no/such/table.json");
    }
}
