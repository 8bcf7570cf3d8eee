package org.caissier.cup.ui;

import javax.swing.JTable;

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

    /** A column's width; 0 hides a column that has nothing to show (no clubs, no averages). */
    static void width(JTable table, int column, int width) {
        javax.swing.table.TableColumn c = table.getColumnModel().getColumn(column);
        c.setMinWidth(width == 0 ? 0 : 30);
        c.setMaxWidth(width == 0 ? 0 : Integer.MAX_VALUE);
        c.setPreferredWidth(width);
    }
}
