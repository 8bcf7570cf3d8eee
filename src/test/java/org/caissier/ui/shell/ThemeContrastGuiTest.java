package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
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
        BufferedImage image = GuiActionRunner.execute(() -> {
            BufferedImage i = new BufferedImage(b.getWidth(), b.getHeight(), BufferedImage.TYPE_INT_RGB);
            b.paint(i.getGraphics());
            return i;
        });
        // The background is the most common colour inside the border; the words, the pixel farthest from it.
        Map<Integer, Integer> counts = new HashMap<>();
        int inset = b.getHeight() / 4;
        for (int y = inset; y < b.getHeight() - inset; y++) {
            for (int x = inset; x < b.getWidth() - inset; x++) {
                counts.merge(image.getRGB(x, y), 1, Integer::sum);
            }
        }
        Color background = new Color(counts.entrySet().stream()
                .max(Map.Entry.comparingByValue())
                .orElseThrow()
                .getKey());
        double best = 1;
        for (int rgb : counts.keySet()) {
            best = Math.max(best, contrast(new Color(rgb), background));
        }
        return best;
    }

    private static double contrast(Color a, Color b) {
        double x = luminance(a);
        double y = luminance(b);
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(int channel) {
        double v = channel / 255.0;
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
