package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.caissier.cup.match.EventScorer;
import org.caissier.cup.match.MatchState;
import org.caissier.table.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A match sailed at the board through {@code caissier run}, and its finish scoring the tournament it belongs to. */
class MatchRunTest {
    @TempDir
    Path dir;

    private final RunHarness cli = new RunHarness();

    private Map<String, Object> run(Path file) {
        cli.reset();
        assertThat(cli.run(file)).as(cli.err()).isZero();
        return cli.state();
    }

    @Test
    @SuppressWarnings("unchecked")
    void a_scripted_advanced_match_reaches_its_finish_through_run() throws Exception {
        Path file = dir.resolve("match.cmd");
        try (InputStream in = getClass().getResourceAsStream("/cup/match/advanced-match.cmd")) {
            Files.write(file, in.readAllBytes());
        }
        Map<String, Object> state = run(file);
        assertThat(state)
                .containsEntry("game", "cup-match")
                .containsEntry("over", true)
                .containsEntry("winner", "Ann")
                .containsEntry("finish", List.of("Ann"));
        Map<String, Object> start = (Map<String, Object>) state.get("start");
        assertThat(start).containsEntry("redraws", 1).containsEntry("startsFirst", "Bob");
        assertThat((List<Object>) start.get("manoeuvres")).hasSize(5);
        List<Map<String, Object>> boats = (List<Map<String, Object>>) state.get("boats");
        assertThat(boats.get(1))
                .containsEntry("crew", "Bob")
                .containsEntry("leg", 2)
                .containsEntry("tack", "port");
    }

    @Test
    void a_refused_card_names_its_line_and_rule() throws Exception {
        Path file = dir.resolve("bad.cmd");
        Files.writeString(
                file,
                "game cup-match legs=1 advanced Ann Bob\nposts Ann 1 2 3\nposts Bob 4 5 6\n"
                        + "start-card Ann 3\nstart-card Bob 2\nstarts-first Ann\n");
        assertThat(cli.launch("run", file.toString())).isEqualTo(2);
        assertThat(cli.err()).startsWith("line 6: AC-START-2: ");
    }

    @Test
    @SuppressWarnings("unchecked")
    void a_match_s_finish_scores_the_tournament_it_belongs_to() throws Exception {
        Path event = dir.resolve("club.caissier");
        try (Session<?, ?> tournament =
                Session.create(event, Wiring.games().start("game cup-tournament Ann Bob Cid", dir))) {
            tournament.submit("result Cid Ann");
        }
        Path matchFile = dir.resolve("club.Bob-Cid.caissier");
        Session<?, ?> match = Session.create(
                matchFile, Wiring.games().start("game cup-match legs=1 event=club.caissier Bob Cid", dir));
        for (String line : List.of(
                "card Bob 3 green", "card Cid 2 green", "round Bob", "card Bob 4", "card Cid 3 green", "finish Bob")) {
            match.submit(line);
        }
        assertThat(new EventScorer(Wiring.games()).score(matchFile, (MatchState) match.state()))
                .contains("result Bob Cid");
        match.close();

        assertThat(Files.readAllLines(event)).contains("result Bob Cid").noneMatch(l -> l.startsWith("card"));
        Map<String, Object> state = run(event);
        List<Map<String, Object>> standings = (List<Map<String, Object>>) state.get("standings");
        assertThat(standings)
                .filteredOn(s -> s.get("crew").equals("Bob"))
                .singleElement()
                .satisfies(s -> assertThat(s).containsEntry("wins", 1));
        assertThat((List<Object>) state.get("pending")).hasSize(1);
        assertThat(run(matchFile)).containsEntry("winner", "Bob").containsEntry("event", "club.caissier");
    }
}
