package org.caissier.pistes.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.Theme;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Pistes table display read from across a room, on a 1920×1080 television: the drivers' names and points and
 * the last stage's event at 48 pixels or more, all of it on the screen, every text at 4.5:1 contrast or more on
 * what lies under it (WCAG AA), in the light and the dark theme.
 */
@GuiTest
class PistesTableDisplayLegibilityGuiTest extends MainWindows.Shown {
    private static final int DRIVERS = 4;
    private FrameFixture display;

    @BeforeEach
    void open() {
        GuiActionRunner.execute(() -> frame.startGame("game pistes Ann Bob Cid Dan"));
        // Bob leaves with most of the shop: the longest equipment list a driver is likely to have.
        for (String item : List.of("electrical", "water", "oil", "fuel", "spare-wheel", "brake-pads")) {
            assertThat(GuiActionRunner.execute(() -> frame.play("equip Bob " + item)))
                    .as(item)
                    .isTrue();
        }
        // Row 1, no damage: white on the green banner was 3.2:1.
        assertThat(GuiActionRunner.execute(() -> frame.play("drive Ann R10 1 2 dice=typed")))
                .isTrue();
        window.menuItem("menuTableDisplay").click();
        display =
                WindowFinder.findFrame("tableDisplay").withTimeout(30, SECONDS).using(robot);
        GuiActionRunner.execute(() -> display.target().setBounds(0, 0, 1920, 1080));
        robot.waitForIdle();
    }

    @AfterEach
    void close() {
        GuiActionRunner.execute(() -> Theme.apply(false, 14));
    }

    @Test
    void names_points_and_the_last_event_are_48_pixels_or_more_and_all_on_a_1080_line_television() {
        List<String> names = new ArrayList<>();
        for (int row = 1; row <= DRIVERS; row++) {
            names.add("displayName" + row);
            names.add("displayPoints" + row);
        }
        names.addAll(List.of("displayWho", "displayEvent", "displayEffect", "displayEquipment2"));
        for (String name : names) {
            JLabel label = label(name);
            assertThat(label.getText()).as(name).isNotBlank();
            if (!name.startsWith("displayEquipment")) {
                assertThat(label.getFont().getSize2D()).as(name).isGreaterThanOrEqualTo(48f);
            }
            assertThat(GuiActionRunner.execute(() -> whole(label)))
                    .as(name + " whole on the screen")
                    .isTrue();
        }
        assertThat(label("displayEvent").getText()).startsWith("No damage");
    }

    @Test
    void every_text_of_the_display_reads_at_four_and_a_half_to_one_in_both_themes() {
        for (boolean dark : new boolean[] {false, true}) {
            String theme = dark ? "dark theme" : "light theme";
            GuiActionRunner.execute(() -> {
                Theme.apply(dark, 14);
                SwingUtilities.updateComponentTreeUI(window.target());
                frame.rebuild();
            });
            robot.waitForIdle();
            List<String> poor = GuiActionRunner.execute(() -> {
                List<String> found = new ArrayList<>();
                int texts = componentsBelow(((JFrame) display.target()).getContentPane(), found);
                assertThat(texts).as("texts on the display").isGreaterThan(DRIVERS * 6);
                return found;
            });
            assertThat(poor).as(theme + ": texts under 4.5:1").isEmpty();
        }
    }

    private JLabel label(String name) {
        return GuiActionRunner.execute(() -> robot.finder().findByName(display.target(), name, JLabel.class, false));
    }

    /** The label's text fits in the label, and the label within the display's content. */
    private boolean whole(JLabel label) {
        Container content = ((JFrame) display.target()).getContentPane();
        Rectangle box = SwingUtilities.convertRectangle(label.getParent(), label.getBounds(), content);
        return label.isShowing()
                && label.getPreferredSize().width <= label.getWidth()
                && label.getPreferredSize().height <= label.getHeight()
                && new Rectangle(content.getSize()).contains(box);
    }

    /** Labels with words in them, their ink against the first opaque thing behind them; how many were measured. */
    private static int componentsBelow(Container container, List<String> poor) {
        int measured = 0;
        for (Component c : container.getComponents()) {
            if (!c.isShowing()) {
                continue;
            }
            if (c instanceof JLabel l && !l.getText().isBlank()) {
                measured++;
                double ratio = Contrast.ratio(c.getForeground(), behind(c));
                if (ratio < 4.5) {
                    poor.add(c.getName() + " \"" + l.getText() + "\" " + String.format("%.2f", ratio));
                }
            }
            if (c instanceof Container inner) {
                measured += componentsBelow(inner, poor);
            }
        }
        return measured;
    }

    private static Color behind(Component c) {
        for (Component k = c; k != null; k = k.getParent()) {
            if (k.isOpaque() && k.getBackground() != null) {
                return k.getBackground();
            }
        }
        return Color.WHITE;
    }
}
