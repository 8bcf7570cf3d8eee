package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.caissier.app.Wiring;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.ui.game.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the window is told when a command is played on the open game (no display needed). */
class SessionControllerTest {
    @TempDir
    Path dir;

    private final ToldFeedback feedback = new ToldFeedback();

    @Test
    void a_refused_line_says_why_and_a_played_one_its_state() throws IOException {
        try (Session<?, ?> session = Session.create(
                dir.resolve("game.caissier"), Wiring.games().start("game long-cours Ann Bob Cid", dir))) {
            Outcome<?> refused = new SessionController<>(session, feedback, Locale.ENGLISH).play("place Ann Atlantis");
            assertThat(refused).isInstanceOf(Outcome.Refused.class);
            assertThat(((Outcome.Refused<?>) refused).why().message(Locale.ENGLISH))
                    .contains("Atlantis");
            assertThat(session.history()).isEmpty();
            Outcome<?> played = new SessionController<>(session, feedback, Locale.ENGLISH).play("place Ann Marseille");
            assertThat(played).isEqualTo(new Outcome.Played<>(session.state(), "Ann's ship starts at Marseille"));
        }
    }

    @Test
    void a_command_of_this_game_is_played_and_told_in_words() throws IOException {
        try (Session<?, ?> session = Session.create(
                dir.resolve("game.caissier"), Wiring.games().start("game long-cours Ann Bob Cid", dir))) {
            assertThat(new SessionController<>(session, feedback, Locale.ENGLISH)
                            .play("place Ann Marseille")
                            .played())
                    .isTrue();
            assertThat(feedback.told).containsExactly("played: Ann's ship starts at Marseille");
        }
    }

    @Test
    void an_undo_the_view_refuses_takes_nothing_back_and_one_it_allows_is_asked_from_its_first_line()
            throws IOException {
        try (Session<?, ?> session = Session.create(
                dir.resolve("game.caissier"), Wiring.games().start("game cup-tournament Ann Bob Cid", dir))) {
            session.submit("result Ann Bob");
            session.submit("result Bob Cid");
            List<Integer> asked = new ArrayList<>();
            SessionController<?, ?> refusing = new SessionController<>(session, feedback, Locale.ENGLISH, i -> {
                asked.add(i);
                return false;
            });
            refusing.undo();
            refusing.undoFrom(0);
            assertThat(asked).containsExactly(1, 0);
            assertThat(session.history()).allMatch(Step::active);

            new SessionController<>(session, feedback, Locale.ENGLISH, i -> i == 1).undo();
            assertThat(session.history().get(1).active()).isFalse();
            assertThat(session.history().get(0).active()).isTrue();
        }
    }
}
