package org.caissier.device.serial;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * The real Uno image ({@code make uno}) running in simavr under our harness ({@code make harness}), its serial
 * line on a pseudo-terminal at {@link #port()}. Its buttons are pressed through the harness's stdin, and what
 * the board does is read from its reports: each one carries the simulated time, so tests about timing look at
 * the board's clock, never at the wall clock.
 */
final class SimulatedUno implements AutoCloseable {
    static final Path FIRMWARE = Path.of("firmware-protocol", "firmware");
    static final Path ELF = FIRMWARE.resolve("build/uno/caissier_box.elf");
    static final Path HARNESS = FIRMWARE.resolve("build/caissier-box-avr");
    /** Simulated seconds per second: faster than a real board, which the program does not mind. */
    static final String SPEED = "4";

    static final long BOUND_S = 30;

    /** One line of the harness: simulated microseconds since power-up, and what happened. */
    record Report(long micros, String what) {
        String after(String prefix) {
            return what.substring(prefix.length());
        }
    }

    private final Path port;
    private final Path errors;
    private final Process process;
    private final PrintWriter in;
    private final BlockingQueue<Report> reports = new LinkedBlockingQueue<>();
    private final List<String> sent = new CopyOnWriteArrayList<>();

    /** Builds the image and the harness (make is quick when they are up to date); the output shows flash and RAM. */
    static void build() throws IOException, InterruptedException {
        Process make = new ProcessBuilder("make", "-C", FIRMWARE.toString(), "uno", "harness")
                .redirectErrorStream(true)
                .start();
        make.getOutputStream().close();
        String output = new String(make.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int exit = make.waitFor();
        assertThat(exit)
                .withFailMessage("make -C %s uno harness exited with %d:%n%s", FIRMWARE, exit, output)
                .isZero();
        output.lines().filter(l -> l.contains("flash") || l.contains("RAM")).forEach(System.out::println);
        assertThat(ELF).isRegularFile();
        assertThat(HARNESS).isExecutable();
    }

    SimulatedUno(Path dir) throws IOException, InterruptedException {
        this.port = dir.resolve("uno");
        this.errors = dir.resolve("harness.err");
        this.process = new ProcessBuilder(
                        HARNESS.toString(), "--elf", ELF.toString(), "--link", port.toString(), "--speed", SPEED)
                .redirectError(errors.toFile())
                .start();
        this.in = new PrintWriter(process.getOutputStream(), true, StandardCharsets.US_ASCII);
        Thread reader = new Thread(this::readReports, "simavr-harness-stdout");
        reader.setDaemon(true);
        reader.start();
        await(r -> r.what().startsWith("ready "));
    }

    private void readReports() {
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.ISO_8859_1))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                int space = line.indexOf(' ');
                if (space > 0 && line.chars().limit(space).allMatch(Character::isDigit)) {
                    Report r = new Report(Long.parseLong(line.substring(0, space)), line.substring(space + 1));
                    if (r.what().startsWith("tx ")) {
                        sent.add(r.after("tx "));
                    }
                    reports.add(r);
                }
            }
            reports.add(new Report(-1, "stopped: the harness exited; its messages are in " + errors));
        } catch (IOException e) {
            reports.add(new Report(-1, "stdout closed: " + e.getMessage()));
        }
    }

    /** The pseudo-terminal, as the program opens it ({@code --device PATH}). */
    Path port() {
        return port;
    }

    /** Every line the board has sent so far, without CR LF. */
    List<String> sent() {
        return List.copyOf(sent);
    }

    /** A short press (80 ms) of button n: 0 the roll button, 1..6 the seats. Presses play one after the other. */
    void press(int n) {
        in.println("press " + n);
    }

    /** A press held one second: long from 800 ms. */
    void longPress(int n) {
        in.println("long " + n);
    }

    /** Power cycle: the board forgets its queue and its numbering, as when it is unplugged and plugged back. */
    void restart() {
        in.println("reset");
    }

    /**
     * The next report that matches, skipping the others; fails when none has come within {@link #BOUND_S}
     * seconds (the board reports all the time, so the bound is on the whole wait, not on each report).
     */
    Report await(Predicate<Report> wanted) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_S);
        while (true) {
            Report r = reports.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            assertThat(r)
                    .as("the awaited report from the simulated board within " + BOUND_S + " s")
                    .isNotNull();
            assertThat(r.what()).as("the harness").doesNotStartWith("stopped").doesNotStartWith("stdout closed");
            if (wanted.test(r)) {
                return r;
            }
        }
    }

    Report await(String prefix) throws InterruptedException {
        return await(r -> r.what().startsWith(prefix));
    }

    @Override
    public void close() {
        in.println("quit");
        try {
            if (!process.waitFor(BOUND_S, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        } catch (InterruptedException e) {
            // Closed by try-with-resources, where an InterruptedException could hide the test's own failure.
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
