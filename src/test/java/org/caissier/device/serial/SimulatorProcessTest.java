package org.caissier.device.serial;

import static org.assertj.core.api.Assertions.assertThat;

import com.fazecast.jSerialComm.SerialPort;
import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.caissier.device.BoxListener;
import org.caissier.device.BoxSimulatorMain;
import org.caissier.device.SerialSettings;
import org.caissier.device.SerialTransport;
import org.caissier.testing.Needs;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The simulator as a separate process driven through its standard input, as the firmware's host build will be. */
@Tag("serial")
@Needs(Needs.Tool.SOCAT)
class SimulatorProcessTest {

    @TempDir
    Path dir;

    static String classPath() throws Exception {
        String own = Path.of(BoxSimulatorMain.class
                        .getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .toURI())
                .toString();
        String serial = Path.of(SerialPort.class
                        .getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .toURI())
                .toString();
        return own + File.pathSeparator + serial;
    }

    @Test
    void presses_typed_into_the_simulator_process_reach_the_host() throws Exception {
        BlockingQueue<String> events = new LinkedBlockingQueue<>();
        try (SocatPair socat = new SocatPair(dir).start()) {
            Process sim = new ProcessBuilder(
                            Path.of(System.getProperty("java.home"), "bin", "java")
                                    .toString(),
                            "-cp",
                            classPath(),
                            BoxSimulatorMain.class.getName(),
                            "--port",
                            socat.b().toString(),
                            "--seed",
                            "5")
                    .redirectError(dir.resolve("sim.err").toFile())
                    .start();
            try (SerialTransport host = new SerialTransport(
                    SerialSettings.port(socat.a().toString()),
                    new BoxListener() {
                        @Override
                        public void buttonPressed(int seat, boolean longPress) {
                            events.add("press " + seat + (longPress ? " long" : ""));
                        }

                        @Override
                        public void diceRolled(int rollId, List<Integer> faces) {
                            events.add("dice " + rollId + " " + faces.size());
                        }
                    },
                    Runnable::run)) {
                host.start();
                BufferedReader out =
                        new BufferedReader(new InputStreamReader(sim.getInputStream(), StandardCharsets.UTF_8));
                assertThat(out.readLine()).startsWith("opened ");
                PrintWriter in = new PrintWriter(sim.getOutputStream(), true, StandardCharsets.UTF_8);
                in.println("press 2");
                in.println("press 5 long");
                in.println("roll");
                assertThat(events.poll(20, TimeUnit.SECONDS)).isEqualTo("press 2");
                assertThat(events.poll(20, TimeUnit.SECONDS)).isEqualTo("press 5 long");
                assertThat(events.poll(20, TimeUnit.SECONDS)).isEqualTo("dice 0 2");
                in.println("quit");
                assertThat(sim.waitFor(20, TimeUnit.SECONDS))
                        .as("simulator exits on quit")
                        .isTrue();
            } finally {
                sim.destroyForcibly().waitFor();
            }
        }
    }
}
