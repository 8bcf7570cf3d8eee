package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.caissier.cup.MatchReport;
import org.junit.jupiter.api.Test;

/**
 * M in the tournament view opens only a match still to sail, its event named on the match's game line: its file,
 * and its id when it has one (commands.md: a match sailed for the event names it).
 */
class SailLineTest {
    private final Path event = Path.of("/games/club.caissier");

    @Test
    void ac_tour_1_an_open_match_opens_in_the_assistant_and_a_sailed_one_does_not() {
        MatchRow open = new MatchRow(new MatchReport(MatchReport.Kind.ROUND_ROBIN, 1, "Ann", "Bob Ray", null, ""));
        assertThat(SailLine.of(open, event, null, true))
                .contains("game cup-match advanced event=/games/club.caissier Ann \"Bob Ray\"");
        MatchRow sailed = new MatchRow(new MatchReport(MatchReport.Kind.ROUND_ROBIN, 1, "Ann", "Cid", "Ann", ""));
        assertThat(SailLine.of(sailed, event, "0123abcd0123abcd", false)).isEmpty();
        assertThat(SailLine.race(List.of("Ann", "Bob"), event, null))
                .isEqualTo("game cup-match event=/games/club.caissier Ann Bob");
    }

    @Test
    void a_match_of_an_event_with_an_id_names_that_id_and_an_event_without_one_names_none() {
        MatchRow open = new MatchRow(new MatchReport(MatchReport.Kind.ROUND_ROBIN, 1, "Ann", "Bob", null, ""));
        assertThat(SailLine.of(open, event, "0123abcd0123abcd", false))
                .contains("game cup-match event=/games/club.caissier event-id=0123abcd0123abcd Ann Bob");
        assertThat(SailLine.race(List.of("Ann", "Bob"), event, "0123abcd0123abcd"))
                .isEqualTo("game cup-match event=/games/club.caissier event-id=0123abcd0123abcd Ann Bob");
    }
}
