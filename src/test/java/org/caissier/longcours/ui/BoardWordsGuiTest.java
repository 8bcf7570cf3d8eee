package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.image.BufferedImage;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
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
}
