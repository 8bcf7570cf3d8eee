package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.LongNames;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ScreenAudit.Fault;
import org.caissier.testing.ScreenChecks;
import org.junit.jupiter.api.Test;

/**
 * The port names the board paints: never over each other nor touching ("San Francisco" and "Vladivostok" touched),
 * and a ship's marker never over one (a ship above its port may stand on a neighbour's name), with six ships, one
 * at Yokohama under those two names, at the sizes the board takes in a laptop's window.
 */
@GuiTest
class BoardWordsGuiTest extends MainWindows.Shown {
    @Test
    void no_name_touches_another_and_no_ship_covers_one() {
        GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid Dan Eve Fay"));
        // Each captain in his zone (LC-SET-6); Cid's ship at Yokohama, just under San Francisco and Vladivostok.
        String[] ports = {"Marseille", "Hambourg", "Yokohama", "Valparaiso", "Colombo", "\"New York\""};
        String[] names = {"Ann", "Bob", "Cid", "Dan", "Eve", "Fay"};
        for (int i = 0; i < names.length; i++) {
            String place = "place " + names[i] + " " + ports[i];
            String end = "end " + names[i];
            assertThat(GuiActionRunner.execute(() -> frame.play(place) && frame.play(end)))
                    .as(place)
                    .isTrue();
        }
        BoardCanvas board = (BoardCanvas) robot.finder().findByName(window.target(), "board", true);
        // Smaller than a laptop's window gives it (420×260), two pairs still touch at the names' 9 pt floor.
        for (Dimension size : List.of(new Dimension(560, 300), new Dimension(640, 420), new Dimension(900, 560))) {
            List<Fault> faults = GuiActionRunner.execute(() -> {
                board.setSize(size);
                BufferedImage image = new BufferedImage(size.width, size.height, BufferedImage.TYPE_INT_RGB);
                var g = image.createGraphics();
                board.paint(g);
                g.dispose();
                return ScreenChecks.paintedWords(board, "board " + size.width + "×" + size.height);
            });
            assertThat(GuiActionRunner.execute(() -> board.markerBounds()))
                    .as("ships drawn")
                    .hasSize(6);
            assertThat(faults).as("at " + size.width + "×" + size.height).isEmpty();
        }
    }

    /**
     * At 100 % text, in the room a laptop's window gives the board beside six long-named captains' actions (587×302
     * and 656×302 at 1280×720 in French and English, 673×350 and 742×350 at 1366×768), every port's name is as tall
     * as the program's small text (FlatLaf's {@code small.font}), apart from the others, and under no ship: they were
     * set at 10 pt, a line of 13 px for the small text's 17, and shrank further where two would touch.
     */
    @Test
    void on_a_laptop_every_name_is_as_large_as_the_small_text_and_apart() {
        GuiActionRunner.execute(() -> frame.startGame("game long-cours " + LongNames.quoted(6)));
        String[] ports = {"Marseille", "Hambourg", "Yokohama", "Valparaiso", "Colombo", "\"New York\""};
        for (int i = 0; i < ports.length; i++) {
            String captain = "\"" + LongNames.ALL.get(i) + "\"";
            String place = "place " + captain + " " + ports[i];
            String end = "end " + captain;
            assertThat(GuiActionRunner.execute(() -> frame.play(place) && frame.play(end)))
                    .as(place)
                    .isTrue();
        }
        BoardCanvas board = (BoardCanvas) robot.finder().findByName(window.target(), "board", true);
        for (Dimension size : List.of(
                new Dimension(587, 302), new Dimension(656, 302), new Dimension(673, 350), new Dimension(742, 350))) {
            String where = "board " + size.width + "×" + size.height;
            List<Fault> faults = GuiActionRunner.execute(() -> paintedAt(board, size, where));
            int small = GuiActionRunner.execute(() -> {
                FontMetrics fm = board.getFontMetrics(UIManager.getFont("small.font"));
                return fm.getAscent() + fm.getDescent();
            });
            List<Rectangle> names = GuiActionRunner.execute(() -> board.labelBounds());
            assertThat(names).as(where + ": the names painted").hasSize(24);
            assertThat(names.stream().mapToInt(r -> r.height).min().orElseThrow())
                    .as(where + ": the smallest name's line, against the small text's " + small + " px")
                    .isGreaterThanOrEqualTo(small);
            assertThat(faults).as(where).isEmpty();
        }
    }

    private static List<Fault> paintedAt(BoardCanvas board, Dimension size, String where) {
        board.setSize(size);
        BufferedImage image = new BufferedImage(size.width, size.height, BufferedImage.TYPE_INT_RGB);
        var g = image.createGraphics();
        board.paint(g);
        g.dispose();
        return ScreenChecks.paintedWords(board, where);
    }
}
