package org.caissier.ui.box;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.caissier.device.BoxControl;
import org.caissier.device.BoxDiceSource;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;
import org.caissier.ui.dice.SwitchableDice;
import org.caissier.ui.kit.Messages;
import org.junit.jupiter.api.Test;

/**
 * A box asked for two dice that answers with one face, or never answers: the table is told why in its language
 * and offered the screen's dice; the timer is the test's, so nothing waits.
 */
class BoxRollTimeoutTest {
    private final List<String> said = new ArrayList<>();
    private final List<Runnable> timers = new ArrayList<>();
    private final BoxDiceSource.Timer timer = (delayMs, task) -> {
        timers.add(task);
        return () -> timers.remove(task);
    };
    private final BoxControl box = new BoxControl() {
        private int next = 1;

        @Override
        public int roll(int count) {
            return next++;
        }

        @Override
        public void light(int seat) {}

        @Override
        public void beep(int millis) {}
    };
    private final DiceSource screen = new DiceSource() {
        @Override
        public DiceOrigin origin() {
            return DiceOrigin.VIRTUAL;
        }

        @Override
        public void roll(int count, String purpose, Answer answer) {
            answer.faces(new int[] {3, 4});
        }
    };

    private SwitchableDice table(BoxDiceSource boxDice) {
        SwitchableDice dice = new SwitchableDice(screen, (why, rollOnScreen) -> {
            said.add("offered: " + why);
            rollOnScreen.run();
        });
        dice.use(boxDice);
        dice.roll(2, "Ann: stage", new DiceSource.Answer() {
            @Override
            public void faces(int[] faces) {
                said.add(Arrays.toString(faces) + " " + dice.origin().token());
            }

            @Override
            public void cancelled(String why) {
                said.add("cancelled");
            }
        });
        return dice;
    }

    @Test
    void a_box_that_never_answers_is_given_up_in_french_and_the_screen_rolls_instead() {
        BoxDiceSource boxDice = new BoxDiceSource(box, timer, new BoxDiceWords(() -> new Messages(Locale.FRENCH)));
        table(boxDice);
        assertThat(said).isEmpty();
        List.copyOf(timers).forEach(Runnable::run);
        assertThat(said)
                .containsExactly(
                        "cancelled", "offered: le boîtier ne répond plus depuis 10 secondes", "[3, 4] dice=virtual");
    }

    @Test
    void a_box_that_shows_one_face_for_two_dice_says_so_in_english_and_the_screen_rolls_instead() {
        BoxDiceSource boxDice = new BoxDiceSource(box, timer, new BoxDiceWords(() -> new Messages(Locale.ENGLISH)));
        table(boxDice);
        boxDice.diceRolled(1, List.of(5));
        assertThat(said)
                .containsExactly(
                        "cancelled",
                        "offered: the box showed one die instead of 2 (a die may be stuck or missing)",
                        "[3, 4] dice=virtual");
        assertThat(timers).isEmpty();
    }

    @Test
    void the_french_words_for_too_few_faces_and_a_disconnection() {
        BoxDiceWords fr = new BoxDiceWords(() -> new Messages(Locale.FRENCH));
        assertThat(fr.tooFewFaces(1, 2))
                .isEqualTo("le boîtier a montré un seul dé au lieu de 2 (un dé est peut-être coincé ou absent)");
        assertThat(fr.disconnected()).isEqualTo("le boîtier a été déconnecté");
    }
}
