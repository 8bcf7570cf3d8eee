package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class VirtualDiceTest {

    private static int[] roll(DiceSource dice, int count) {
        List<int[]> answers = new ArrayList<>();
        dice.roll(count, "test", answers::add);
        assertThat(answers).as("answered at once, exactly once").hasSize(1);
        return answers.get(0);
    }

    @Test
    void every_face_is_between_one_and_six_and_each_face_comes_up() {
        int[] faces = roll(new VirtualDice(new Random(42)), 6000);
        int[] seen = new int[7];
        for (int f : faces) {
            assertThat(f).isBetween(1, 6);
            seen[f]++;
        }
        for (int face = 1; face <= 6; face++) {
            // 6000 fair rolls put each face far above 800 (expected 1000); a stuck generator would not.
            assertThat(seen[face]).as("face %d", face).isGreaterThan(800);
        }
    }

    @Test
    void the_programs_own_generator_rolls_faces_from_the_first_roll_on() {
        // The secure generator is made at the first roll, not with the dice.
        VirtualDice dice = new VirtualDice();
        for (int f : roll(dice, 60)) {
            assertThat(f).isBetween(1, 6);
        }
        assertThat(roll(dice, 3)).hasSize(3);
    }

    @Test
    void the_same_seed_gives_the_same_faces() {
        assertThat(roll(new VirtualDice(new Random(7)), 20)).isEqualTo(roll(new VirtualDice(new Random(7)), 20));
    }

    @Test
    void it_asks_for_as_many_dice_as_wanted() {
        assertThat(roll(new VirtualDice(new Random(1)), 2)).hasSize(2);
        assertThat(roll(new VirtualDice(new Random(1)), 0)).isEmpty();
    }

    @Test
    void its_origin_is_virtual() {
        assertThat(new VirtualDice().origin()).isEqualTo(DiceOrigin.VIRTUAL);
    }
}
