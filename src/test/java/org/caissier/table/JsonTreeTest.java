package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The streaming reader gives the tree the mapper gives, and refuses what the mapper refuses. */
class JsonTreeTest {
    private final JsonMapper mapper = JsonMapper.builder().build();
    private final JsonTree tree = new JsonTree();

    @ParameterizedTest
    @ValueSource(
            strings = {
                "{}",
                "[]",
                "",
                "  \n",
                "null",
                "\"text\"",
                "true",
                "[false, null, \"é\"]",
                "{\"a\": 1, \"a\": 2}",
                "{\"n\": [0, -7, 2147483648, 123456789012345678901234567890]}",
                "{\"f\": [1.5, -0.0, 1e3, 1.5e400]}",
                "{\"deep\": {\"er\": [[{\"x\": {}}]]}}",
                "42"
            })
    void givesTheTreeTheMapperGives(String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        JsonNode expected = mapper.readTree(bytes);
        JsonNode read = tree.read(bytes);
        assertThat(read).isEqualTo(expected);
        assertThat(read.getNodeType()).isEqualTo(expected.getNodeType());
        assertThat(read.toString()).isEqualTo(expected.toString());
    }

    @Test
    void readsTheShippedBoardAsTheMapperDoes() throws Exception {
        byte[] bytes = Files.readAllBytes(Path.of("resources/longcours/board.json"));
        assertThat(tree.read(bytes)).isEqualTo(mapper.readTree(bytes));
    }

    @ParameterizedTest
    @ValueSource(strings = {"{ \"format\": ", "{} x", "{} {}", "[1, 2", "{\"a\" 1}", "nul", "[1,]"})
    void refusesWhatTheMapperRefuses(String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        assertThatThrownBy(() -> mapper.readTree(bytes)).isInstanceOf(JacksonException.class);
        assertThatThrownBy(() -> tree.read(bytes)).isInstanceOf(JacksonException.class);
    }
}
