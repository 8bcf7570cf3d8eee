package org.caissier.device.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.caissier.device.BoxIdentity;
import org.caissier.device.BoxListener;
import org.caissier.device.LinkStatus;
import org.caissier.device.SerialSettings;
import org.caissier.device.SerialTransport;
import org.caissier.testing.Needs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reference firmware's host build ({@code make sim}) on one end of a socat pty pair, and the program's
 * {@link SerialTransport} with its {@code BoxLink} on the other: the two independent implementations of the
 * protocol talking to each other, cable pulled included.
 */
@Tag("serial")
@Needs({Needs.Tool.SOCAT, Needs.Tool.COMPILER})
class FirmwareSimulatorEndToEndTest {
    static final Path FIRMWARE = Path.of("firmware-protocol", "firmware");
    static final Path SIM = FIRMWARE.resolve("build").resolve("caissier-box-sim");
    static final long BOUND_S = 30;

    @TempDir
    Path dir;

    SocatPair socat;
    Process sim;
    PrintWriter simIn;
    SerialTransport host;
    /** What the simulated board reports on its stdout (leds, beeps, dice, port state). */
    final BlockingQueue<String> board = new LinkedBlockingQueue<>();
    /** What the program hears from the box. */
    final BlockingQueue<String> heard = new LinkedBlockingQueue<>();

    final BlockingQueue<LinkStatus> statuses = new LinkedBlockingQueue<>();

    @BeforeAll
    static void buildTheSimulator() throws Exception {
        Process make = new ProcessBuilder("make", "-C", FIRMWARE.toString(), "sim")
                .redirectErrorStream(true)
                .start();
        make.getOutputStream().close();
        String output = new String(make.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int exit = make.waitFor();
        assertThat(exit)
                .withFailMessage("make -C %s sim exited with %d:%n%s", FIRMWARE, exit, output)
                .isZero();
        assertThat(SIM).isExecutable();
    }

    @BeforeEach
    void plugIn() throws Exception {
        socat = new SocatPair(dir).start();
        sim = new ProcessBuilder(SIM.toString(), "--port", socat.b().toString(), "--seats", "6", "--seed", "42")
                .redirectError(dir.resolve("sim.err").toFile())
                .start();
        simIn = new PrintWriter(sim.getOutputStream(), true, StandardCharsets.US_ASCII);
        Thread reader = new Thread(
                () -> {
                    try (BufferedReader out = new BufferedReader(
                            new InputStreamReader(sim.getInputStream(), StandardCharsets.US_ASCII))) {
                        for (String line = out.readLine(); line != null; line = out.readLine()) {
                            board.add(line);
                        }
                    } catch (IOException e) {
                        board.add("stdout closed: " + e.getMessage());
                    }
                },
                "firmware-sim-stdout");
        reader.setDaemon(true);
        reader.start();
        assertThat(awaitBoard(l -> l.startsWith("ready "))).contains("port=" + socat.b());
        host = new SerialTransport(
                SerialSettings.port(socat.a().toString()),
                new BoxListener() {
                    @Override
                    public void connected(BoxIdentity box) {
                        heard.add("connected " + box.boxId() + " " + box.seats() + " seats " + box.dice() + " dice");
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

                    @Override
                    public void statusChanged(LinkStatus status) {
                        statuses.add(status);
                    }
                },
                Runnable::run);
        host.start();
        assertThat(next()).isEqualTo("connected CB-SIM 6 seats 2 dice");
    }

    @AfterEach
    void unplug() throws Exception {
        if (host != null) {
            host.close();
        }
        if (sim != null) {
            simIn.println("quit");
            if (!sim.waitFor(BOUND_S, TimeUnit.SECONDS)) {
                sim.destroyForcibly().waitFor();
            }
        }
        if (socat != null) {
            socat.close();
        }
    }

    String awaitBoard(Predicate<String> wanted) throws InterruptedException {
        while (true) {
            String line = board.poll(BOUND_S, TimeUnit.SECONDS);
            assertThat(line)
                    .as("a line from the simulator within " + BOUND_S + " s")
                    .isNotNull();
            if (wanted.test(line)) {
                return line;
            }
        }
    }

    /** The next thing the program hears, skipping the box's repeated hellos (power-up, then the handshake). */
    String next() throws InterruptedException {
        String e;
        do {
            e = heard.poll(BOUND_S, TimeUnit.SECONDS);
            assertThat(e).as("something from the box within " + BOUND_S + " s").isNotNull();
        } while (e.startsWith("connected") && !heard.isEmpty());
        return e;
    }

    String nextEvent() throws InterruptedException {
        String e = next();
        while (e.startsWith("connected")) {
            e = next();
        }
        return e;
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
    void a_roll_asked_by_the_program_lands_with_the_faces_the_box_shows() throws Exception {
        int id = host.roll(2);
        String shown = awaitBoard(l -> l.startsWith("dice "));
        assertThat(nextEvent()).isEqualTo("dice " + id + " " + shown.substring("dice ".length()));
    }

    @Test
    void presses_and_the_roll_button_reach_the_program_once_each_and_the_light_follows_the_program() throws Exception {
        host.light(4);
        assertThat(awaitBoard(l -> l.startsWith("led 4"))).isEqualTo("led 4 on");
        simIn.println("press 3");
        simIn.println("press 5 long");
        simIn.println("roll");
        assertThat(nextEvent()).isEqualTo("press 3");
        assertThat(nextEvent()).isEqualTo("press 5 long");
        String shown = awaitBoard(l -> l.startsWith("dice "));
        assertThat(nextEvent()).isEqualTo("dice 0 " + shown.substring("dice ".length()));
        assertThat(host.status().state()).isEqualTo(LinkStatus.State.CONNECTED);
        assertThat(host.status().errors()).isZero();
        assertThat(host.status().boxErrors()).isZero();
    }

    @Test
    void pulling_the_cable_and_putting_it_back_loses_and_repeats_no_press() throws Exception {
        List<String> expected = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            simIn.println("press " + i);
            expected.add("press " + i);
        }
        // the cable goes while the box is still playing some of those presses
        assertThat(nextEvent()).isEqualTo("press 1");
        statuses.clear();
        socat.kill();
        assertThat(awaitBoard(l -> l.startsWith("port "))).isEqualTo("port closed");
        awaitState(LinkStatus.State.DISCONNECTED);
        for (int i = 1; i <= 4; i++) {
            simIn.println("press " + i + " long");
            expected.add("press " + i + " long");
        }
        // pressed while unplugged: each one is clicked by the board (a 60 ms beep for a long press)
        for (int i = 1; i <= 4; i++) {
            awaitBoard(l -> l.equals("beep 60"));
        }
        socat.start();
        assertThat(awaitBoard(l -> l.startsWith("port "))).isEqualTo("port open");
        awaitState(LinkStatus.State.CONNECTED);
        // a last marker: a repeat of an earlier press would arrive before it
        simIn.println("press 6 long");
        expected.add("press 6 long");
        List<String> got = new ArrayList<>(List.of("press 1"));
        while (!got.get(got.size() - 1).equals("press 6 long")) {
            got.add(nextEvent());
        }
        assertThat(got).containsExactlyElementsOf(expected);
        assertThat(host.status().state()).isEqualTo(LinkStatus.State.CONNECTED);
        assertThat(host.status().gaps()).isZero();
    }
}
