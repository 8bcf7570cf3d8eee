package org.caissier.testing;

import static org.assertj.core.api.Assertions.assertThat;

import org.caissier.testing.GuiTestExtension.Decision;
import org.junit.jupiter.api.Test;

class GuiTestExtensionTest {

    @Test
    void with_a_display_gui_tests_run() {
        assertThat(GuiTestExtension.decide(true, null)).isEqualTo(Decision.RUN);
        assertThat(GuiTestExtension.decide(true, "true")).isEqualTo(Decision.RUN);
    }

    @Test
    void without_a_display_gui_tests_are_skipped_on_a_workstation() {
        assertThat(GuiTestExtension.decide(false, null)).isEqualTo(Decision.SKIP);
        assertThat(GuiTestExtension.decide(false, "false")).isEqualTo(Decision.SKIP);
    }

    @Test
    void without_a_display_gui_tests_fail_under_ci() {
        assertThat(GuiTestExtension.decide(false, "true")).isEqualTo(Decision.FAIL);
        assertThat(GuiTestExtension.decide(false, "TRUE ")).isEqualTo(Decision.FAIL);
    }

    @Test
    void on_linux_an_unset_display_means_no_display_even_when_awt_is_told_it_is_not_headless() {
        assertThat(GuiTestExtension.displayAvailable(false, "Linux", null, null))
                .isFalse();
        assertThat(GuiTestExtension.displayAvailable(false, "Linux", "", " ")).isFalse();
        assertThat(GuiTestExtension.displayAvailable(false, "Linux", ":99", null))
                .isTrue();
        assertThat(GuiTestExtension.displayAvailable(false, "Linux", null, "wayland-0"))
                .isTrue();
        assertThat(GuiTestExtension.displayAvailable(true, "Linux", ":99", null))
                .isFalse();
        assertThat(GuiTestExtension.displayAvailable(false, "Windows 11", null, null))
                .isTrue();
    }
}
