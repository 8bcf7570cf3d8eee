package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.caissier.table.SealKdf;
import org.caissier.table.Session;
import org.caissier.testing.EspionJournals;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code caissier run [--pin PIN] FILE} on Espion scripts and on journals with the spy's lines sealed. */
class EspionRunTest {
    private static final String PIN = "13579024";

    @TempDir
    Path dir;

    private final RunHarness cli = new RunHarness();

    private int run(String... args) {
        return cli.launch(args);
    }

    private Map<String, Object> state() {
        return cli.state();
    }

    private String errors() {
        return cli.err();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(Map<String, Object> state, String key) {
        return (List<Map<String, Object>>) state.get(key);
    }

    /** The escape game as the program journals it: Anna's start and moves sealed behind her PIN. */
    private Path sealedJournal() throws Exception {
        return EspionJournals.sealed(
                dir.resolve("espion.caissier"),
                "5eed0f9a3e",
                PIN,
                new SealKdf.Argon2id(8, 1, 1),
                Path.of("src/test/resources/espion/games/escape.cmd"));
    }

    @Test
    void a_scripted_game_to_an_escape_prints_the_route_checked_turn_by_turn() {
        assertThat(run("run", "src/test/resources/espion/games/escape.cmd"))
                .as(errors())
                .isZero();
        Map<String, Object> state = state();
        assertThat(state)
                .containsEntry("game", "espion")
                .containsEntry("winner", "Anna")
                .containsEntry("phase", "over")
                .containsEntry("turn", 4)
                .containsEntry("start", "Nozay");
        assertThat(list(state, "circles")).extracting(c -> c.get("answer")).containsExactly("in", "out", "in");
        assertThat(list(state, "circles").get(0)).containsEntry("turn", 1).containsEntry("radius", 4);
        assertThat(list(state, "roadblocks")).hasSize(8);
        assertThat(list(state, "roadblocks").get(5))
                .containsEntry("turn", 2)
                .containsEntry("road", "Blain – Bouvron")
                .containsEntry("inside", false);
        assertThat(list(state, "route"))
                .extracting(m -> m.get("place"))
                .containsExactly("La Grigonnais", "Le Gâvre", "Guenrouet");
        assertThat(list(state, "route")).allMatch(m -> Boolean.TRUE.equals(m.get("within")));
        assertThat(list(state, "route").get(0)).containsEntry("distance", 3.5).containsEntry("km", 7);
    }

    @Test
    void a_scripted_game_to_a_surrender_gives_the_hunter_the_win() {
        assertThat(run("run", "src/test/resources/espion/games/surrender.cmd"))
                .as(errors())
                .isZero();
        Map<String, Object> state = state();
        assertThat(state)
                .containsEntry("winner", "Bruno")
                .containsEntry("phase", "over")
                .containsEntry("turn", 2)
                .containsEntry("scale", 100000);
        assertThat(list(state, "route"))
                .singleElement()
                .satisfies(m -> assertThat(m)
                        .containsEntry("place", "La Chapelle-Glain")
                        .containsEntry("km", 2.5));
        assertThat(list(state, "roadblocks")).hasSize(10).allMatch(r -> Boolean.TRUE.equals(r.get("inside")));
    }

    @Test
    void a_move_farther_than_the_radius_in_a_script_exits_2_with_ES_MOVE_2() throws Exception {
        Path file = dir.resolve("far.cmd");
        Files.writeString(
                file,
                "game espion Anna Bruno\nstart Anna Nozay\ncircle Bruno 3\nanswer Anna out\n"
                        + "move Anna Blain 3.5\n");
        assertThat(run("run", file.toString())).isEqualTo(2);
        assertThat(errors()).startsWith("line 5: ES-MOVE-2: ");
    }

    @Test
    void the_journal_never_holds_a_place_the_spy_entered() throws Exception {
        String text = Files.readString(sealedJournal());
        // Nozay and Le Gâvre are also in the hunter's public lines (road names, a circle's centre): the places
        // only the spy wrote are the test.
        assertThat(text).doesNotContain("La Grigonnais").doesNotContain("Guenrouet");
        assertThat(text)
                .doesNotContain("move Anna")
                .doesNotContain("start Anna")
                .contains("circle Bruno 4 Saffré");
    }

    @Test
    void without_the_pin_the_public_lines_are_checked_and_the_route_is_null() throws Exception {
        assertThat(run("run", sealedJournal().toString())).as(errors()).isZero();
        Map<String, Object> state = state();
        assertThat(state)
                .containsEntry("winner", "Anna")
                .containsEntry("route", null)
                .containsEntry("start", null)
                .containsEntry("moves", 3);
        assertThat(list(state, "roadblocks")).hasSize(8);
    }

    @Test
    void with_the_pin_the_sealed_lines_are_read_and_the_route_printed() throws Exception {
        assertThat(run("run", "--pin", PIN, sealedJournal().toString()))
                .as(errors())
                .isZero();
        Map<String, Object> state = state();
        assertThat(state).containsEntry("start", "Nozay");
        assertThat(list(state, "route"))
                .extracting(m -> m.get("place"))
                .containsExactly("La Grigonnais", "Le Gâvre", "Guenrouet");
    }

    @Test
    void a_plain_script_runs_with_a_pin_too() {
        assertThat(run("run", "--pin", PIN, "src/test/resources/espion/games/surrender.cmd"))
                .as(errors())
                .isZero();
        assertThat(list(state(), "route")).hasSize(1);
    }

    @Test
    void a_wrong_pin_exits_1_with_a_message_and_prints_nothing() throws Exception {
        Path file = sealedJournal();
        byte[] before = Files.readAllBytes(file);
        assertThat(run("run", "--pin", "13579025", file.toString())).isEqualTo(1);
        assertThat(errors()).contains("wrong PIN");
        assertThat(cli.out()).isEmpty();
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(run("run", "--pin", "1357", file.toString())).isEqualTo(1);
        assertThat(errors()).contains("at least 6 digits");
    }

    @Test
    void a_tampered_sealed_line_exits_2_naming_its_line_and_ES_SEAL() throws Exception {
        Path file = sealedJournal();
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        int at = -1;
        for (int i = 0, sealed = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("sealed ") && ++sealed == 2) {
                at = i;
            }
        }
        String line = lines.get(at);
        int middle = "sealed ".length() + 20;
        lines.set(
                at, line.substring(0, middle) + (line.charAt(middle) == 'Q' ? 'R' : 'Q') + line.substring(middle + 1));
        Files.write(file, lines);
        assertThat(run("run", "--pin", PIN, file.toString())).isEqualTo(2);
        assertThat(errors()).startsWith("line " + (at + 1) + ": ES-SEAL: ");
        assertThat(cli.out()).isEmpty();
    }

