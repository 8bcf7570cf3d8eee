package org.caissier.cup.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.caissier.cup.RegattaState;
import org.caissier.cup.TournamentState;
import org.caissier.cup.match.EventScorer.Standing;
import org.caissier.cup.match.EventScorer.Unscored;
import org.caissier.table.GameOpenElsewhereException;
import org.caissier.table.Games;
import org.caissier.table.Session;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A finish taken back takes back the line it wrote into its event (marked undone, as the event's own undo does),
 * and scoring it again redoes that line; an event that has moved on since is left as it is.
 */
class EventScorerTest {
    @TempDir
    Path dir;

    private final Games games = ClubEvents.games();
    private final EventScorer scorer = new EventScorer(games);

    private Path event(String gameLine, String... lines) throws Exception {
        return ClubEvents.event(games, dir, gameLine, lines);
    }

    private Session<?, ?> match(String gameLine, String... lines) throws Exception {
        Session<?, ?> match = Session.create(dir.resolve("club.match.caissier"), games.start(gameLine, dir));
        for (String line : lines) {
            match.submit(line);
        }
        return match;
    }

    private Object eventState(Path file) throws Exception {
        try (Session<?, ?> event = Session.open(file, games)) {
            return event.state();
        }
    }

    @Test
    void ac_tour_1_a_finish_taken_back_takes_its_result_back_and_a_redone_finish_plays_it_again() throws Exception {
        Path event = event("game cup-tournament Ann Bob Cid", "result Cid Ann");
        try (Session<?, ?> match =
                match("game cup-match legs=1 event=club.caissier Bob Cid", "round Bob", "finish Bob")) {
            MatchState over = (MatchState) match.state();
            assertThat(scorer.score(match.file(), over)).contains("result Bob Cid");

            assertThat(scorer.unscore(match.file(), over)).isEqualTo(Unscored.TAKEN_BACK);
            assertThat(Files.readAllLines(event)).contains("result Cid Ann", "#undone result Bob Cid");
            assertThat(((TournamentState) eventState(event)).unsailed()).hasSize(2);
            assertThat(scorer.unscore(match.file(), over))
                    .as("already taken back")
                    .isEqualTo(Unscored.NOT_SCORED);

            assertThat(scorer.score(match.file(), over)).contains("result Bob Cid");
            assertThat(Files.readAllLines(event))
                    .containsOnlyOnce("result Bob Cid")
                    .noneMatch(l -> l.contains("undone"));
            assertThat(((TournamentState) eventState(event)).unsailed()).hasSize(1);
        }
    }

    @Test
    void an_event_that_moved_on_since_the_finish_keeps_its_line_and_says_so() throws Exception {
        Path event = event("game cup-tournament Ann Bob Cid");
        try (Session<?, ?> match =
                match("game cup-match legs=1 event=club.caissier Bob Cid", "round Bob", "finish Bob")) {
            MatchState over = (MatchState) match.state();
            scorer.score(match.file(), over);
            try (Session<?, ?> tournament = Session.open(event, games)) {
                tournament.submit("result Cid Ann");
            }
            List<String> before = Files.readAllLines(event);
            assertThat(scorer.unscore(match.file(), over)).isEqualTo(Unscored.MOVED_ON);
            assertThat(Files.readAllLines(event)).isEqualTo(before);
        }
    }

    @Test
    void a_finish_never_scored_leaves_the_event_alone() throws Exception {
        Path event = event("game cup-tournament Ann Bob Cid", "result Cid Ann");
        try (Session<?, ?> match =
                match("game cup-match legs=1 event=club.caissier Bob Cid", "round Bob", "finish Bob")) {
            List<String> before = Files.readAllLines(event);
            assertThat(scorer.unscore(match.file(), (MatchState) match.state())).isEqualTo(Unscored.NOT_SCORED);
            assertThat(Files.readAllLines(event)).isEqualTo(before);
        }
    }

    @Test
    void ac_reg_1_a_fleet_race_taken_back_takes_its_race_line_back() throws Exception {
        Path event = event("game cup-regatta Ann Bob Cid Dan");
        try (Session<?, ?> match = match(
                "game cup-match legs=1 event=club.caissier Ann Bob Cid",
                "round Cid",
                "round Ann",
                "round Bob",
                "finish Cid",
                "finish Ann",
                "finish Bob")) {
            MatchState over = (MatchState) match.state();
            assertThat(over.over()).isTrue();
            assertThat(scorer.score(match.file(), over)).contains("race Cid Ann Bob Dan=DNC");
            assertThat(scorer.unscore(match.file(), over)).isEqualTo(Unscored.TAKEN_BACK);
            assertThat(((RegattaState) eventState(event)).races()).isEmpty();
        }
    }

    // ---- a finish always reaches its event or says it did not (issue 26)

    @Test
    void a_finish_whose_event_is_open_elsewhere_is_pending_then_scored_once_when_it_can_be() throws Exception {
        Path event = event("game cup-tournament Ann Bob Cid");
        try (Session<?, ?> match =
                match("game cup-match legs=1 event=club.caissier Bob Cid", "round Bob", "finish Bob")) {
            MatchState over = (MatchState) match.state();
            Session<?, ?> holder = Session.open(event, games); // the event held, as by another window
            try {
                assertThatThrownBy(() -> scorer.score(match.file(), over))
                        .isInstanceOf(GameOpenElsewhereException.class);
                assertThat(scorer.standing(match.file(), over))
                        .as("read without the lock")
                        .isEqualTo(Standing.PENDING);
            } finally {
                holder.close();
            }
            assertThat(scorer.score(match.file(), over)).contains("result Bob Cid");
            assertThat(scorer.standing(match.file(), over)).isEqualTo(Standing.SCORED);
            assertThat(Files.readAllLines(event)).containsSubsequence("#> match club.match.caissier", "result Bob Cid");
        }
    }

    @Test
    void a_finish_the_program_died_after_is_pending_when_the_match_is_opened_again() throws Exception {
        event("game cup-tournament Ann Bob Cid");
        Path file;
        try (Session<?, ?> match =
                match("game cup-match legs=1 event=club.caissier Bob Cid", "round Bob", "finish Bob")) {
            file = match.file();
        }
        try (Session<?, ?> again = Session.open(file, games)) {
            assertThat(scorer.standing(again.file(), (MatchState) again.state()))
                    .isEqualTo(Standing.PENDING);
        }
    }

    @Test
    void ac_reg_1_a_race_is_scored_into_its_regatta_once_never_twice() throws Exception {
        Path event = event("game cup-regatta Ann Bob Cid Dan");
        try (Session<?, ?> match = match(
                "game cup-match legs=1 event=club.caissier Ann Bob Cid",
                "round Cid",
                "round Ann",
                "round Bob",
                "finish Cid",
                "finish Ann",
                "finish Bob")) {
            MatchState over = (MatchState) match.state();
            assertThat(scorer.score(match.file(), over)).contains("race Cid Ann Bob Dan=DNC");
            assertThat(scorer.score(match.file(), over)).as("scored already").isEmpty();
            assertThat(((RegattaState) eventState(event)).races()).hasSize(1);
            assertThat(scorer.standing(match.file(), over)).isEqualTo(Standing.SCORED);
        }
    }

    @Test
    void a_match_that_is_not_over_or_names_no_event_has_nothing_to_score() throws Exception {
        event("game cup-tournament Ann Bob Cid");
        try (Session<?, ?> match = match("game cup-match legs=1 event=club.caissier Bob Cid", "round Bob")) {
            assertThat(scorer.standing(match.file(), (MatchState) match.state()))
                    .isEqualTo(Standing.NOTHING);
        }
    }

    // ---- opening the event finds its matches whose finish is not in it (issue 26)

    private Path matchFile(Path folder, String name, String gameLine, String... lines) throws Exception {
        Path file = Files.createDirectories(folder).resolve(name);
        try (Session<?, ?> match = Session.create(file, games.start(gameLine, folder))) {
            for (String line : lines) {
                match.submit(line);
            }
        }
        return file;
    }

    @Test
    void the_event_finds_its_finished_matches_it_lacks_beside_it_and_in_the_games_folder_and_no_others()
            throws Exception {
        Path event = event("game cup-tournament Ann Bob Cid");
        Path folder = dir.resolve("games");
        Path beside = matchFile(
                dir, "a.caissier", "game cup-match legs=1 event=club.caissier Bob Cid", "round Bob", "finish Bob");
        Path far = matchFile(
                folder,
                "b.caissier",
                "game cup-match legs=1 event=" + event.toAbsolutePath() + " Ann Cid",
                "round Cid",
                "finish Cid");
        matchFile(dir, "c.caissier", "game cup-match legs=1 event=club.caissier Ann Bob", "round Ann"); // not over
        matchFile(folder, "d.caissier", "game cup-match legs=1 Ann Bob", "round Ann", "finish Ann"); // no event
        Path other = dir.resolve("other");
        Files.createDirectories(other);
        Files.copy(event, other.resolve("club.caissier"));
        matchFile(
                other,
                "e.caissier",
                "game cup-match legs=1 event=club.caissier Ann Bob",
                "round Ann",
                "finish Ann"); // another event of the same name, in its own folder
        Files.writeString(dir.resolve("torn.caissier"), "game cup-match event=club.caissier Ann\n\u0000garbage");
        Files.write(folder.resolve("binary.caissier"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2});

        try (Session<?, ?> opened = Session.open(event, games)) {
            assertThat(scorer.pending(opened, List.of(dir, folder, dir)))
                    .extracting(EventScorer.Pending::file)
                    .containsExactly(beside, far);
        }
    }

    @Test
    void a_match_the_event_holds_is_not_pending_and_one_scored_from_the_event_is_never_pending_again()
            throws Exception {
        Path event = event("game cup-tournament Ann Bob Cid");
        Path match = matchFile(
                dir, "a.caissier", "game cup-match legs=1 event=club.caissier Bob Cid", "round Bob", "finish Bob");
        try (Session<?, ?> opened = Session.open(event, games)) {
            List<EventScorer.Pending> pending = scorer.pending(opened, List.of(dir));
            assertThat(pending).hasSize(1);
            EventScorer.Pending p = pending.get(0);
            String line = p.lineFor(opened.state()).orElseThrow();
            assertThat(line).isEqualTo("result Bob Cid");
            opened.withNote(p.note(), () -> {
                try {
                    return opened.submit(line);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            assertThat(scorer.pending(opened, List.of(dir))).isEmpty();
        }
        try (Session<?, ?> again = Session.open(event, games)) {
            assertThat(scorer.pending(again, List.of(dir)))
                    .as("after reopening")
                    .isEmpty();
        }
        try (Session<?, ?> m = Session.open(match, games)) {
            assertThat(scorer.standing(m.file(), (MatchState) m.state()))
                    .as("the match's own view agrees")
                    .isEqualTo(Standing.SCORED);
            assertThat(scorer.score(m.file(), (MatchState) m.state()))
                    .as("never twice")
                    .isEmpty();
        }
        assertThat(Files.readAllLines(event)).containsOnlyOnce("result Bob Cid");
    }

    @Test
    void a_result_entered_by_hand_meanwhile_leaves_the_match_nothing_to_offer() throws Exception {
        Path event = event("game cup-tournament Ann Bob Cid", "result Cid Bob");
        matchFile(dir, "a.caissier", "game cup-match legs=1 event=club.caissier Bob Cid", "round Bob", "finish Bob");
        try (Session<?, ?> opened = Session.open(event, games)) {
            assertThat(scorer.pending(opened, List.of(dir))).isEmpty();
        }
    }
}
