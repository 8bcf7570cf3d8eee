package org.caissier.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** "ready in" counts from the process's real start, read from the kernel's clock since boot, not whole seconds. */
class ProcessStartTest {
    /** A /proc/PID/stat line whose start (field 22) is 12 345 ticks after boot. */
    private static String stat(String name) {
        StringBuilder s = new StringBuilder("4242 (" + name + ") S");
        for (int field = 4; field <= 21; field++) {
            s.append(' ').append(field);
        }
        return s.append(" 12345 0 0 0\n").toString();
    }

    @Test
    void the_age_is_the_uptime_less_the_start_to_the_hundredth_of_a_second() {
        assertThat(ProcessStart.age(stat("java"), "124.12 400.00\n")).contains(Duration.ofMillis(670));
    }

    @Test
    void a_command_name_with_spaces_and_parentheses_does_not_shift_the_fields() {
        assertThat(ProcessStart.age(stat("a) b (c"), "124.12 400.00\n")).contains(Duration.ofMillis(670));
    }

    @Test
    void a_line_that_does_not_read_gives_nothing_rather_than_a_wrong_figure() {
        assertThat(ProcessStart.age("4242 (java) S 1 2", "124.12 400.00")).isEmpty();
        assertThat(ProcessStart.age(stat("java"), "soon")).isEmpty();
        assertThat(ProcessStart.age(stat("java"), "100.00 1.00"))
                .as("a start after now")
                .isEmpty();
    }
}
