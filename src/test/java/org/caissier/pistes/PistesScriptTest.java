package org.caissier.pistes;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.caissier.table.Games;
import org.caissier.table.Script;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PistesScriptTest {
    private final Script script = new Script(new Games(List.of(new PistesModule())));

    private static List<String> lines(String resource) throws Exception {
        return Files.readAllLines(
                Path.of(PistesScriptTest.class.getResource(resource).toURI()));
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> player(Map<String, Object> view, int seat) {
        return ((List<Map<String, Object>>) view.get("players")).get(seat);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> turn(Map<String, Object> player, int i) {
        return ((List<Map<String, Object>>) player.get("turns")).get(i);
    }

    @Test
    void a_whole_race_is_played_to_the_final_ranking() throws Exception {
        Script.Outcome outcome = script.run(lines("/pistes/games/three-drivers.cmd"), null);
        assertThat(outcome).isInstanceOf(Script.Finished.class);
        Map<String, Object> view = ((Script.Finished) outcome).view();
        assertThat(view)
                .containsEntry("game", "pistes")
                .containsEntry("raceOver", true)
                .containsEntry("turn", null);
        assertThat(view.get("standings"))
                .isEqualTo(List.of(
                        Map.of("rank", 1, "name", "Anne"),
                        Map.of("rank", 2, "name", "Bruno"),
                        Map.of("rank", 3, "name", "Chloé")));
        Map<String, Object> anne = player(view, 0);
        assertThat(anne)
                .containsEntry("points", 470)
                .containsEntry("status", "arrived")
                .containsEntry("rank", 1);
        assertThat(((Map<?, ?>) anne.get("equipment")).get("spare-wheel")).isEqualTo(1);
        assertThat(turn(anne, 0))
                .containsEntry("points", 171)
                .containsEntry("changes", 2)
                .containsEntry("row", 7)
                .containsEntry("column", 9)
                .containsEntry("event", "puncture")
                .containsEntry("distance", "full");
        Map<String, Object> bruno = player(view, 1);
        assertThat(turn(bruno, 0)).containsEntry("event", "minor-accident").containsEntry("distance", "half");
        assertThat((List<?>) bruno.get("turns")).hasSize(3);
        Map<String, Object> chloe = player(view, 2);
        assertThat(turn(chloe, 2)).containsEntry("event", "carburettor").containsEntry("distance", "half");
    }

    @Test
    void a_line_that_breaks_a_rule_stops_the_script_with_its_number_and_rule_id() {
        Script.Outcome outcome = script.run(List.of("game pistes Ann Bob", "equip Ann carburettor 5"), null);
        assertThat(outcome).isInstanceOf(Script.Refused.class);
        assertThat(((Script.Refused) outcome).render()).startsWith("line 2: PI-SET-2: ");
    }

    @Test
    void a_game_line_names_its_own_table_file_relative_to_the_script(@TempDir Path dir) throws Exception {
        EventTable fatal = Fixtures.uniform(Event.FATAL_ACCIDENT);
        new EventTableWriter().save(fatal, dir.resolve("deadly.json"));
        Script.Outcome outcome = script.run(List.of("game pistes table=deadly.json Ann Bob", "drive Ann R1 1 1"), dir);
        Map<String, Object> view = ((Script.Finished) outcome).view();
        assertThat(player(view, 0)).containsEntry("status", "out");
    }

    @Test
    void a_broken_table_file_is_a_data_problem_naming_the_file(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("bad.json"), "{\"format\": \"caissier-pistes-event-table\", \"version\": 1}");
        Script.Outcome outcome = script.run(List.of("game pistes table=bad.json Ann Bob"), dir);
        assertThat(outcome).isInstanceOf(Script.DataProblem.class);
        assertThat(((Script.DataProblem) outcome).message())
                .contains("bad.json")
                .contains("rows");
    }

    @Test
    void the_game_line_keeps_its_canonical_form_and_records_the_table_it_read(@TempDir Path dir) throws Exception {
        new EventTableWriter().save(Fixtures.defaultTable(), dir.resolve("my table.json"));
        var started = new PistesModule().start(List.of("table=my table.json", "ranking=ex-aequo", "Ann", "Bob"), dir);
        assertThat(started.gameLine()).isEqualTo("game pistes \"table=my table.json\" ranking=tied Ann Bob");
        assertThat(started.dataFiles()).singleElement().satisfies(f -> {
            assertThat(f.role()).isEqualTo("table");
            assertThat(f.source()).isEqualTo("my table.json");
        });
        assertThat(new PistesModule()
                        .start(List.of("Ann", "Bob"), null)
                        .dataFiles()
                        .get(0)
                        .source())
                .isEqualTo("default");
    }
}