    @Test
    void ES_TURN_2_a_road_cut_both_ways_is_refused_in_a_script_and_an_older_save_that_did_it_opens_with_a_warning()
            throws Exception {
        String game = "game espion Anna Bruno\nstart Anna Nozay\ncircle Bruno 4\nanswer Anna in\n"
                + "roadblock Bruno \"Nozay – Vay\"\nmove Anna Abbaretz 3\ncircle Bruno 4\nanswer Anna out\n"
                + "roadblock Bruno \"vay - nozay\"\n";
        Path script = dir.resolve("twice.cmd");
        Files.writeString(script, game);
        assertThat(run("run", script.toString())).isEqualTo(2);
        assertThat(errors()).startsWith("line 9: ES-TURN-2: ");

        Path save = dir.resolve("older.caissier");
        Files.writeString(save, "# caissier journal 1\n" + game);
        assertThat(run("run", save.toString())).as(errors()).isZero();
        try (Session<?, ?> s = Session.open(save, Wiring.games())) {
            assertThat(s.warnings())
                    .singleElement()
                    .asString()
                    .startsWith("line 10 is kept as an older version")
                    .contains("ES-TURN-2");
        }
    }

    @Test
    void distances_in_the_state_are_numbers_in_cm() {
        assertThat(run("run", "src/test/resources/espion/games/escape.cmd")).isZero();
        Object radius = list(state(), "circles").get(1).get("radius");
        assertThat(new BigDecimal(radius.toString())).isEqualByComparingTo("5");
    }
}
