package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javax.swing.JButton;
import javax.swing.JPanel;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.testing.ContrastAudit;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.kit.Theme;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An enabled and a disabled button tell apart from across a table, in both themes: the words of an enabled one
 * stand out from its background (at least 7:1), those of a disabled one at most half as much. Measured on the
 * buttons as they paint: the launcher's "new game" and its "resume" with no game to resume.
 */
@GuiTest
class ThemeContrastGuiTest {
    @TempDir
    Path home;

    private FrameFixture window;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
        GuiActionRunner.execute(() -> Theme.apply(false, 14));
    }

    @Test
    void in_the_dark_theme_a_disabled_button_reads_as_disabled() {
        assertApart(true);
    }

    @Test
    void in_the_light_theme_a_disabled_button_reads_as_disabled() {
        assertApart(false);
    }

    @Test
    void a_refused_action_reads_at_4_5_to_1_in_both_themes_yet_dimmer_than_an_open_one() {
        for (boolean dark : new boolean[] {false, true}) {
            double[] measured = GuiActionRunner.execute(() -> {
                Theme.apply(dark, 16);
                JPanel panel = new JPanel();
                ActionButton open = new ActionButton("Buy", "buyOpen", 0, null, () -> {});
                ActionButton refused = new ActionButton("Buy", "buyRefused", 0, null, () -> {});
                refused.refuse("Ann has 2 M: buy at most 2 M (not 50)");
                panel.add(open);
                panel.add(refused);
                panel.setSize(panel.getPreferredSize());
                panel.doLayout();
                return new double[] {ContrastAudit.paintedContrast(open), ContrastAudit.paintedContrast(refused)};
            });
            assertThat(measured[1]).as("refused, dark=" + dark).isGreaterThanOrEqualTo(4.5);
            assertThat(measured[1]).as("refused against open, dark=" + dark).isLessThan(measured[0] - 1.5);
        }
    }

    private void assertApart(boolean dark) {
        Robot robot = Robots.newRobot();
        window = MainWindows.show(robot, home);
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).setTheme(dark));
        JButton enabled = window.button("new-long-cours").requireEnabled().target();
        JButton disabled = window.button("resume").requireDisabled().target();
        double on = textContrast(enabled);
        double off = textContrast(disabled);
        assertThat(on).as("enabled, dark=" + dark).isGreaterThanOrEqualTo(7.0);
        assertThat(off).as("disabled against enabled " + on + ", dark=" + dark).isLessThanOrEqualTo(on / 2);
    }

    /** The contrast of the button's words with its background, from its pixels (WCAG's formula). */
    private static double textContrast(JButton b) {
        return GuiActionRunner.execute(() -> ContrastAudit.paintedContrast(b));
    }
}
