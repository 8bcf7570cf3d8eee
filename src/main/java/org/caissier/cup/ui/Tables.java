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
}
