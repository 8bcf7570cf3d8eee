package org.caissier.ui.box;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.caissier.device.BoxSimulator;
import org.caissier.device.SimulatedBox;

/**
 * The built-in simulated box: socat joins two pseudo-terminals in a temporary folder, the simulator sits on
 * one end and the program opens the other ({@link #hostPort()}) as it would a real box.
 */
public final class BoxSimulation implements AutoCloseable {
    private static final long WAIT_MS = 10_000;
    private final Path dir;
    private final Process socat;
    private final BoxSimulator simulator;
    /** Stops socat if the program ends without closing the simulation (killed, or quit while it ran). */
    private final Thread onExit;

    private BoxSimulation(Path dir, Process socat, BoxSimulator simulator) {
        this.onExit = new Thread(socat::destroy, "stop socat");
        this.dir = dir;
        this.socat = socat;
        this.simulator = simulator;
    }

    /** Where socat is, if it is installed. */
    public static Optional<Path> socat() {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, "socat"))) {
                return Optional.of(Path.of(d, "socat"));
            }
        }
        return Optional.empty();
    }

    /**
     * Starts socat and the simulator; returns once both pty links exist.
     *
     * @throws IOException when socat is missing or does not make its links
     */
    public static BoxSimulation start() throws IOException {
        Path socat = socat().orElseThrow(() -> new IOException("socat is not installed"));
        Path dir = Files.createTempDirectory("caissier-box-");
        Path host = dir.resolve("host");
        Path box = dir.resolve("box");
        Process process = new ProcessBuilder(
                        socat.toString(), "pty,raw,echo=0,link=" + host, "pty,raw,echo=0,link=" + box)
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("socat.log").toFile())
                .start();
        try {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MS);
            while (!(Files.exists(host) && Files.exists(box))) {
                if (!process.isAlive() || System.nanoTime() > deadline) {
                    throw new IOException("socat did not make its pseudo-terminals in " + dir);
                }
                // socat makes its links asynchronously: poll the folder, briefly and with a bound.
                Thread.sleep(5);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            throw new IOException("interrupted while starting socat");
        } catch (IOException e) {
            process.destroyForcibly();
            throw e;
        }
        BoxSimulator simulator = new BoxSimulator(box.toString(), SimulatedBox.defaultIdentity(), new Random());
        simulator.start();
        BoxSimulation simulation = new BoxSimulation(dir, process, simulator);
        Runtime.getRuntime().addShutdownHook(simulation.onExit);
        return simulation;
    }

    /** The pty the program opens. */
    public String hostPort() {
        return dir.resolve("host").toString();
    }

    public BoxSimulator simulator() {
        return simulator;
    }

    public int seats() {
        return SimulatedBox.defaultIdentity().seats();
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(onExit);
        } catch (IllegalStateException alreadyExiting) {
            // The hook is running or has run: it has stopped socat.
        }
        simulator.close();
        socat.destroy();
        try {
            if (!socat.waitFor(5, TimeUnit.SECONDS)) {
                socat.destroyForcibly().waitFor();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // A temporary folder left behind is harmless.
        }
    }
}
