package org.caissier.ui.dice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.caissier.table.DiceOrigin;
import org.caissier.table.DiceSource;
import org.junit.jupiter.api.Test;

/** A roll the box gives up on is told to the table, which may roll it on the screen instead of waiting for ever. */
class SwitchableDiceTest {
    private final List<String> said = new ArrayList<>();
    private final DiceSource screen = fixed(DiceOrigin.VIRTUAL, 3, 4);
    private final DiceSource giveUp = new DiceSource() {
        @Override
        public DiceOrigin origin() {
            return DiceOrigin.BOX;
        }

        @Override
        public void roll(int count, String purpose, Answer answer) {
            answer.cancelled("the box answered with 1 die face(s), 2 were asked");
        }
    };

    private static DiceSource fixed(DiceOrigin origin, int... faces) {
        return new DiceSource() {
            @Override
            public DiceOrigin origin() {
                return origin;
            }

            @Override
            public void roll(int count, String purpose, Answer answer) {
                answer.faces(faces);
            }
        };
    }

    @Test
    void a_roll_the_box_gives_up_is_offered_to_the_screen_dice_and_recorded_as_theirs() {
        SwitchableDice dice = new SwitchableDice(screen, (why, rollOnScreen) -> {
            said.add("offered: " + why);
            rollOnScreen.run();
        });
        dice.use(giveUp);
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
        assertThat(said)
                .containsExactly(
                        "cancelled",
                        "offered: the box answered with 1 die face(s), 2 were asked",
                        "[3, 4] dice=virtual");
        assertThat(dice.origin()).as("the box stays the table's dice").isEqualTo(DiceOrigin.BOX);
    }
}
