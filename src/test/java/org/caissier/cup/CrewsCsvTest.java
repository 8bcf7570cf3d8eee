package org.caissier.cup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.Assertions;
import org.caissier.table.DataFileException;
import org.caissier.table.Games;
import org.caissier.table.RuleViolation;
import org.caissier.table.Script;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Crews imported from a CSV file named on the game line ({@code crews=FILE}). */
class CrewsCsvTest {
    @TempDir
    Path dir;

    private List<Crew> read(String text) {
        return new CrewsCsv().read(text.getBytes(StandardCharsets.UTF_8), "crews.csv");
    }

    @Test
    void names_and_clubs_are_read_with_csv_quoting_and_a_header_is_skipped() {
        List<Crew> crews = read("name,club\nAnn,\"Club Nautique, Brest\"\n\n\"Bob, Jr\"\nCid,\"YC \"\"Vannes\"\"\"\n");
        assertThat(crews)
                .containsExactly(
                        new Crew("Ann", "Club Nautique, Brest"),
                        new Crew("Bob, Jr", null),
                        new Crew("Cid", "YC \"Vannes\""));
        assertThatThrownBy(() -> read("Ann\n\"Bob \"\"Le Loup\"\"\"\n"))
                .hasMessageContaining("line 2")
                .hasMessageContaining("double quote");
    }

    @Test
    void a_corrupt_file_is_refused_with_the_line_named() {
        assertThatThrownBy(() -> read("Ann,Brest\nBob,Vannes,extra\n"))
                .isInstanceOf(DataFileException.class)
                .hasMessageContaining("line 2")
                .hasMessageContaining("3 columns");
        assertThatThrownBy(() -> read("Ann\nBob\n,Lorient\n"))
                .hasMessageContaining("line 3")
                .hasMessageContaining("no name");
        assertThatThrownBy(() -> read("Ann\nBob\nann\n"))
                .hasMessageContaining("line 3")
                .hasMessageContaining("twice");
        assertThatThrownBy(() -> read("Ann\n\"Bob,Vannes\n"))
                .isInstanceOf(DataFileException.class)
                .hasMessageContaining("crews.csv")
                .hasMessageContaining("line 2");
        assertThatThrownBy(() -> read("")).hasMessageContaining("no crew");
    }

    @Test
    void ac_tour_1_the_game_line_takes_the_crews_file_first_then_the_crews_typed() throws Exception {
        Files.writeString(dir.resolve("crews.csv"), "Ann,CN Brest\nBob,YC Vannes\n");
        StartedGame<?, ?> g = new TournamentModule().start(Words.split("crews=crews.csv Cid"), dir);
        TournamentState s = (TournamentState) g.initial();
        assertThat(s.crews())
                .containsExactly(new Crew("Ann", "CN Brest"), new Crew("Bob", "YC Vannes"), Crew.named("Cid"));
        assertThat(g.gameLine()).isEqualTo("game cup-tournament crews=crews.csv Cid");
        assertThat(g.dataFiles())
                .singleElement()
                .satisfies(f -> assertThat(f.role()).isEqualTo("crews"));
        RuleViolation twice = Assertions.catchThrowableOfType(
                RuleViolation.class, () -> new RegattaModule().start(Words.split("crews=crews.csv Ann"), dir));
        assertThat(twice.ruleId()).isEqualTo("AC-REG-1");
    }

    @Test
    @SuppressWarnings("unchecked")
    void the_club_is_in_the_state_and_a_corrupt_file_stops_the_script_with_exit_1_naming_the_line() throws Exception {
        Files.writeString(dir.resolve("crews.csv"), "Ann,CN Brest\nBob\n");
        Games games = new Games(List.of(new TournamentModule(), new RegattaModule()));
        Script.Outcome ok =
                new Script(games).run(List.of("game cup-regatta crews=crews.csv Cid", "race Cid Ann Bob"), dir);
        Map<String, Object> first =
                ((List<Map<String, Object>>) ((Script.Finished) ok).view().get("series")).get(0);
        assertThat(first.get("crew")).isEqualTo("Cid");
        Map<String, Object> ann =
                ((List<Map<String, Object>>) ((Script.Finished) ok).view().get("series")).get(1);
        assertThat(ann.get("club")).isEqualTo("CN Brest");
        Files.writeString(dir.resolve("bad.csv"), "Ann\n\"Bob\n");
        Script.Outcome bad = new Script(games).run(List.of("game cup-regatta crews=bad.csv"), dir);
        assertThat(bad).isInstanceOf(Script.DataProblem.class);
        assertThat(((Script.DataProblem) bad).message()).contains("bad.csv").contains("line 2");
    }
}
