package org.caissier.cup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The journal tells Cup lines in plain words, in French and English. */
class DescriberTest {
    private final TournamentRules tournament = new TournamentRules();
    private final RegattaRules regatta = new RegattaRules();

    @Test
    void results_corrections_and_sail_offs_read_as_sentences_with_their_round() {
        TournamentState s = tournament.start(List.of(Crew.named("Ann"), Crew.named("Bob"), Crew.named("Cid")), 1);
        TournamentCommand r = tournament.parse(List.of("result", "Ann", "Bob", "dsq=Ann"), s);
        assertThat(tournament.describe(s, r, Locale.ENGLISH))
                .isEqualTo("Ann ahead of Bob, disqualified afterwards (C10.5(b)) (round 2)");
        TournamentCommand c = tournament.parse(List.of("correct", "Bob", "Ann"), s);
        assertThat(tournament.describe(s, c, Locale.FRENCH)).isEqualTo("Correction\u202F: Bob bat Ann (tour 2)");
    }

    @Test
    void a_race_reads_as_its_finishing_order() {
        RegattaState s = regatta.start(List.of(Crew.named("Ann"), Crew.named("Bob"), Crew.named("Cid")), 0);
        RegattaCommand race = regatta.parse(List.of("race", "Cid", "Ann+Bob"), s);
        assertThat(regatta.describe(s, race, Locale.ENGLISH)).isEqualTo("Race 1: Cid, Ann = Bob");
        RegattaCommand coded = regatta.parse(List.of("race", "Cid", "Ann", "Bob=DNF"), s);
        assertThat(regatta.describe(s, coded, Locale.FRENCH)).isEqualTo("Course 1\u202F: Cid, Ann, Bob DNF");
    }
}
