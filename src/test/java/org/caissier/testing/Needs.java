package org.caissier.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.List;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The outside tools a test class needs. Where one is missing the tests are skipped, loudly (reported as skipped, and
 * a banner on stderr), so that a machine without it still builds; under {@code CI=true} they run anyway and fail
 * where they start the tool, since CI must have every one (.ci/run's NEEDED list).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@ExtendWith(NeedsCheck.class)
public @interface Needs {
    Tool[] value();

    /** A tool: the commands it puts on the PATH, the files it leaves where the tests take them, its packages. */
    enum Tool {
        SOCAT(List.of("socat"), List.of(), "socat"),
        /** the firmware's host tests and simulator */
        COMPILER(List.of("g++", "make"), List.of(), "build-essential"),
        /** the real Uno image built and run in simavr */
        SIMAVR(
                List.of("avr-gcc", "avr-g++", "avr-objcopy", "avr-size", "make", "cc"),
                List.of(
                        "/usr/share/arduino/hardware/arduino/avr/cores/arduino/Arduino.h",
                        "/usr/include/simavr/sim_avr.h"),
                "gcc-avr avr-libc arduino-core-avr simavr libsimavr-dev pkg-config make gcc"),
        /** Debian's Chromium, at the path the browser tests start */
        CHROMIUM(List.of(), List.of("/usr/bin/chromium"), "chromium"),
        /** Debian's driver for it, never a downloaded one */
        CHROMEDRIVER(List.of(), List.of("/usr/bin/chromedriver"), "chromium-driver");

        final List<String> commands;
        final List<String> files;
        final String packages;

        Tool(List<String> commands, List<String> files, String packages) {
            this.commands = commands;
            this.files = files;
            this.packages = packages;
        }
    }
}
