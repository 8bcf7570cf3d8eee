package org.caissier.device;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.caissier.testing.Needs;
import org.junit.jupiter.api.Test;

/**
 * Runs the box firmware's host tests (C++ protocol library, box logic and the shared test vectors) as part of
 * {@code mvn test}, so a change to the protocol files cannot pass the Java build while breaking the firmware.
 */
@Needs(Needs.Tool.COMPILER)
class FirmwareHostTest {

    private static final Path FIRMWARE = Path.of("firmware-protocol", "firmware");

    @Test
    void firmware_host_tests_pass_on_the_shared_test_vectors() throws IOException, InterruptedException {
        assertThat(FIRMWARE.resolve("Makefile"))
                .as("firmware Makefile (tests run from the project root)")
                .isRegularFile();

        Process make = new ProcessBuilder("make", "-C", FIRMWARE.toString(), "test")
                .redirectErrorStream(true)
                .start();
        make.getOutputStream().close();
        // Reading to the end of the output is what waits for make; no timing involved.
        String output = new String(make.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int exit = make.waitFor();

        assertThat(exit)
                .withFailMessage("make -C %s test exited with %d:%n%s", FIRMWARE, exit, output)
                .isZero();
        assertThat(output).contains(" passed, 0 failed");
    }
}
