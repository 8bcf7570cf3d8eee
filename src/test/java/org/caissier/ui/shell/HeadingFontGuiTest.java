package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import javax.swing.JLabel;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.ui.kit.Theme;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The launcher's and the feedback line's headings stay headings: larger than the text around them, and larger
 * still when the players choose a larger text size, in either theme.
 */
@GuiTest
class HeadingFontGuiTest extends MainWindows.Shown {
    @AfterEach
    void plainTheme() {
        GuiActionRunner.execute(() -> Theme.apply(false, 14));
    }

    @Test
    void the_feedback_line_is_a_heading_at_every_text_size_and_in_both_themes() {
        assertLauncherHeadings();
        GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid"));
        assertGameHeadings();
        float before = size("feedback");

        GuiActionRunner.execute(() -> frame.setFontSize(22));
        assertGameHeadings();
        assertThat(size("feedback")).as("after a larger text size").isGreaterThan(before);

        GuiActionRunner.execute(() -> frame.setTheme(true));
        assertGameHeadings();
    }

    @Test
    void the_launcher_headings_follow_the_text_size() {
        float before = GuiActionRunner.execute(
                () -> window.label("launcherTitle").target().getFont().getSize2D());
        GuiActionRunner.execute(() -> frame.setFontSize(22));
        assertLauncherHeadings();
        assertThat(window.label("launcherTitle").target().getFont().getSize2D()).isGreaterThan(before);
    }

    private void assertLauncherHeadings() {
        assertThat(window.button("new-long-cours").target().getFont().getSize2D())
                .as("a launcher button, h3")
                .isEqualTo(font("h3").getSize2D());
        assertThat(window.label("launcherTitle").target().getFont().getSize2D())
                .as("the title, h00")
                .isEqualTo(font("h00").getSize2D())
                .isGreaterThan(font("h3").getSize2D());
    }

    private void assertGameHeadings() {
        float text =
                GuiActionRunner.execute(() -> UIManager.getFont("Label.font").getSize2D());
        assertThat(size("feedback"))
                .as("the feedback line, h3")
                .isEqualTo(font("h3").getSize2D())
                .isGreaterThan(text);
    }

    private float size(String label) {
        return GuiActionRunner.execute(() ->
                robot.finder().findByName(label, JLabel.class, false).getFont().getSize2D());
    }

    private static Font font(String heading) {
        return GuiActionRunner.execute(() -> UIManager.getFont(heading + ".font"));
    }
}
