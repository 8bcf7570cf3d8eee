package org.caissier.longcours;

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
 * Whole games, played to a winner through the same script runner as {@code caissier run}. Each script says what
 * it expects in comments: {@code # expect winner: NAME} and {@code # expect cash NAME: N}.
 */
class LongCoursGamesTest {
    private static final Pattern WINNER = Pattern.compile("#\\s*expect winner:\\s*(\\S+)");
    private static final Pattern CASH = Pattern.compile("#\\s*expect cash (\\S+):\\s*(\\d+)");
    private static final Pattern STATUS = Pattern.compile("#\\s*expect status (\\S+):\\s*(\\S+)");

    static Stream<Path> scripts() throws IOException, URISyntaxException {
        Path dir =
                Path.of(LongCoursGamesTest.class.getResource("/longcours/games").toURI());
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(".cmd")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("scripts")
    @SuppressWarnings("unchecked")
    void whole_game_reaches_its_winner_LC_END_1(Path script) throws IOException {
        List<String> lines = Files.readAllLines(script, StandardCharsets.UTF_8);
        Script.Outcome outcome = new Script(new Games(List.of(new LongCoursModule()))).run(lines, script.getParent());
        assertThat(outcome).as(outcome.toString()).isInstanceOf(Script.Finished.class);
        Map<String, Object> view = ((Script.Finished) outcome).view();
        String text = String.join("\n", lines);
        Matcher w = WINNER.matcher(text);
        assertThat(w.find()).as("script states its winner").isTrue();
        assertThat(view.get("winner")).isEqualTo(w.group(1));
        List<Map<String, Object>> players = (List<Map<String, Object>>) view.get("players");
        Matcher c = CASH.matcher(text);
        int checked = 0;
        while (c.find()) {
            String name = c.group(1);
            Map<String, Object> p = players.stream()
                    .filter(x -> x.get("name").equals(name))
                    .findFirst()
                    .orElseThrow();
            assertThat(p.get("cash")).as(name + "'s cash").isEqualTo(Integer.parseInt(c.group(2)));
            checked++;
        }
        Matcher st = STATUS.matcher(text);
        while (st.find()) {
            String name = st.group(1);
            Map<String, Object> p = players.stream()
                    .filter(x -> x.get("name").equals(name))
                    .findFirst()
                    .orElseThrow();
            assertThat(p.get("status")).as(name + "'s status").isEqualTo(st.group(2));
            checked++;
        }
        assertThat(checked).as("script checks some numbers").isPositive();
        int cash = players.stream().mapToInt(p -> (Integer) p.get("cash")).sum();
        int balance = (Integer) ((Map<String, Object>) view.get("bank")).get("balance");
        assertThat(cash + balance)
                .as("every M is with a player or accounted by the bank")
                .isZero();
    }
}
