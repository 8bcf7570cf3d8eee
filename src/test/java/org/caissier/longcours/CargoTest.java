package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A cargo holds only the goods it has some of, never a negative sum (LC-BUY-2). */
class CargoTest {

    @Test
    void buying_adds_to_the_sum_of_a_good_and_reselling_takes_it_all() {
        Cargo c = Cargo.EMPTY.plus(Good.FRUIT, 2).plus(Good.WOOL, 1).plus(Good.FRUIT, 3);
        assertThat(c.of(Good.FRUIT)).isEqualTo(5);
        assertThat(c.total()).isEqualTo(6);
        assertThat(c.without(Good.FRUIT).amounts()).containsExactly(Map.entry(Good.WOOL, 1));
        assertThat(c.without(Good.FRUIT).without(Good.WOOL)).isEqualTo(Cargo.EMPTY);
        assertThat(c.plus(Cargo.EMPTY.plus(Good.GOLD, 4)).of(Good.GOLD)).isEqualTo(4);
    }

    @Test
    void goods_without_a_sum_are_left_out_and_the_cargo_cannot_be_changed_from_outside() {
        Map<Good, Integer> given = new HashMap<>(Map.of(Good.GOLD, 0, Good.CLOTH, 2));
        Cargo c = new Cargo(given);
        given.put(Good.WOOD, 9);
        assertThat(c.amounts()).containsExactly(Map.entry(Good.CLOTH, 2));
        assertThat(c.of(Good.GOLD)).isZero();
        assertThatThrownBy(() -> c.amounts().put(Good.GOLD, 1)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void a_negative_or_missing_sum_is_refused() {
        assertThatThrownBy(() -> new Cargo(Map.of(Good.WOOL, -1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("wool");
        assertThatThrownBy(() -> Cargo.EMPTY.plus(Good.WOOL, 1).plus(Good.WOOL, -2))
                .isInstanceOf(IllegalArgumentException.class);
        Map<Good, Integer> holed = new HashMap<>();
        holed.put(Good.WOOL, null);
        assertThatThrownBy(() -> new Cargo(holed)).isInstanceOf(NullPointerException.class);
    }
}
