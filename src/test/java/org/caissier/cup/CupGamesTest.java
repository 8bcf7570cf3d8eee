package org.caissier.cup;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.caissier.table.Games;
import org.caissier.table.Script;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole tournaments and regattas through the same script runner as {@code caissier run}. Each script states
 * what it expects: {@code # expect cup: NAME}, {@code # expect place NAME: RANK TIEBREAK} (tournament) and
 * {@code # expect series NAME: RANK net=N total=N TIEBREAK discarded=R,...} (regatta).
 */
class CupGamesTest {
    private static final Pattern CUP = Pattern.compile("#\\s*expect cup:\\s*(\\S+)");
    private static final Pattern PLACE = Pattern.compile("#\\s*expect place (\\S+):\\s*(\\d+) (\\S+)");
    private static final Pattern SERIES =
            Pattern.compile("#\\s*expect series (\\S+):\\s*(\\d+) net=(\\S+) total=(\\S+) (\\S+) discarded=(\\S*)");

    static Stream<Path> scripts() throws IOException, URISyntaxException {
        Path dir = Path.of(CupGamesTest.class.getResource("/cup/games").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".cmd")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("scripts")
    @SuppressWarnings("unchecked")
    void ac_tour_2_and_ac_reg_1_whole_events_reach_their_results(Path script) throws IOException {
        List<String> lines = Files.readAllLines(script, StandardCharsets.UTF_8);
        Games games = new Games(List.of(new TournamentModule(), new RegattaModule()));
        Script.Outcome outcome = new Script(games).run(lines, script.getParent());
        assertThat(outcome).as(outcome.toString()).isInstanceOf(Script.Finished.class);
        Map<String, Object> view = ((Script.Finished) outcome).view();
        String text = String.join("\n", lines);
        int checked = 0;
        Matcher cup = CUP.matcher(text);
        if (cup.find()) {
            assertThat(view.get("cup")).isEqualTo(cup.group(1));
            checked++;
        }
        Matcher place = PLACE.matcher(text);
        while (place.find()) {
            Map<String, Object> s = find((List<Map<String, Object>>) view.get("standings"), place.group(1));
            assertThat(s.get("rank")).as(place.group(1) + "'s rank").isEqualTo(Integer.parseInt(place.group(2)));
            assertThat(s.get("tiebreak")).as(place.group(1) + "'s tie-break").isEqualTo(place.group(3));
            checked++;
        }
        Matcher series = SERIES.matcher(text);
        while (series.find()) {
            Map<String, Object> s = find((List<Map<String, Object>>) view.get("series"), series.group(1));
            assertThat(s.get("rank")).as(series.group(1) + "'s rank").isEqualTo(Integer.parseInt(series.group(2)));
            assertThat(s.get("net").toString()).as("net").isEqualTo(series.group(3));
            assertThat(s.get("total").toString()).as("total").isEqualTo(series.group(4));
            assertThat(s.get("tiebreak")).as("tie-break").isEqualTo(series.group(5));
            assertThat(s.get("discarded").toString())
                    .isEqualTo("[" + series.group(6).replace(",", ", ") + "]");
            checked++;
        }
        assertThat(checked).as("the script checks its results").isGreaterThan(3);
    }

    private static Map<String, Object> find(List<Map<String, Object>> rows, String crew) {
        return rows.stream().filter(r -> r.get("crew").equals(crew)).findFirst().orElseThrow();
    }
}
