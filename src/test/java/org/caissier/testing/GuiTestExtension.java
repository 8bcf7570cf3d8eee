package org.caissier.testing;

import java.awt.GraphicsEnvironment;
import java.util.Locale;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Decides whether a {@link GuiTest} can run. A condition (not an assumption in {@code @BeforeAll}, which would
 * hide the tests: surefire would report none) so each test shows up as skipped with the reason.
 */
public final class GuiTestExtension implements ExecutionCondition, BeforeAllCallback, BeforeEachCallback {

    static final String SKIPPED = "NO DISPLAY: GUI test skipped. Run the tests under `xvfb-run -a mvn -B verify` "
            + "to play them (with CI=true a missing display fails them instead).";
    static final String FAILED = "NO DISPLAY under CI=true: GUI tests must run here. Run the build under "
            + "`xvfb-run -a` (package xvfb) or unset CI to let them be skipped.";

    /** What to do with a GUI test. */
    enum Decision {
        RUN,
        SKIP,
        FAIL
    }

    static Decision decide(boolean displayAvailable, String ciVariable) {
        if (displayAvailable) {
            return Decision.RUN;
        }
        return "true".equals(ciVariable == null ? null : ciVariable.strip().toLowerCase(Locale.ROOT))
                ? Decision.FAIL
                : Decision.SKIP;
    }

    /**
     * Whether windows can be shown. The build sets {@code java.awt.headless=false}, which makes
     * {@code GraphicsEnvironment.isHeadless()} answer false even with no X server, so on X11 systems the
     * {@code DISPLAY} variable is checked as well.
     */
    static boolean displayAvailable(boolean headless, String osName, String display, String waylandDisplay) {
        if (headless) {
            return false;
        }
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win") || os.contains("mac")) {
            return true;
        }
        return !isBlank(display) || !isBlank(waylandDisplay);
    }

    private static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }

    private static Decision here() {
        return decide(
                displayAvailable(
                        GraphicsEnvironment.isHeadless(),
                        System.getProperty("os.name"),
                        System.getenv("DISPLAY"),
                        System.getenv("WAYLAND_DISPLAY")),
                System.getenv("CI"));
    }

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return switch (here()) {
            case RUN -> ConditionEvaluationResult.enabled("a display is available");
            case FAIL -> ConditionEvaluationResult.enabled("no display, but CI=true: the test will fail");
            case SKIP -> {
                System.err.println("*** " + SKIPPED + " (" + context.getDisplayName() + ")");
                yield ConditionEvaluationResult.disabled(SKIPPED);
            }
        };
    }

    /** Runs before the class's own {@code @BeforeAll} methods, which may already need a display. */
    @Override
    public void beforeAll(ExtensionContext context) {
        beforeEach(context);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        if (here() == Decision.FAIL) {
            throw new AssertionError(FAILED);
        }
    }
}
