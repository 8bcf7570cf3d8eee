package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, item 6: a full disk. A press whose line could not be written is not acknowledged, nor is any after
 * it; the box keeps them all, and once saving works again it is asked for them and they come back in order.
 */
class PressNotSavedTest {
    private final HeldPresses game = new HeldPresses();
    private final List<Integer> delivered = game.delivered;
    private final List<BoxListener.Acknowledgement> toAnswer = game.held;
    private final Wire wire = Wire.handledBy(game);

    @Test
    void nothing_after_a_press_that_could_not_be_saved_is_acknowledged_and_all_of_it_comes_back() {
        wire.connect();
        for (int i = 0; i < 4; i++) {
            wire.box.press(1 + i, false);
        }
        wire.pump();
        assertThat(delivered).containsExactly(1, 2, 3, 4);
        toAnswer.remove(0).saved();
        toAnswer.remove(0).notSaved(); // the disk is full
        toAnswer.remove(0).saved(); // handled after it: not saved either, whatever the listener says
        toAnswer.remove(0).notSaved();
        wire.pump();
        wire.box.press(5, false); // pressed while the disk is full
        wire.advance(2000);

        assertThat(wire.sentences("ACK")).as("only the press that was saved").isEqualTo(1);
        assertThat(wire.box.unacknowledged())
                .as("the box keeps every press not saved")
                .isEqualTo(4);
        assertThat(delivered).as("nothing more is played while saving fails").containsExactly(1, 2, 3, 4);
        assertThat(wire.link.held()).isTrue();

        long queries = wire.sentences("QRY");
        wire.link.resume(); // a line was saved again
        wire.pump();
        assertThat(wire.sentences("QRY"))
                .as("the box is asked for what it holds")
                .isEqualTo(queries + 1);
        while (!toAnswer.isEmpty()) {
            toAnswer.remove(0).saved();
            wire.pump();
        }
        assertThat(delivered).containsExactly(1, 2, 3, 4, 2, 3, 4, 5);
        assertThat(wire.box.unacknowledged()).isZero();
        assertThat(wire.link.status().gaps()).isZero();
    }

    @Test
    void a_box_acknowledged_as_before_while_every_press_is_saved() {
        wire.connect();
        wire.box.press(1, false);
        wire.box.press(2, false);
        wire.pump();
        toAnswer.remove(0).saved();
        toAnswer.remove(0).saved();
        wire.advance(500);
        assertThat(wire.box.unacknowledged()).isZero();
        assertThat(wire.link.held()).isFalse();
    }
}
