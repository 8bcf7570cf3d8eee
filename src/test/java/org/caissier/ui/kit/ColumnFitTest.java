package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/** A table's columns fitted to what they show, a name's column giving way where the table's place is too narrow. */
class ColumnFitTest {
    private static final String LONG = "Anne-Sophie Delacroix-Montbrison-Lévêque";

    @Test
    void a_name_column_that_gives_way_keeps_the_table_within_its_place() {
        int[] widths = GuiActionRunner.execute(() -> {
            JTable table = new JTable(
                    new DefaultTableModel(new Object[][] {{LONG, "2402 M"}}, new Object[] {"Captain", "Cash"}));
            JScrollPane pane = new JScrollPane(table);
            int natural = table.getFontMetrics(table.getFont()).stringWidth(LONG);
            pane.getViewport().setSize(natural / 2, 200);
            ColumnFit.givesWay(table, 0);
            ColumnFit.install(table);
            return new int[] {
                pane.getViewport().getWidth(),
                table.getColumnModel().getColumn(0).getPreferredWidth()
                        + table.getColumnModel().getColumn(1).getPreferredWidth(),
                table.getColumnModel().getColumn(1).getPreferredWidth(),
                table.getFontMetrics(table.getFont()).stringWidth("2402 M"),
                table.getAutoResizeMode()
            };
        });
        assertThat(widths[1]).as("the columns within the place").isLessThanOrEqualTo(widths[0]);
        assertThat(widths[2]).as("the cash whole").isGreaterThanOrEqualTo(widths[3]);
        assertThat(widths[4]).isNotEqualTo(JTable.AUTO_RESIZE_OFF);
    }

    @Test
    void without_it_the_table_scrolls_sideways_rather_than_cut_a_figure() {
        int mode = GuiActionRunner.execute(() -> {
            JTable table = new JTable(
                    new DefaultTableModel(new Object[][] {{LONG, "2402 M"}}, new Object[] {"Captain", "Cash"}));
            JScrollPane pane = new JScrollPane(table);
            pane.getViewport().setSize(table.getFontMetrics(table.getFont()).stringWidth(LONG) / 2, 200);
            ColumnFit.install(table);
            return table.getAutoResizeMode();
        });
        assertThat(mode).isEqualTo(JTable.AUTO_RESIZE_OFF);
    }
}
