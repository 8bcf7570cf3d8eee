package org.caissier.cup.ui;

import java.awt.Component;
import javax.swing.JTable;
import javax.swing.table.TableColumn;

/** Tables legible from across the scorer's table: taller rows, a name for the tests. */
final class Tables {
    private Tables() {
    }

    static JTable large(JTable table, String name) {
        table.setName(name);
        table.setRowHeight(Math.max(table.getRowHeight(), table.getFont().getSize() + 14));
        table.setFillsViewportHeight(true);
        table.getTableHeader().setReorderingAllowed(false);
        return table;
    }

    /**
     * A column's width, never narrower than its heading (in French "Victoires" is wider than "Wins"); 0 hides a
     * column that has nothing to show (no clubs, no averages).
     */
    static void width(JTable table, int column, int width) {
        TableColumn c = table.getColumnModel().getColumn(column);
        int wanted = width == 0 ? 0 : Math.max(width, headingWidth(table, c, column));
        c.setMinWidth(width == 0 ? 0 : Math.min(wanted, 30));
        c.setMaxWidth(width == 0 ? 0 : Integer.MAX_VALUE);
        c.setPreferredWidth(wanted);
    }

    private static int headingWidth(JTable table, TableColumn c, int column) {
        Component heading = table.getTableHeader().getDefaultRenderer()
                .getTableCellRendererComponent(table, c.getHeaderValue(), false, false, -1, column);
        return heading.getPreferredSize().width + table.getIntercellSpacing().width + 8;
    }
}
