package org.caissier.longcours;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.caissier.table.Announcement;
import org.caissier.table.Words;
import org.junit.jupiter.api.Test;

/** What the whole table hears in large type: dice with their faces, storms, ships lost; not a purchase or a move. */
class HeadlinesTest {
    private Optional<Announcement> after(Play play, String line) {
        LongCoursState before = play.state();
        LongCoursCommand command = play.rules().parse(Words.split(line), before);
        LongCoursState after = play.rules().apply(before, command);
        return play.rules().announcement(before, command, after);
    }

    @Test
    void a_resale_is_announced_with_its_die_face() {
        assertThat(after(Play.roundTwo(), "resell Ann 4")).contains(new Announcement(List.of(4)));
    }

    @Test
    void a_storm_is_announced_without_dice() {
        assertThat(after(Play.roundTwo(), "storm Ann 33")).contains(Announcement.of());
    }

    @Test
    void a_purchase_a_move_and_the_end_of_a_turn_are_not() {
        assertThat(after(Play.roundTwo(), "buy Ann 1")).isEmpty();
        assertThat(after(Play.roundTwo(), "move Ann Gibraltar")).isEmpty();
        assertThat(after(Play.roundTwo(), "end Ann")).isEmpty();
    }

    @Test
    void the_corsair_entering_is_announced_with_its_die() {
        assertThat(after(Play.annOwnsCorsair(), "corsair-enter Ann 2")).contains(Announcement.of(2));
    }
}
