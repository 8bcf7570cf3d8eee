package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.swing.SwingUtilities;
import org.caissier.table.ReadOnlyJournalException;
import org.caissier.table.Session;
import org.caissier.table.counter.CounterGame;
import org.caissier.table.counter.CounterUi;
import org.caissier.ui.box.PressResult;
import org.caissier.ui.game.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window's play answers what happened, and a press of the box is what its plays answered: a line the journal
 * does not take makes a press not saved (left with the box), a line the rules refuse says why and leaves the press
 * nothing to save.
 */
class PressOutcomeTest {
    @TempDir
    Path dir;

    private final ToldFeedback feedback = new ToldFeedback();

    @Test
    void a_press_whose_line_the_journal_does_not_take_is_not_saved_and_says_why() throws Exception {
        Path file = dir.resolve("game.caissier");
        Session.create(file, new CounterGame().start(List.of("Ann"), dir)).close();
        // Opened only to look at: every write is refused, as a journal that cannot be written.
        try (Session<?, ?> session = onTheEdt(() -> Session.openReadOnly(file, CounterGame.games()))) {
            PressResult[] result = new PressResult[1];
            SwingUtilities.invokeAndWait(() -> {
                OpenGame<?, ?> game = OpenGame.of(CounterUi.plugin(), session, feedback, Locale.ENGLISH, () -> {});
                result[0] = game.press(() -> {
                    game.play("add Ann 2");
                    return true; // the screen took the press
                });
            });
            assertThat(result[0].taken()).isTrue();
            assertThat(result[0].notSaved()).get().isInstanceOf(ReadOnlyJournalException.class);
            assertThat(feedback.told).containsExactly("not saved");
        }
    }

    @Test
    void a_press_the_rules_refuse_says_why_and_has_nothing_left_to_save() throws Exception {
        try (Session<?, ?> session = onTheEdt(
                () -> Session.create(dir.resolve("game.caissier"), new CounterGame().start(List.of("Ann"), dir)))) {
            PressResult[] result = new PressResult[1];
            Outcome<?>[] outcome = new Outcome<?>[1];
            SwingUtilities.invokeAndWait(() -> {
                OpenGame<?, ?> game = OpenGame.of(CounterUi.plugin(), session, feedback, Locale.ENGLISH, () -> {});
                result[0] = game.press(() -> {
                    outcome[0] = game.play("add Zed 2");
                    return true;
                });
            });
            assertThat(outcome[0]).isInstanceOf(Outcome.Refused.class);
            assertThat(feedback.told)
                    .singleElement()
                    .asString()
                    .startsWith("refused: ")
                    .contains("Zed");
            assertThat(result[0]).isEqualTo(PressResult.done());
            assertThat(session.history()).isEmpty();
        }
    }

    @Test
    void a_played_press_answers_the_state_it_led_to() throws Exception {
        try (Session<?, ?> session = onTheEdt(
                () -> Session.create(dir.resolve("game.caissier"), new CounterGame().start(List.of("Ann"), dir)))) {
            Outcome<?>[] outcome = new Outcome<?>[1];
            SwingUtilities.invokeAndWait(() -> {
                OpenGame<?, ?> game = OpenGame.of(CounterUi.plugin(), session, feedback, Locale.ENGLISH, () -> {});
                outcome[0] = game.play("add Ann 2");
            });
            assertThat(outcome[0].played()).isTrue();
            assertThat(((Outcome.Played<?>) outcome[0]).after()).isEqualTo(session.state());
        }
    }

    /** Opened on the EDT, which a window's game belongs to. */
    private static Session<?, ?> onTheEdt(java.util.concurrent.Callable<Session<?, ?>> open) throws Exception {
        Object[] opened = new Object[1];
        SwingUtilities.invokeAndWait(() -> {
            try {
                opened[0] = open.call();
            } catch (Exception e) {
                opened[0] = e;
            }
        });
        if (opened[0] instanceof Exception e) {
            throw e;
        }
        return (Session<?, ?>) opened[0];
    }
}
