package org.caissier.longcours.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The table display read from across a room, on a 1920×1080 television: names, cash and the last event at 48
 * pixels or more, and every text — on the board too, measured as it is painted — at 4.5:1 contrast or more
 * (WCAG AA) on what lies under it, in the light and the dark theme.
 */
@GuiTest
class TableDisplayLegibilityGuiTest extends MainWindows.Shown {
    private FrameFixture display;

    @BeforeEach
    void open() {
        MainWindow main = (MainWindow) window.target();
        GuiActionRunner.execute(() -> main.startGame("game long-cours Ann Bob Cid Dan"));
        for (String line : List.of(
                "place Ann Marseille",
                "end Ann",
                "place Bob Londres",
                "end Bob",
                "place Cid \"San Francisco\"",
                "end Cid",
                "place Dan Valparaiso",
                "end Dan",
                "storm Ann 33")) {
            assertThat(GuiActionRunner.execute(() -> main.play(line))).as(line).isTrue();
        }
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
    void names_cash_and_the_last_event_are_48_pixels_or_more_on_a_1080_line_television() {
        for (int row = 1; row <= 4; row++) {
            assertThat(fontSize("displayName" + row)).as("name " + row).isGreaterThanOrEqualTo(48f);
            assertThat(fontSize("displayCash" + row)).as("cash " + row).isGreaterThanOrEqualTo(48f);
        }
        JTextComponent last =
                robot.finder().findByName(display.target(), "displayLastEvent", JTextComponent.class, false);
        assertThat(last.getText()).startsWith("Ann plays a Storm on zone 33");
        assertThat(last.getFont().getSize2D()).as("the last event").isGreaterThanOrEqualTo(48f);
    }

    @Test
    void every_text_of_the_display_and_its_board_reads_at_four_and_a_half_to_one_in_both_themes() {
        for (boolean dark : new boolean[] {false, true}) {
            String theme = dark ? "dark theme" : "light theme";
            GuiActionRunner.execute(() -> {
                Theme.apply(dark, 14);
                SwingUtilities.updateComponentTreeUI(window.target());
                ((MainWindow) window.target()).rebuild();
            });
            robot.waitForIdle();
            List<String> poor = GuiActionRunner.execute(() -> {
                List<String> found = new ArrayList<>();
                componentsBelow(((JFrame) display.target()).getContentPane(), found);
                int texts = boardText(found);
                assertThat(texts).as("texts painted on the board").isGreaterThan(30);
                return found;
            });
            assertThat(poor).as(theme + ": texts under 4.5:1").isEmpty();
        }
    }

    private float fontSize(String name) {
        return GuiActionRunner.execute(() -> robot.finder()
                .findByName(display.target(), name, JLabel.class, false)
                .getFont()
                .getSize2D());
    }

    /** Labels and text fields with words in them, their ink against the first opaque thing behind them. */
    private static void componentsBelow(Container container, List<String> poor) {
        for (Component c : container.getComponents()) {
            if (!c.isShowing()) {
                continue;
            }
            String text = c instanceof JLabel l ? l.getText() : c instanceof JTextComponent t ? t.getText() : null;
            if (text != null && !text.isBlank() && !(c.getParent() instanceof BoardCanvas)) {
                double ratio = BoardPalette.contrast(c.getForeground(), behind(c));
                if (ratio < 4.5) {
                    poor.add(c.getName() + " \"" + text + "\" " + String.format("%.2f", ratio));
                }
            }
            if (c instanceof Container inner) {
                componentsBelow(inner, poor);
            }
        }
    }

    private static Color behind(Component c) {
        for (Component k = c; k != null; k = k.getParent()) {
            if (k.isOpaque() && k.getBackground() != null) {
                return k.getBackground();
            }
        }
        return Color.WHITE;
    }

    /** Paints the display's board into an image and measures each text against the colour most of its box has. */
    private int boardText(List<String> poor) {
        int[] told = {0};
        BoardCanvas board =
                (BoardCanvas) robot.finder().findByName(display.target(), "displayBoard", JComponent.class, false);
        BufferedImage image = new BufferedImage(board.getWidth(), board.getHeight(), BufferedImage.TYPE_INT_RGB);
        board.watchText(t -> {
            told[0]++;
            Color under = commonest(image, t.bounds());
            double ratio = BoardPalette.contrast(t.ink(), under);
            if (ratio < 4.5) {
                poor.add("board \"" + t.text() + "\" " + String.format("%.2f", ratio) + " ink " + t.ink() + " on "
                        + under);
            }
        });
        Graphics2D g = image.createGraphics();
        try {
            board.paint(g);
        } finally {
            g.dispose();
            board.watchText(t -> {});
        }
        return told[0];
    }

    private static Color commonest(BufferedImage image, Rectangle box) {
        Rectangle r = box.intersection(new Rectangle(0, 0, image.getWidth(), image.getHeight()));
        Map<Integer, Integer> counts = new HashMap<>();
        for (int y = r.y; y < r.y + r.height; y++) {
            for (int x = r.x; x < r.x + r.width; x++) {
                counts.merge(image.getRGB(x, y), 1, Integer::sum);
            }
        }
        return new Color(counts.entrySet().stream()
                .max(Map.Entry.comparingByValue())
                .map(Map.Entry::getKey)
                .orElse(0xFFFFFF));
    }
}
