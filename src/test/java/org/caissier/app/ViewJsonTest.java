package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.caissier.table.Script;
import org.caissier.table.TextFiles;
import org.caissier.table.ViewJson;
import org.caissier.testing.TestGames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code run} prints a game's state with the streaming generator: byte for byte what {@code JsonMapper} printed
 * with {@code INDENT_OUTPUT} before, which outside checks read (commands.md), for every golden journal's state
 * and for every kind of value a view holds.
 */
class ViewJsonTest {
    private static final JsonMapper MAPPER =
            JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    static Stream<Path> goldenJournals() throws Exception {
        return Files.list(Path.of("src/test/resources/golden"))
                .filter(p -> p.toString().endsWith(".caissier"))
                .sorted();
    }

    @ParameterizedTest
    @MethodSource("goldenJournals")
    void every_golden_journal_s_state_prints_as_the_mapper_printed_it(Path journal) throws Exception {
        List<String> lines = TextFiles.split(Files.readAllBytes(journal)).lines();
        Script.Outcome outcome = new Script(TestGames.registry().games())
                .run(lines, journal.toAbsolutePath().getParent(), Optional.empty());
        assertThat(outcome).isInstanceOf(Script.Finished.class);
        Map<String, Object> view = ((Script.Finished) outcome).view();

        assertThat(new ViewJson().write(view)).isEqualTo(MAPPER.writeValueAsString(view));
    }

    @Test
    void every_kind_of_value_prints_as_the_mapper_printed_it() {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("text", "« Marée » \"quoted\" \\ \u202F\n\u0001");
        view.put("none", null);
        view.put("int", 42);
        view.put("negative", -7);
        view.put("long", 12_345_678_901L);
        view.put("double", 2.5);
        view.put("decimal", new BigDecimal("10.50"));
        view.put("yes", true);
        view.put("empty list", List.of());
        view.put("empty map", Map.of());
        view.put("enum", Thread.State.RUNNABLE);
        List<Object> nested = new ArrayList<>();
        nested.add(Map.of("a", List.of(1, 2)));
        nested.add(null);
        nested.add(List.of(List.of()));
        view.put("nested", nested);

        assertThat(new ViewJson().write(view)).isEqualTo(MAPPER.writeValueAsString(view));
    }

    @Test
    void a_value_of_another_kind_is_refused_by_its_class() {
        assertThatThrownBy(() -> new ViewJson().write(Map.of("day", LocalDate.of(2026, 11, 29))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("java.time.LocalDate");
    }
}
