package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import org.caissier.table.DataFileException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The board file: the default one loads; each kind of wrong file is refused naming the entry. */
class BoardLoaderTest {
    private String good;

    @BeforeEach
    void readDefault() throws IOException {
        good = new String(
                getClass().getResourceAsStream("/longcours/board.json").readAllBytes(), StandardCharsets.UTF_8);
    }

    private Board load(String json) {
        return new BoardLoader().load(json.getBytes(StandardCharsets.UTF_8), "my-board.json");
    }

    private void refused(String json, String... fragments) {
        assertThatThrownBy(() -> load(json))
                .isInstanceOf(DataFileException.class)
                .hasMessageStartingWith("my-board.json: ")
                .hasMessageContainingAll(fragments);
    }

    @Test
    void the_default_board_loads_with_its_four_known_ports() {
        Board b = load(good);
        assertThat(b.goodAt("Perth")).contains(Good.GOLD);
        assertThat(b.zoneOf("Colombo").number()).isEqualTo(55);
        assertThat(b.zoneOf("Tamatave").number()).isEqualTo(55);
        assertThat(b.goodAt("Valparaiso")).contains(Good.CEREALS);
        assertThat(b.brawlCards()).hasSize(12);
    }

    @Test
    void not_json() {
        refused("{ \"format\": ", "not a JSON document");
        refused("[1, 2]", "not a JSON object");
    }

    @Test
    void wrong_format_or_version() {
        refused(good.replace("caissier-long-cours-board", "caissier-pistes-table"), "format", "caissier-pistes-table");
        refused(good.replace("\"version\": 1", "\"version\": 2"), "version", "2");
        refused(good.replace("\"verified\": false", "\"verified\": \"no\""), "verified");
    }

    @Test
    void a_zone_no_ship_can_reach_is_refused_naming_it() {
        JsonMapper json = new JsonMapper();
        ObjectNode board = (ObjectNode) json.readTree(good);
        Set<String> zone66 = new HashSet<>();
        for (JsonNode z : board.get("zones")) {
            if (z.get("zone").asInt() == 66) {
                zone66.add(z.get("wreckSite").stringValue());
                z.get("ports").forEach(p -> zone66.add(p.get("name").stringValue()));
            }
        }
        ArrayNode kept = json.createArrayNode();
        for (JsonNode l : board.get("lines")) {
            boolean in = zone66.contains(l.get(0).stringValue());
            boolean out = !zone66.contains(l.get(1).stringValue());
            if (in == out) {
                continue; // the lines between zone 66 and the rest are taken out; those inside it stay
            }
            kept.add(l);
        }
        board.set("lines", kept);
        refused(board.toString(), "lines: zone 66 is cut off from the rest of the sea", "so no ship could sail there");
    }

    @Test
    void a_line_to_an_unknown_stop() {
        refused(good.replace("[\"Dakar\", \"Tamatave\"]", "[\"Dakar\", \"Tombouctou\"]"), "lines[", "Tombouctou");
    }

    @Test
    void a_zone_without_its_wreck_site() {
        refused(good.replace("\"wreckSite\": \"Cap Horn\",", ""), "zones[3].wreckSite", "zone 44 has no wreck site");
    }

    @Test
    void a_good_that_does_not_exist() {
        refused(
                good.replace(
                        "{ \"name\": \"Perth\", \"good\": \"gold\" }", "{ \"name\": \"Perth\", \"good\": \"opals\" }"),
                "zones[4].ports[2].good",
                "opals");
    }

    @Test
    void duplicate_stop_names() {
        refused(good.replace("\"name\": \"Perth\"", "\"name\": \"Colombo\""), "zones[4]", "Colombo", "twice");
        refused(good.replace("\"name\": \"Perth\"", "\"name\": \"gibraltar\""), "gibraltar", "twice");
    }

    @Test
    void a_die_face_missing() {
        refused(good.replace("\"4\": \"wood\",", ""), "resaleDie.4", "die face 4 is missing");
        refused(good.replace("\"6\": \"gold\"", "\"6\": \"silver\""), "resaleDie.6", "silver");
    }

    @Test
    void wrong_number_of_zones_ports_or_brawl_cards() {
        refused(good.replace("\"zone\": 66", "\"zone\": 77"), "zones[5].zone");
        refused(good.replace("\"zone\": 66", "\"zone\": 55"), "zone 55 appears twice");
        refused(
                good.replace(",\n        { \"name\": \"Perth\", \"good\": \"gold\" }", ""),
                "zones[4].ports",
                "exactly 3 ports");
        refused(good.replace("\"Bagarre 12\"", "").replace("\"Bagarre 11\",", "\"Bagarre 11\""), "brawlCards", "12");
        refused(good.replace("[\"Dakar\", \"Tamatave\"]", "[\"Dakar\", \"Dakar\"]"), "itself");
        refused(
                good.replace("[\"Dakar\", \"Tamatave\"]", "[\"Tamatave\", \"Dakar\"],\n    [\"Dakar\", \"Tamatave\"]"),
                "twice");
    }
}
