package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.caissier.device.protocol.Codec;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;
import org.junit.jupiter.api.Test;

class BoxDiceSourceTest {
    final List<String> asked = new ArrayList<>();
    int nextId = 1;
    final BoxControl box = new BoxControl() {
        @Override
        public int roll(int count) {
            asked.add("roll " + count);
            return nextId++;
        }

        @Override
        public void light(int seat) {}

        @Override
        public void beep(int millis) {}
    };
    final BoxDiceSource dice = new BoxDiceSource(box);
    final List<String> answers = new ArrayList<>();

    DiceSource.Answer answer(String who) {
        return new DiceSource.Answer() {
            @Override
            public void faces(int[] faces) {
                answers.add(who + " " + Arrays.toString(faces));
            }

            @Override
            public void cancelled(String why) {
                answers.add(who + " cancelled: " + why);
            }
        };
    }

    @Test
    void a_box_answering_two_dice_with_one_face_ends_the_wait_and_says_so() {
        dice.roll(2, "Ann: resale", answer("ann"));
        dice.diceRolled(1, List.of(5));
        assertThat(answers).containsExactly("ann cancelled: the box showed 1 die face(s) for the 2 asked");
        assertThat(dice.waiting()).isZero();
    }

    @Test
    void a_roll_the_box_never_answers_is_given_up_when_its_timer_runs_and_a_late_answer_is_ignored() {
        List<Runnable> timers = new ArrayList<>();
        List<Long> delays = new ArrayList<>();
        BoxDiceSource timed = new BoxDiceSource(
                box,
                (delayMs, task) -> {
                    delays.add(delayMs);
                    timers.add(task);
                    return () -> timers.remove(task);
                },
                DiceWords.english());
        timed.roll(2, "Ann: resale", answer("ann"));
        assertThat(answers).isEmpty();
        assertThat(delays).containsExactly(BoxDiceSource.ANSWER_TIMEOUT_MS);

        List.copyOf(timers).forEach(Runnable::run);
        assertThat(answers).containsExactly("ann cancelled: the box has not answered the roll for 10 seconds");
        assertThat(timed.waiting()).isZero();
        timed.diceRolled(1, List.of(4, 2));
        assertThat(answers).hasSize(1);
    }

    @Test
    void a_roll_answered_in_time_stops_its_timer() {
        List<Runnable> timers = new ArrayList<>();
        BoxDiceSource timed = new BoxDiceSource(
                box,
                (delayMs, task) -> {
                    timers.add(task);
                    return () -> timers.remove(task);
                },
                DiceWords.english());
        timed.roll(2, "Ann: resale", answer("ann"));
        timed.diceRolled(1, List.of(4, 2));
        assertThat(timers).isEmpty();
        assertThat(answers).containsExactly("ann [4, 2]");
    }

    @Test
    void its_rolls_are_recorded_as_box_dice() {
        assertThat(dice.origin()).isEqualTo(DiceOrigin.BOX);
        assertThat(dice.origin().token()).isEqualTo("dice=box");
    }

    @Test
    void a_roll_asked_by_the_screen_is_sent_to_the_box_and_answered_with_its_faces() {
        dice.roll(2, "Ann: resale", answer("ann"));
        assertThat(asked).containsExactly("roll 2");
        assertThat(answers).isEmpty();
        dice.diceRolled(1, List.of(4, 2));
        assertThat(answers).containsExactly("ann [4, 2]");
        assertThat(dice.waiting()).isZero();
    }

    @Test
    void answers_go_to_the_request_with_the_same_roll_id_and_unknown_ids_are_ignored() {
        dice.roll(1, "a", answer("a"));
        dice.roll(3, "b", answer("b"));
        dice.diceRolled(2, List.of(1, 2, 3));
        dice.diceRolled(9, List.of(6));
        dice.diceRolled(1, List.of(5));
        assertThat(answers).containsExactly("b [1, 2, 3]", "a [5]");
    }

    @Test
    void the_roll_button_answers_the_oldest_waiting_request() {
        dice.roll(2, "a", answer("a"));
        dice.diceRolled(0, List.of(3, 3));
        assertThat(answers).containsExactly("a [3, 3]");
        dice.diceRolled(1, List.of(1, 1)); // the box's late answer to the request is not used twice
        assertThat(answers).hasSize(1);
    }

    @Test
    void a_roll_button_roll_with_nobody_waiting_is_kept_for_the_next_request() {
        dice.diceRolled(0, List.of(6, 5));
        dice.roll(2, "a", answer("a"));
        assertThat(answers).containsExactly("a [6, 5]");
        assertThat(asked).isEmpty();
        dice.roll(2, "b", answer("b"));
        assertThat(asked).containsExactly("roll 2");
    }

    @Test
    void cancelling_tells_every_waiting_request() {
        dice.roll(2, "a", answer("a"));
        dice.cancelAll("typed dice chosen");
        assertThat(answers).containsExactly("a cancelled: typed dice chosen");
        dice.diceRolled(1, List.of(1, 2));
        assertThat(answers).hasSize(1);
    }

    @Test
    void more_dice_than_the_box_can_roll_is_refused_without_asking_it() {
        dice.roll(7, "x", answer("x"));
        assertThat(answers).singleElement().asString().contains("cancelled");
        assertThat(asked).isEmpty();
    }

    @Test
    void through_the_link_a_request_made_before_the_box_is_found_is_rolled_by_it() {
        Wire[] wire = new Wire[1];
        BoxDiceSource source = new BoxDiceSource(new BoxControl() {
            @Override
            public int roll(int count) {
                return wire[0].link.roll(count);
            }

            @Override
            public void light(int seat) {}

            @Override
            public void beep(int millis) {}
        });
        wire[0] = new Wire(Codec.PROTOCOL_VERSION, source);
        source.roll(2, "before the box is plugged in", answer("early"));
        wire[0].connect();
        wire[0].advance(1000);
        assertThat(answers).singleElement().asString().matches("early \\[\\d, \\d]");
        wire[0].box.rollButton();
        wire[0].pump();
        source.roll(2, "after the roll button", answer("button"));
        assertThat(answers).hasSize(2);
        assertThat(answers.get(1)).startsWith("button [");
        assertThatThrownBy(() -> BoxListener.fanOut(source, null)).isInstanceOf(NullPointerException.class);
    }
}
