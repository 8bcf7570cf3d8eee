package org.caissier.device.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.caissier.device.BoxIdentity;
import org.caissier.device.BoxListener;
import org.caissier.device.LinkStatus;
import org.caissier.device.SerialSettings;
import org.caissier.device.SerialTransport;
import org.caissier.device.serial.SimulatedUno.Report;
import org.caissier.testing.Needs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The firmware we publish, built for the Uno with the real Arduino core and run in simavr, played against by
 * the program's own {@link SerialTransport}: the handshake, rolls, presses on the pins, the heartbeat on the
 * board's clock and a restart of the board in the middle of a game.
 */
@Tag("serial")
// .ci/run leaves these out of its main run and runs them once, through their documented command (make sim-test)
@Tag("simavr")
@Needs(Needs.Tool.SIMAVR)
class FirmwareOnSimavrTest {
    static final long BOUND_S = SimulatedUno.BOUND_S;

    @TempDir
    Path dir;

    SimulatedUno uno;
    SerialTransport host;
    /** What the program hears from the box. */
    final BlockingQueue<String> heard = new LinkedBlockingQueue<>();

    @BeforeAll
    static void build() throws Exception {
        SimulatedUno.build();
    }

    @BeforeEach
    void plugIn() throws Exception {
        uno = new SimulatedUno(dir);
        host = new SerialTransport(
                SerialSettings.port(uno.port().toString()),
                new BoxListener() {
                    @Override
                    public void connected(BoxIdentity box) {
                        heard.add("connected " + box.boxId() + " firmware " + box.firmware() + ", " + box.seats()
                                + " seats, " + box.dice() + " dice");
                    }

                    @Override
                    public void diceRolled(int rollId, List<Integer> faces) {
                        heard.add("dice " + rollId + " "
                                + faces.toString()
                                        .replace(" ", "")
                                        .replace("[", "")
                                        .replace("]", ""));
                    }

                    @Override
                    public void buttonPressed(int seat, boolean longPress) {
                        heard.add("press " + seat + (longPress ? " long" : ""));
                    }
                },
                Runnable::run);
        host.start();
        assertThat(next()).isEqualTo("connected CB-0001 firmware 1.0.0, 6 seats, 2 dice");
    }

    @AfterEach
    void unplug() throws Exception {
        if (host != null) {
            host.close();
        }
        if (uno != null) {
            uno.close();
        }
    }

    String next() throws InterruptedException {
        String e = heard.poll(BOUND_S, TimeUnit.SECONDS);
        assertThat(e).as("something from the box within " + BOUND_S + " s").isNotNull();
        return e;
    }

    /** The next event, past the hellos (the box's power-up hello may come before or after the handshake's). */
    String nextEvent() throws InterruptedException {
        String e = next();
        while (e.startsWith("connected")) {
            e = next();
        }
        return e;
    }

    /** The faces the two digits show when the box sends its DIC: the last latch of the shift registers before it. */
    String shownWhenSent() throws InterruptedException {
        String shown = null;
        while (true) {
            Report r =
                    uno.await(x -> x.what().startsWith("display ") || x.what().startsWith("tx $CBDIC"));
            if (r.what().startsWith("tx")) {
                assertThat(shown)
                        .as("the digits showed something before the result")
                        .isNotNull();
                return shown;
            }
            shown = r.after("display ");
        }
    }

    @Test
    void the_handshake_answers_with_the_hello_of_the_valid_vectors_and_the_box_configured_in_the_sketch()
            throws Exception {
        assertThat(uno.await("tx $CBHEL").what()).isEqualTo("tx $CBHEL,1,1.0.0,2,6,CB-0001*45");
        assertThat(host.status().state()).isEqualTo(LinkStatus.State.CONNECTED);
        assertThat(host.status().detail()).contains("CB-0001").contains("1.0.0");
    }

    @Test
    void a_roll_asked_by_the_program_lands_with_the_faces_the_digits_show() throws Exception {
        int id = host.roll(2);
        String shown = shownWhenSent();
        assertThat(nextEvent()).isEqualTo("dice " + id + " " + shown);
        assertThat(shown).matches("[1-6],[1-6]");
    }

