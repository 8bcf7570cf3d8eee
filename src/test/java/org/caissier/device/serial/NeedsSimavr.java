package org.caissier.device.serial;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips the tests of the real Uno image in simavr, loudly (reported as skipped, and a banner on stderr), where
 * the AVR toolchain, the Arduino core or simavr is not installed; under {@code CI=true} they run anyway and fail
 * when the build cannot start.
 */
public final class NeedsSimavr implements ExecutionCondition {
    static final String PACKAGES = "gcc-avr avr-libc arduino-core-avr simavr libsimavr-dev pkg-config make gcc";

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        List<String> missing = missing();
        if (missing.isEmpty()) {
            return ConditionEvaluationResult.enabled("AVR toolchain, Arduino core and simavr found");
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            return ConditionEvaluationResult.enabled("CI=true: " + missing + " required, the test will fail");
        }
        String why = "firmware-on-simavr tests skipped: " + String.join(", ", missing)
                + " not found (apt-get install " + PACKAGES + ")";
        System.err.println("*".repeat(100));
        System.err.println("*** SKIPPED " + why);
        System.err.println("*".repeat(100));
        return ConditionEvaluationResult.disabled(why);
    }

    static List<String> missing() {
        List<String> missing = new ArrayList<>();
        for (String tool : List.of("avr-gcc", "avr-g++", "avr-objcopy", "avr-size", "make", "cc")) {
            if (!NeedsCompiler.onPath(tool)) {
                missing.add(tool);
            }
        }
        for (String file : List.of("/usr/share/arduino/hardware/arduino/avr/cores/arduino/Arduino.h",
                "/usr/include/simavr/sim_avr.h")) {
            if (!Files.exists(Path.of(file))) {
                missing.add(file);
            }
        }
        return missing;
    }
}
