package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The captains' sheet shows every name, sum and port whole, at 100 % and at 200 % text size. */
@GuiTest
class SheetColumnsGuiTest extends MainWindows.Shown {

    @BeforeEach
    void open() {
        MainWindow main = (MainWindow) window.target();
        GuiActionRunner.execute(() -> main.startGame("game long-cours Annabelle Bartholomew Cid"));
        for (String line : List.of(
                "place Annabelle Marseille",
                "buy Annabelle 3",
                "end Annabelle",
                "place Bartholomew Londres",
                "end Bartholomew",
                "place Cid \"San Francisco\"",
                "end Cid",
                "resell Annabelle 4")) {
            assertThat(GuiActionRunner.execute(() -> main.play(line))).as(line).isTrue();
        }
    }

    @AfterEach
    void close() {
        GuiActionRunner.execute(() -> Theme.apply(false, 14));
    }

    @Test
    void no_cell_of_the_name_cash_goods_ship_or_port_columns_is_cut_at_100_and_200_percent() {
        for (int size : new int[] {14, 28}) {
            GuiActionRunner.execute(() -> {
                Theme.apply(false, size);
                SwingUtilities.updateComponentTreeUI(window.target());
                ((MainWindow) window.target()).rebuild();
            });
            robot.waitForIdle();
            List<String> cut = GuiActionRunner.execute(() -> {
                JTable table = window.table("playersTable").target();
                List<String> found = new ArrayList<>();
                // Every column but the last (the cards, whose whole count is in its tooltip).
                for (int c = 0; c < table.getColumnCount() - 1; c++) {
                    int width = table.getColumnModel().getColumn(c).getWidth();
                    for (int r = 0; r < table.getRowCount(); r++) {
                        int needed = table.prepareRenderer(table.getCellRenderer(r, c), r, c)
                                .getPreferredSize()
                                .width;
                        if (needed > width) {
                            found.add(table.getColumnName(c) + " row " + (r + 1) + ": " + needed + " > " + width);
                        }
                    }
                }
                return found;
            });
            assertThat(cut).as("cut cells at text size " + size).isEmpty();
        }
    }
}
