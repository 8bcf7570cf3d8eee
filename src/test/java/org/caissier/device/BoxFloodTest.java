package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 26, item 8: a flood of presses. Only a few wait for the game at any time; nothing beyond them is
 * acknowledged, so the box keeps it, and it is asked for again once the game caught up: every press reaches the
 * game once, in order.
 */
class BoxFloodTest {
    private final HeldPresses game = new HeldPresses();
    private final List<Integer> delivered = game.delivered;
    private final List<BoxListener.Acknowledgement> waiting = game.held;
    private final Wire wire = Wire.handledBy(game);

    @Test
    void a_flood_waits_with_the_box_and_reaches_the_game_once_in_order() {
        wire.connect();
        int presses = SimulatedBox.QUEUE - 4;
        for (int i = 0; i < presses; i++) {
            wire.box.press(1 + i % 6, false);
        }
        wire.pump();
        assertThat(waiting).as("what waits for the game is bounded").hasSize(BoxLink.WAITING);
        assertThat(wire.sentences("ACK")).isZero();

        int rounds = 0;
        while (!waiting.isEmpty() && rounds++ < 10 * presses) {
            waiting.remove(0).saved();
            wire.pump();
            assertThat(waiting.size()).isLessThanOrEqualTo(BoxLink.WAITING);
            wire.advance(100);
        }
        List<Integer> expected = new ArrayList<>();
        for (int i = 1; i <= presses; i++) {
            expected.add(i);
        }
        assertThat(delivered).containsExactlyElementsOf(expected);
        assertThat(wire.box.unacknowledged()).isZero();
        assertThat(wire.link.status().gaps()).isZero();
    }
}
