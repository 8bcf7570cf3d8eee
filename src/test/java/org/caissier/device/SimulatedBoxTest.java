package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.caissier.device.protocol.Canonical;
import org.caissier.device.protocol.Codec;
import org.caissier.device.protocol.Result;
import org.caissier.device.protocol.Sentence;
import org.junit.jupiter.api.Test;

/** The Java box behaves as the reference firmware does where the protocol leaves a choice open. */
class SimulatedBoxTest {
    final List<Sentence.FromDevice> sent = new ArrayList<>();
    long now = 5_000;
    final SimulatedBox box = new SimulatedBox(SimulatedBox.defaultIdentity(), new Random(1), () -> now, sent::add);

    void receive(String line) {
        box.received(Codec.decode(line));
    }

    List<String> rendered() {
        return sent.stream().map(s -> Canonical.render(new Result.Decoded(s))).toList();
    }

    @Test
    void every_hello_is_followed_by_a_heartbeat_then_by_the_unacknowledged_events() {
        box.press(3, false);
        sent.clear();
        now += 2_000;
        receive(Codec.encode(new Sentence.Query()));
        assertThat(rendered())
                .containsExactly(
                        "HEL proto=1 firmware=1.0.0-sim dice=2 buttons=6 box=SIM-0001",
                        "HBT last=1 uptime=2",
                        "BTN seq=1 seat=3 press=short");
    }

    @Test
    void its_own_sentences_echoed_back_are_ignored_valid_or_not() {
        receive(Codec.encode(new Sentence.Button(4, 2, false)));
        receive(Codec.encode(new Sentence.Heartbeat(0, 1)));
        receive("$CBHEL,1,1.0.0,2,6,CB-0001*00");
        assertThat(sent).isEmpty();
    }

    @Test
    void a_refused_host_line_is_answered_with_its_address_as_the_firmware_does() {
        receive("$CBROL,4,2*00");
        receive(Codec.encode(new Sentence.Light(7)));
        assertThat(rendered()).containsExactly("ERR code=CHK detail=CBROL", "ERR code=FLD detail=CBLIT");
    }
}
