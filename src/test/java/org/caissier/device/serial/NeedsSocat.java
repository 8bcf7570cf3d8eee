package org.caissier.device.serial;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Skips serial tests, visibly (reported as skipped), when socat is not installed; under {@code CI=true} a
 * missing socat is not a reason to skip, and the tests fail when they try to start it.
 */
public final class NeedsSocat implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if (SocatPair.executable() != null) {
            return ConditionEvaluationResult.enabled("socat found");
        }
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            return ConditionEvaluationResult.enabled("CI=true: socat is required, the test will fail");
        }
        System.err.println("*** SKIPPED serial tests: socat is not installed (apt-get install socat) ***");
        return ConditionEvaluationResult.disabled("socat is not installed: serial tests skipped (apt-get install socat)");
    }
}
