package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;

import org.caissier.device.protocol.Result;
import org.caissier.device.protocol.Sentence;
import org.junit.jupiter.api.Test;

/** The link's counters never wrap into negative numbers, however many events a long-lived box loses. */
class CountersSaturateTest {
    @Test
    void the_gap_counter_stops_at_its_largest_value() {
        BoxLink link = new BoxLink(s -> {}, new BoxListener() {}, () -> 0L);
        link.portOpened();
        link.received(new Result.Decoded(new Sentence.Hello(1, "1.0", 2, 6, "B1")));
        link.received(new Result.Decoded(new Sentence.Heartbeat(0, 1)));
        int seq = 1;
        // every event jumps half the ring ahead: 32 766 lost each time, past 2^31 after about 65 600 events
        for (int i = 0; i < 70_000; i++) {
            link.received(new Result.Decoded(new Sentence.Button(seq, 1, false)));
            seq = (seq - 1 + Sentence.MAX_SEQ / 2) % Sentence.MAX_SEQ + 1;
        }
        assertThat(link.status().gaps()).isEqualTo(Integer.MAX_VALUE);
    }
}
