package org.caissier.device.serial;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;

/**
 * A pair of pseudo-terminals joined by socat: {@code dir/ttyA} and {@code dir/ttyB}. Killing it is pulling
 * the cable (both links vanish); starting it again puts the cable back with the same link names.
 */
public final class SocatPair implements AutoCloseable {
    private static final long WAIT_MS = 10_000;
    private final Path dir;
    private Process process;

    public SocatPair(Path dir) {
        this.dir = dir;
    }

    public Path a() {
        return dir.resolve("ttyA");
    }

    public Path b() {
        return dir.resolve("ttyB");
    }

    static String executable() {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
            Path p = Path.of(d, "socat");
            if (Files.isExecutable(p)) {
                return p.toString();
            }
        }
        return null;
    }

    /** Starts socat and returns once both links exist. */
    public SocatPair start() throws IOException, InterruptedException {
        String socat = executable();
        if (socat == null) {
            throw new IllegalStateException("socat is not installed (apt-get install socat); serial tests need it");
        }
        process = new ProcessBuilder(socat, "-d", "-d", "pty,raw,echo=0,link=" + a(), "pty,raw,echo=0,link=" + b())
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("socat.log").toFile())
                .start();
        waitUntil(() -> Files.exists(a()) && Files.exists(b()), "socat links " + a() + " and " + b());
        return this;
    }

    /** Pulls the cable: stops socat and returns once its links are gone. */
    public void kill() throws InterruptedException {
        if (process != null) {
            process.destroy();
            process.waitFor();
            process = null;
        }
        waitUntil(() -> !Files.exists(a()) && !Files.exists(b()), "socat links to vanish");
    }

    /** Freezes socat (SIGSTOP), or lets it go on (SIGCONT): a box that stops reading, and comes back. */
    public void freeze(boolean frozen) throws IOException, InterruptedException {
        new ProcessBuilder("kill", frozen ? "-STOP" : "-CONT", Long.toString(process.pid()))
                .start()
                .waitFor();
    }

    @Override
    public void close() {
        if (process != null) {
            process.destroyForcibly();
            try {
                process.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            process = null;
        }
    }

    /** Polls the file system, with a bound, for something socat does asynchronously. */
    static void waitUntil(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT_MS * 1_000_000;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("gave up waiting for " + what + " after " + WAIT_MS + " ms");
            }
            Thread.sleep(5);
        }
    }
}
