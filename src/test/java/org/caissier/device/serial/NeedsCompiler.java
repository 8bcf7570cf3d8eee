package org.caissier.device.serial;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips tests that build the firmware's host simulator, visibly (reported as skipped), when g++ or make is
 * missing; under {@code CI=true} they run anyway and fail when the build cannot start.
 */
public final class NeedsCompiler implements ExecutionCondition {
    static final List<String> TOOLS = List.of("g++", "make");

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        List<String> missing = TOOLS.stream().filter(t -> !onPath(t)).toList();
        if (missing.isEmpty()) {
            return ConditionEvaluationResult.enabled("g++ and make found");
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            return ConditionEvaluationResult.enabled("CI=true: " + missing + " required, the test will fail");
        }
        String why = "firmware simulator tests skipped: " + String.join(" and ", missing)
                + " not found (apt-get install build-essential)";
        System.err.println("*** SKIPPED " + why + " ***");
        return ConditionEvaluationResult.disabled(why);
    }

    static boolean onPath(String tool) {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, tool))) {
                return true;
            }
        }
        return false;
    }
}
