package org.caissier.device.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The host transport and the simulated box on the two ends of a socat pseudo-terminal pair. */
@Tag("serial")
@Needs(Needs.Tool.SOCAT)
class SerialEndToEndTest {
    static final long BOUND_S = 20;

    @TempDir
    Path dir;

    SocatPair socat;
    BoxSimulator sim;
    SerialTransport host;
    final BlockingQueue<String> events = new LinkedBlockingQueue<>();
    final BlockingQueue<LinkStatus> statuses = new LinkedBlockingQueue<>();
    volatile LinkStatus lastStatus;

    final BoxListener listener = new BoxListener() {
        @Override
        public void connected(BoxIdentity box) {
            events.add("connected " + box.boxId());
        }

        @Override
        public void diceRolled(int rollId, List<Integer> faces) {
            events.add("dice " + rollId + " " + faces.size());
        }

        @Override
        public void buttonPressed(int seat, boolean longPress) {
            events.add("press " + seat + (longPress ? " long" : ""));
        }

        @Override
        public void statusChanged(LinkStatus status) {
            lastStatus = status;
            statuses.add(status);
        }
    };

    @BeforeEach
    void plugIn() throws Exception {
        socat = new SocatPair(dir).start();
        sim = new BoxSimulator(socat.b().toString(), SimulatedBox.defaultIdentity(), new Random(3));
        sim.start();
        host = new SerialTransport(SerialSettings.port(socat.a().toString()), listener, Runnable::run);
        host.start();
        assertThat(nextIncludingConnections()).isEqualTo("connected SIM-0001");
    }

    @AfterEach
    void unplug() throws Exception {
        if (host != null) {
            host.close();
        }
        if (sim != null) {
            sim.close();
        }
        if (socat != null) {
            socat.close();
        }
    }

    String nextIncludingConnections() throws InterruptedException {
        String e = events.poll(BOUND_S, TimeUnit.SECONDS);
        assertThat(e).as("an event within " + BOUND_S + " s").isNotNull();
        return e;
    }

    /** The next press or roll; the box may say hello more than once (power-up and handshake). */
    String next() throws InterruptedException {
        String e = nextIncludingConnections();
        while (e.startsWith("connected")) {
            e = nextIncludingConnections();
        }
        return e;
    }

    /** Events up to and including the one that matches {@code last}. */
    List<String> until(String last) throws InterruptedException {
        List<String> got = new ArrayList<>();
        while (true) {
            String e = next();
            got.add(e);
            if (e.equals(last)) {
                return got;
            }
        }
    }

    void awaitState(LinkStatus.State state) throws InterruptedException {
        while (true) {
            LinkStatus s = statuses.poll(BOUND_S, TimeUnit.SECONDS);
            assertThat(s).as("status " + state + " within " + BOUND_S + " s").isNotNull();
            if (s.state() == state) {
                return;
            }
        }
    }

    @Test
    void presses_on_the_box_reach_the_host_once_each() throws Exception {
        sim.press(3, false);
        sim.press(0, true);
        assertThat(next()).isEqualTo("press 3");
        assertThat(next()).isEqualTo("press 0 long");
        assertThat(host.status().state()).isEqualTo(LinkStatus.State.CONNECTED);
    }

    @Test
    void a_roll_asked_by_the_host_comes_back_with_its_id_and_the_roll_button_with_id_0() throws Exception {
        int id = host.roll(3);
        assertThat(next()).isEqualTo("dice " + id + " 3");
        sim.rollButton();
        assertThat(next()).isEqualTo("dice 0 2");
    }

    @Test
    void pulling_the_cable_and_putting_it_back_loses_and_repeats_no_press() throws Exception {
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            sim.press(1 + i % 8, false);
            expected.add("press " + (1 + i % 8));
        }
        statuses.clear();
        socat.kill();
        awaitState(LinkStatus.State.DISCONNECTED);
        for (int i = 0; i < 10; i++) {
            sim.press(1 + i % 8, true);
            expected.add("press " + (1 + i % 8) + " long");
        }
        socat.start();
        // a last marker: any repeat of an earlier press would arrive before it
        sim.press(0, true);
        expected.add("press 0 long");
        List<String> got = until("press 0 long");
        assertThat(got).containsExactlyElementsOf(expected);
        assertThat(host.status().state()).isEqualTo(LinkStatus.State.CONNECTED);
    }

    @Test
    void garbage_and_floods_on_the_line_are_dropped_and_presses_still_get_through() throws Exception {
        Random random = new Random(11);
        byte[] garbage = new byte[20_000];
        random.nextBytes(garbage);
        assertThat(sim.writeRaw(garbage)).isTrue();
        byte[] flood = ("$CBBTN," + "9".repeat(5000) + "\r\n$CBHBT,1,2*00\r\n").getBytes();
        assertThat(sim.writeRaw(flood)).isTrue();
        sim.press(4, false);
        assertThat(until("press 4")).containsExactly("press 4");
        assertThat(lastStatus.errors()).isPositive();
        assertThat(host.status().state()).isEqualTo(LinkStatus.State.CONNECTED);
    }
}
