package org.caissier.cup.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.caissier.cup.RegattaState;
import org.caissier.cup.TournamentState;
import org.caissier.cup.match.EventScorer.Standing;
import org.caissier.table.Games;
import org.caissier.table.RuleViolation;
import org.caissier.table.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * commands.md: the program adds {@code id=} (a random event id) to a new tournament's or regatta's line; a match
 * sailed for the event names it ({@code event-id=}), so a match file is only scored into, and offered to, its own
 * event. Past results never change: a journal replays by the version on its line, an old one without an id opens.
 */
class EventIdTest {
    private static final String ID = "a1b2c3d4e5f6a7b8c9d0e1f2";

    @TempDir
    Path dir;

    private final Games games = ClubEvents.games();
    private final EventScorer scorer = new EventScorer(games);

    @Test
    void a_new_events_line_keeps_its_id_after_its_name_and_date_and_says_its_rules_version() throws Exception {
        Path file = dir.resolve("club.caissier");
        try (Session<?, ?> event = Session.create(
                file,
                games.start("game cup-tournament \"event=Spring Cup\" id=" + ID + " date=2026-05-16 Ann Bob", dir))) {
            assertThat(((TournamentState) event.state()).event().id()).isEqualTo(ID);
        }
        assertThat(Files.readAllLines(file))
                .contains(
                        "game cup-tournament rules=3 event=\"Spring Cup\" " + "date=2026-05-16 id=" + ID + " Ann Bob");
        try (Session<?, ?> again = Session.open(file, games)) {
            assertThat(((TournamentState) again.state()).event().id()).isEqualTo(ID);
            assertThat(((TournamentState) again.state()).names()).containsExactly("Ann", "Bob");
        }
        assertThat(games.start("game cup-regatta id=" + ID + " Ann Bob", dir).gameLine())
                .isEqualTo("game cup-regatta rules=3 id=" + ID + " Ann Bob");
    }

    @Test
    void an_id_that_is_not_8_to_64_letters_and_digits_is_refused_naming_the_field_in_both_languages() {
        RuleViolation v =
                catchThrowableOfType(RuleViolation.class, () -> games.start("game cup-tournament id=abc Ann Bob", dir));
        assertThat(v.english()).contains("id=").contains("\"abc\"").contains("8 to 64");
        assertThat(v.french()).contains("id=ID\u202f:").contains("«\u202fabc\u202f»");
        assertThatThrownBy(() -> games.start("game cup-regatta \"id=a b c d e f g h\" Ann Bob", dir))
                .isInstanceOf(RuleViolation.class);
        assertThat(catchThrowableOfType(
                                RuleViolation.class,
                                () -> games.start("game cup-match event=club.caissier event-id=x Ann Bob", dir))
                        .english())
                .contains("\"x\"");
    }

    @Test
    void a_match_line_names_its_events_id_and_says_its_rules_version() {
        String line = games.start("game cup-match legs=1 event=club.caissier event-id=" + ID + " Ann Bob", dir)
                .gameLine();
        assertThat(line).isEqualTo("game cup-match rules=2 legs=1 event=club.caissier event-id=" + ID + " Ann Bob");
        MatchState match = (MatchState) games.start(line, dir).initial();
        assertThat(match.eventId()).isEqualTo(ID);
        assertThat(match.crews()).containsExactly("Ann", "Bob");
    }

    @Test
    void an_old_journal_without_id_or_version_opens_and_replays_its_results_as_it_always_did() throws Exception {
        Path file = dir.resolve("old.caissier");
        Files.writeString(
                file,
                "# caissier journal 1\ngame cup-tournament Ann Bob Cid\nresult Ann Bob\n" + "withdraw Ann\n",
                StandardCharsets.UTF_8);
        try (Session<?, ?> event = Session.open(file, games)) {
            TournamentState t = (TournamentState) event.state();
            assertThat(t.event().id()).isNull();
            assertThat(t.rules())
                    .as("version 1: a crew that withdrew is listed last")
                    .isEqualTo(1);
        }
        Path matchFile = dir.resolve("old.match.caissier");
        Files.writeString(
                matchFile,
                "# caissier journal 1\ngame cup-match legs=1 event=old.caissier Bob Cid\n",
                StandardCharsets.UTF_8);
        try (Session<?, ?> match = Session.open(matchFile, games)) {
            assertThat(((MatchState) match.state()).eventId()).isNull();
        }
    }

    @Test
    void ac_tour_1_a_match_scores_only_into_the_event_whose_id_it_names() throws Exception {
        Path event = dir.resolve("club.caissier");
        try (Session<?, ?> created =
                Session.create(event, games.start("game cup-tournament id=" + ID + " Ann Bob Cid", dir))) {
            created.gameId();
        }
        try (Session<?, ?> other = Session.create(
                dir.resolve("other.match.caissier"),
                games.start("game cup-match legs=1 event=club.caissier event-id=ffffffffffffffff Bob Cid", dir))) {
            other.submit("round Bob");
            other.submit("finish Bob");
            MatchState over = (MatchState) other.state();
            List<String> before = Files.readAllLines(event);
            assertThat(scorer.standing(other.file(), over)).isEqualTo(Standing.OTHER_EVENT);
            assertThatThrownBy(() -> scorer.score(other.file(), over))
                    .isInstanceOf(EventScorer.OtherEventException.class);
            assertThat(scorer.unscore(other.file(), over)).isEqualTo(EventScorer.Unscored.NOT_SCORED);
            assertThat(Files.readAllLines(event)).isEqualTo(before);
        }
        try (Session<?, ?> own = Session.create(
                dir.resolve("own.match.caissier"),
                games.start("game cup-match legs=1 event=club.caissier event-id=" + ID + " Bob Cid", dir))) {
            own.submit("round Bob");
            own.submit("finish Bob");
            assertThat(scorer.score(own.file(), (MatchState) own.state())).contains("result Bob Cid");
        }
    }

    @Test
    void ac_reg_1_a_race_of_an_event_without_id_names_none_and_one_naming_an_id_is_another_events() {
        RegattaState old =
                (RegattaState) games.start("game cup-regatta Ann Bob", dir).initial();
        RegattaState named = (RegattaState)
                games.start("game cup-regatta id=" + ID + " Ann Bob", dir).initial();
        MatchState noId = (MatchState)
                games.start("game cup-match event=r.caissier Ann Bob", dir).initial();
        MatchState withId = (MatchState) games.start("game cup-match event=r.caissier event-id=" + ID + " Ann Bob", dir)
                .initial();
        assertThat(EventLine.sameEvent(old, noId)).isTrue();
        assertThat(EventLine.sameEvent(old, withId)).isFalse();
        assertThat(EventLine.sameEvent(named, withId)).isTrue();
        assertThat(EventLine.sameEvent(named, noId)).isFalse();
    }
}
