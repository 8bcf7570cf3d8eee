package org.caissier.device.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.caissier.device.BoxIdentity;
import org.caissier.device.BoxListener;
import org.caissier.device.BoxSimulator;
import org.caissier.device.LinkStatus;
import org.caissier.device.SerialSettings;
import org.caissier.device.SerialTransport;
import org.caissier.device.SimulatedBox;
import org.caissier.testing.Needs;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A box that stops reading (socat frozen, its buffer full): lighting seats, beeping and asking for rolls still
 * return at once, as they do on the screen's thread. Before, the first write that blocked held the link's lock
 * for good and the next call froze the window. The timeout only guards against that hang.
 */
@Tag("serial")
@Needs(Needs.Tool.SOCAT)
class StalledBoxTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(60)
    void calls_never_wait_for_a_box_that_stopped_reading() throws Exception {
        BlockingQueue<String> connected = new LinkedBlockingQueue<>();
        try (SocatPair socat = new SocatPair(dir).start();
                BoxSimulator sim =
                        new BoxSimulator(socat.b().toString(), SimulatedBox.defaultIdentity(), new Random(3))) {
            sim.start();
            SerialTransport host = new SerialTransport(
                    SerialSettings.port(socat.a().toString()),
                    new BoxListener() {
                        @Override
                        public void connected(BoxIdentity box) {
                            connected.add(box.boxId());
                        }
                    },
                    Runnable::run);
            host.start();
            try {
                assertThat(connected.poll(20, TimeUnit.SECONDS)).isEqualTo("SIM-0001");
                socat.freeze(true);
                for (int i = 0; i < 20_000; i++) {
                    host.light(1 + i % 6);
                    host.beep(10);
                }
                host.roll(2);
                assertThat(host.status().state())
                        .isIn(
                                LinkStatus.State.CONNECTED,
                                LinkStatus.State.NOT_READING,
                                LinkStatus.State.DISCONNECTED,
                                LinkStatus.State.SEARCHING);
                socat.freeze(false);
            } finally {
                socat.freeze(false);
                host.close();
            }
        }
    }
}
