package org.caissier.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The turn around the table, the same rotation for every game that plays in turns. */
class TurnOrderTest {

    @Test
    void the_turn_goes_round_and_passing_the_first_seat_starts_a_new_round() {
        TurnOrder t = new TurnOrder(1, 0);
        assertThat(t.next(3)).isEqualTo(new TurnOrder(1, 1));
        assertThat(t.next(3).next(3).next(3)).isEqualTo(new TurnOrder(2, 0));
        assertThat(new TurnOrder(4, 0).next(1)).isEqualTo(new TurnOrder(5, 0));
    }

    @Test
    void seats_that_may_not_play_are_passed_over_and_a_table_where_nobody_may_is_an_error() {
        Set<Integer> out = Set.of(2, 0);
        assertThat(new TurnOrder(1, 1).nextWhere(4, seat -> !out.contains(seat)))
                .isEqualTo(new TurnOrder(1, 3));
        assertThat(new TurnOrder(1, 3).nextWhere(4, seat -> !out.contains(seat)))
                .isEqualTo(new TurnOrder(2, 1));
        assertThat(new TurnOrder(1, 1).nextWhere(4, seat -> seat == 1)).isEqualTo(new TurnOrder(2, 1));
        assertThatThrownBy(() -> new TurnOrder(1, 1).nextWhere(4, seat -> false))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void a_seat_is_found_by_the_exact_name() {
        List<String> names = List.of("Ann", "Bob", "Cy");
        assertThat(TurnOrder.seatOf(names, n -> n, "Cy")).isEqualTo(2);
        assertThatThrownBy(() -> TurnOrder.seatOf(names, n -> n, "ann")).hasMessage("no player ann");
    }
}
