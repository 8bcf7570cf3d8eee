package org.caissier.cup.ui;

import javax.swing.JTable;
import javax.swing.table.TableColumn;
import org.caissier.ui.kit.ColumnFit;

/** Tables legible from across the scorer's table: taller rows, columns as wide as their words, a name for the tests. */
final class Tables {
    /** Beside a heading's own width, so that FlatLaf's cell margins do not cut its last letter. */
    private static final int HEADING_ROOM = 8;

    private Tables() {}

    static JTable large(JTable table, String name) {
        table.setName(name);
        table.setRowHeight(Math.max(table.getRowHeight(), table.getFont().getSize() + 14));
        table.setFillsViewportHeight(true);
        table.getTableHeader().setReorderingAllowed(false);
        ColumnFit.install(table);
        return table;
    }

    /**
     * A column's width, never narrower than its heading (in French "Victoires" is wider than "Wins"); 0 hides a
     * column that has nothing to show (no clubs, no averages).
     */
    static void width(JTable table, int column, int width) {
        TableColumn c = table.getColumnModel().getColumn(column);
        int wanted = width == 0 ? 0 : Math.max(width, ColumnFit.headingWidth(table, column) + HEADING_ROOM);
        c.setMinWidth(width == 0 ? 0 : 30);
        c.setMaxWidth(width == 0 ? 0 : Integer.MAX_VALUE);
        c.setPreferredWidth(wanted);
    }
}
