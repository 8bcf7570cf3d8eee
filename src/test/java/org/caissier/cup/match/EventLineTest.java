package org.caissier.cup.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentModule;
import org.caissier.cup.TournamentState;
import org.caissier.table.StartedGame;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;

/** The line a finished match gives its tournament: a round-robin result, a sail-off asked for, a final match. */
class EventLineTest {

    private static TournamentState tournament(String crews, String... lines) {
        StartedGame<TournamentState, TournamentCommand> game =
                new TournamentModule().start(Words.split(crews), Path.of("."));
        TournamentState state = game.initial();
        for (String line : lines) {
            state = game.rules().applyLine(state, line);
        }
        return state;
    }

    private static MatchState wonBy(String winner, String a, String b) {
        return Sail.match("legs=1 " + a + " " + b)
                .then("round " + winner, "finish " + winner)
                .state();
    }

    @Test
    void ac_tour_1_a_round_robin_match_gives_its_result() {
        TournamentState t = tournament("Ann Bob Cid", "result Ann Bob");
        assertThat(EventLine.forEvent(t, wonBy("Cid", "Bob", "Cid"))).contains("result Cid Bob");
        assertThat(EventLine.forEvent(t, Sail.match("Bob Cid").state()))
                .as("not over")
                .isEmpty();
    }

    @Test
    void ac_tour_2_the_finalists_match_is_a_match_of_the_final() {
        TournamentState t = tournament("Ann Bob Cid", "result Ann Bob", "result Ann Cid", "result Bob Cid");
        assertThat(EventLine.forEvent(t, wonBy("Bob", "Ann", "Bob"))).contains("final Bob Ann");
    }

    @Test
    void d_ac_2_a_sail_off_the_standings_ask_for_is_entered_as_one() {
        TournamentState t = tournament("Ann Bob Cid", "result Ann Bob", "result Bob Cid", "result Cid Ann");
        assertThat(EventLine.forEvent(t, wonBy("Ann", "Ann", "Bob"))).contains("sail-off Ann Bob");
    }
}
