package org.caissier.espion.ui;

import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;
import org.caissier.ui.kit.ColumnFit;

/** The tables of Espion's views: what was played, shown and never edited in place. */
final class ReadOnlyTable {
    private ReadOnlyTable() {}

    /** An empty model with these column headings whose cells cannot be edited. */
    static DefaultTableModel model(Object... columns) {
        return new DefaultTableModel(columns, 0) {
            @Override
            public boolean isCellEditable(int row, int column) {
                return false;
            }
        };
    }

    /** A table of {@code model}, named for tests, its columns fitted to what they hold. */
    static JTable of(DefaultTableModel model, String name) {
        JTable table = new JTable(model);
        table.setName(name);
        ColumnFit.install(table);
        return table;
    }
}
