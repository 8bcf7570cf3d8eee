package org.caissier.device.serial;

import com.fazecast.jSerialComm.SerialPort;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.caissier.device.BoxIdentity;
import org.caissier.device.BoxListener;
import org.caissier.device.BoxSimulator;
import org.caissier.device.SerialSettings;
import org.caissier.device.SerialTransport;
import org.caissier.device.SimulatedBox;

/**
 * Latency from a press written to the pty by the box simulator to the event delivered to the host's
 * listener, over 1 000 presses, and its floor: a plain round trip of a short line through the same kind of
 * pty pair and back (two hops, where a press makes one). Needs socat. Run it with:
 *
 * <pre>
 * mvn -q test-compile exec:java -Dexec.mainClass=org.caissier.device.serial.PressLatencyBenchmark -Dexec.classpathScope=test
 * </pre>
 * or without the exec plugin:
 * <pre>
 * mvn -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) org.caissier.device.serial.PressLatencyBenchmark
 * </pre>
 * Not a test (surefire excludes {@code *Benchmark*}): timings on a shared machine are noisy; compare the
 * press latency with the floor measured in the same run.
 */
public final class PressLatencyBenchmark {
    static final int PRESSES = 1000;
    static final int WARM_UP = 200;

    private PressLatencyBenchmark() {}

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("caissier-bench");
        try (SocatPair pair = new SocatPair(dir).start()) {
            report("pty echo round trip (floor)", echoRoundTrips(pair));
        }
        try (SocatPair pair = new SocatPair(dir).start()) {
            report("press -> event delivered", pressLatencies(pair));
        }
    }

    static long[] pressLatencies(SocatPair pair) throws InterruptedException {
        BlockingQueue<Long> delivered = new ArrayBlockingQueue<>(PRESSES + WARM_UP);
        BlockingQueue<BoxIdentity> connected = new ArrayBlockingQueue<>(16);
        long[] nanos = new long[PRESSES];
        try (BoxSimulator box = new BoxSimulator(pair.b().toString(), SimulatedBox.defaultIdentity(), new Random(1));
                SerialTransport host = new SerialTransport(
                        SerialSettings.port(pair.a().toString()),
                        new BoxListener() {
                            @Override
                            public void buttonPressed(int seat, boolean longPress) {
                                delivered.add(System.nanoTime());
                            }

                            @Override
                            public void connected(BoxIdentity identity) {
                                connected.offer(identity);
                            }
                        },
                        Runnable::run)) {
            box.start();
            host.start();
            if (connected.poll(20, TimeUnit.SECONDS) == null) {
                throw new IllegalStateException("no handshake within 20 s");
            }
            for (int i = 0; i < WARM_UP + PRESSES; i++) {
                long start = System.nanoTime();
                box.press(1 + i % 8, false);
                Long end = delivered.poll(20, TimeUnit.SECONDS);
                if (end == null) {
                    throw new IllegalStateException("press " + i + " never arrived");
                }
                if (i >= WARM_UP) {
                    nanos[i - WARM_UP] = end - start;
                }
            }
        }
        return nanos;
    }

    static long[] echoRoundTrips(SocatPair pair) throws InterruptedException {
        SerialPort a = open(pair.a());
        SerialPort b = open(pair.b());
        Thread echo = new Thread(
                () -> {
                    byte[] buf = new byte[256];
                    while (b.isOpen()) {
                        int n = b.readBytes(buf, buf.length);
                        if (n < 0) {
                            return;
                        }
                        if (n > 0) {
                            b.writeBytes(buf, n);
                        }
                    }
                },
                "echo");
        echo.setDaemon(true);
        echo.start();
        byte[] line = "$CBBTN,1,3,S*2E\r\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] in = new byte[256];
        long[] nanos = new long[PRESSES];
        for (int i = 0; i < WARM_UP + PRESSES; i++) {
            long start = System.nanoTime();
            a.writeBytes(line, line.length);
            int got = 0;
            while (got < line.length) {
                int n = a.readBytes(in, in.length);
                if (n < 0) {
                    throw new IllegalStateException("pty closed");
                }
                got += n;
            }
            if (i >= WARM_UP) {
                nanos[i - WARM_UP] = System.nanoTime() - start;
            }
        }
        a.closePort();
        b.closePort();
        echo.join(2000);
        return nanos;
    }

    private static SerialPort open(Path path) {
        SerialPort p = SerialPort.getCommPort(path.toString());
        if (!p.openPort(0)) {
            throw new IllegalStateException("cannot open " + path);
        }
        p.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, 50, 0);
        return p;
    }

    private static void report(String what, long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        System.out.printf(
                "%-30s n=%d  median %.3f ms  p99 %.3f ms  max %.3f ms%n",
                what,
                sorted.length,
                sorted[sorted.length / 2] / 1e6,
                sorted[(int) Math.ceil(sorted.length * 0.99) - 1] / 1e6,
                sorted[sorted.length - 1] / 1e6);
    }
}
