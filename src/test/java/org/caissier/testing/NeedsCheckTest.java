package org.caissier.testing;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;

/** {@link Needs}: a missing tool skips a test loudly and says what to install, but never under CI. */
class NeedsCheckTest {
    private static final Needs.Tool[] SOCAT_AND_CHROMIUM = {Needs.Tool.SOCAT, Needs.Tool.CHROMIUM};

    @Test
    void a_test_whose_tools_are_all_there_runs() {
        ConditionEvaluationResult r = NeedsCheck.decide("BrowserTest", SOCAT_AND_CHROMIUM, null, need -> false);

        assertThat(r.isDisabled()).isFalse();
    }

    @Test
    void a_missing_tool_skips_the_test_naming_it_and_the_package_to_install() {
        ConditionEvaluationResult r =
                NeedsCheck.decide("BrowserTest", SOCAT_AND_CHROMIUM, "false", "/usr/bin/chromium"::equals);

        assertThat(r.isDisabled()).isTrue();
        assertThat(r.getReason())
                .hasValue("BrowserTest skipped: /usr/bin/chromium not found (apt-get install chromium)");
    }

    @Test
    void under_ci_a_missing_tool_runs_the_test_anyway_so_that_it_fails() {
        ConditionEvaluationResult r = NeedsCheck.decide("BrowserTest", SOCAT_AND_CHROMIUM, "true", need -> true);

        assertThat(r.isDisabled()).isFalse();
        assertThat(r.getReason().orElseThrow()).contains("socat", "/usr/bin/chromium");
    }

    @Test
    void a_command_is_found_on_the_path_and_a_made_up_one_is_not() {
        assertThat(NeedsCheck.onPath("sh")).isPresent();
        assertThat(NeedsCheck.onPath("caissier-no-such-tool")).isEmpty();
    }
}