    @Test
    void presses_on_the_pins_reach_the_program_once_each_and_the_light_follows_the_program() throws Exception {
        host.light(4);
        assertThat(uno.await("led ").what()).isEqualTo("led 4 on");
        uno.press(3);
        uno.longPress(5);
        uno.press(0);
        assertThat(nextEvent()).isEqualTo("press 3");
        assertThat(nextEvent()).isEqualTo("press 5 long");
        assertThat(nextEvent()).isEqualTo("dice 0 " + shownWhenSent());
        host.light(2);
        assertThat(List.of(uno.await("led ").what(), uno.await("led ").what()))
                .containsExactlyInAnyOrder("led 4 off", "led 2 on");
        assertThat(host.status().state()).isEqualTo(LinkStatus.State.CONNECTED);
        assertThat(host.status().errors()).isZero();
        assertThat(host.status().boxErrors()).isZero();
    }

    @Test
    void the_heartbeat_comes_every_simulated_second_with_the_uptime_and_the_last_event() throws Exception {
        uno.press(2);
        List<Report> beats = new ArrayList<>();
        while (beats.size() < 4) {
            Report r =
                    uno.await(x -> x.what().startsWith("tx $CBHBT") || x.what().startsWith("tx $CBHEL"));
            if (r.what().startsWith("tx $CBHEL")) {
                beats.clear(); // the heartbeat that follows a hello is an extra one, outside the rhythm
                uno.await("tx $CBHBT");
            } else {
                beats.add(r);
            }
        }
        for (int i = 1; i < beats.size(); i++) {
            long gap = beats.get(i).micros() - beats.get(i - 1).micros();
            // millis() on the Uno ticks every 1.024 ms: a beat may come a tick early or late, never more
            assertThat(gap).as("simulated microseconds between heartbeats").isBetween(998_000L, 1_002_000L);
            String[] was = beats.get(i - 1).after("tx $CBHBT,").split("[,*]");
            String[] now = beats.get(i).after("tx $CBHBT,").split("[,*]");
            assertThat(Long.parseLong(now[1])).as("uptime").isEqualTo(Long.parseLong(was[1]) + 1);
        }
        assertThat(beats.get(beats.size() - 1).after("tx $CBHBT,"))
                .as("last seq: the press")
                .startsWith("1,");
        assertThat(nextEvent()).isEqualTo("press 2");
        assertThat(host.status().state()).isEqualTo(LinkStatus.State.CONNECTED);
    }

    @Test
    void a_restart_in_the_middle_of_a_game_loses_no_acknowledged_press_and_repeats_none() throws Exception {
        List<String> got = new ArrayList<>();
        uno.press(1);
        uno.longPress(2);
        got.add(nextEvent());
        got.add(nextEvent());
        uno.await("rx $CBACK,2*"); // the board has the program's acknowledgement of both
        uno.await("up 2"); // a button still held through the restart would be a new press
        // an uptime past 0 before the restart, so that the program can see the board's clock go back
        uno.await(r -> r.what().matches("tx \\$CBHBT,\\d+,[1-9]\\d*\\*.."));
        int id = host.roll(2);
        uno.await("rx $CBROL," + id + ",2*");
        uno.restart(); // while the dice tumble: the board forgets the roll, its queue and its numbering
        uno.await("reset");
        uno.await("tx $CBHEL");
        uno.press(3);
        uno.press(4);
        String faces = shownWhenSent(); // the program asks for its roll again once it sees the restart
        while (got.size() < 5) {
            got.add(nextEvent());
        }
        assertThat(got)
                .containsExactlyInAnyOrder("press 1", "press 2 long", "dice " + id + " " + faces, "press 3", "press 4");
        assertThat(got.subList(0, 2)).containsExactly("press 1", "press 2 long");
        assertThat(got.indexOf("press 3")).isLessThan(got.indexOf("press 4"));
        uno.press(5);
        assertThat(nextEvent()).as("nothing repeated before the next press").isEqualTo("press 5");
        assertThat(host.status().duplicates()).isZero();
        assertThat(host.status().gaps()).isZero();
        assertThat(host.status().state()).isEqualTo(LinkStatus.State.CONNECTED);
    }
}
