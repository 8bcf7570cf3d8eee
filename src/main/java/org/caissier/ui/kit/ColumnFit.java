package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.Container;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.table.TableCellRenderer;
import javax.swing.table.TableColumn;

/**
 * A table's columns as wide as what they show, whatever the text size: no "2402…" for a cash of 2402 M. Each
 * column is at least as wide as its heading and its widest cell, each row as tall as its words; when the table's
 * place is too narrow for all of them, it scrolls sideways instead of cutting a number.
 */
public final class ColumnFit {
    /** Set on the table while its columns are measured: a cell says then what it would show given the room. */
    public static final String MEASURING = "caissier.columnFit.measuring";
    /** The table's column (an Integer) that gives way where the columns are too wide, its words then shortened. */
    private static final String GIVES_WAY = "caissier.columnFit.givesWay";

    private final JTable table;
    private final boolean rowsOwnHeight;

    private ColumnFit(JTable table, boolean rowsOwnHeight) {
        this.table = table;
        this.rowsOwnHeight = rowsOwnHeight;
    }

    /** Fits the columns now and again after every change of the model or of the table's place. */
    public static void install(JTable table) {
        install(table, false);
    }

    /**
     * As {@link #install(JTable)}; with {@code rowsOwnHeight}, each row is as tall as its own words (cells of several
     * lines in some rows only, as a list of roads), the others keeping the table's row height.
     */
    public static void install(JTable table, boolean rowsOwnHeight) {
        ColumnFit fit = new ColumnFit(table, rowsOwnHeight);
        table.getModel().addTableModelListener(e -> SwingUtilities.invokeLater(fit::fit));
        table.addHierarchyListener(e -> {
            if (table.getParent() instanceof JViewport viewport
                    && viewport.getClientProperty(ColumnFit.class) == null) {
                viewport.putClientProperty(ColumnFit.class, fit);
                viewport.addComponentListener(new ComponentAdapter() {
                    @Override
                    public void componentResized(ComponentEvent ev) {
                        fit.fit();
                    }
                });
            }
        });
        fit.fit();
    }

    /**
     * Column {@code column} (a name) gives way where the columns are wider than the table's place, down to its
     * heading's width: its renderer shortens its words to the width it is left ({@link #MEASURING} says when it is
     * measured), rather than the whole table scrolling sideways for a few pixels of a long name.
     */
    public static void givesWay(JTable table, int column) {
        table.putClientProperty(GIVES_WAY, column);
    }

    private void fit() {
        table.putClientProperty(MEASURING, Boolean.TRUE);
        try {
            measure();
        } finally {
            table.putClientProperty(MEASURING, null);
        }
    }

    private void measure() {
        int total = 0;
        int gap = table.getIntercellSpacing().width + 12;
        int height = table.getRowHeight();
        int[] rows = new int[table.getRowCount()];
        for (int c = 0; c < table.getColumnCount(); c++) {
            TableColumn column = table.getColumnModel().getColumn(c);
            if (column.getMaxWidth() == 0) {
                continue; // a column hidden on purpose (nothing to show)
            }
            int width = headingWidth(table, c);
            for (int r = 0; r < table.getRowCount(); r++) {
                TableCellRenderer renderer = table.getCellRenderer(r, c);
                Component cell = table.prepareRenderer(renderer, r, c);
                width = Math.max(width, cell.getPreferredSize().width);
                height = Math.max(height, cell.getPreferredSize().height);
                rows[r] = Math.max(rows[r], cell.getPreferredSize().height);
            }
            width += gap;
            column.setMinWidth(width);
            column.setPreferredWidth(width);
            total += width;
        }
        // Rows as tall as their words at any text size (a row height chosen at 16 cuts them at 32).
        if (rowsOwnHeight) {
            for (int r = 0; r < rows.length; r++) {
                table.setRowHeight(r, Math.max(table.getRowHeight(), rows[r]));
            }
        } else if (height != table.getRowHeight()) {
            table.setRowHeight(height);
        }
        Container parent = table.getParent();
        int room = parent instanceof JViewport ? parent.getWidth() : Integer.MAX_VALUE;
        if (total > room && table.getClientProperty(GIVES_WAY) instanceof Integer c && c < table.getColumnCount()) {
            TableColumn column = table.getColumnModel().getColumn(c);
            // Never narrower than its heading, nor than a short name needs (six letters' widths): a name of three
            // letters cannot be shortened.
            int least = Math.max(
                    headingWidth(table, c) + gap,
                    Math.min(column.getPreferredWidth(), 6 * table.getFont().getSize()));
            int width = Math.max(least, column.getPreferredWidth() - (total - room));
            total -= column.getPreferredWidth() - width;
            column.setMinWidth(width);
            column.setPreferredWidth(width);
        }
        // Too narrow for every column whole: scroll sideways rather than cut; otherwise share the room out.
        table.setAutoResizeMode(total > room ? JTable.AUTO_RESIZE_OFF : JTable.AUTO_RESIZE_SUBSEQUENT_COLUMNS);
        table.revalidate();
    }

    /** How wide column {@code c}'s heading is drawn, in pixels (0 for a table without headings). */
    public static int headingWidth(JTable table, int c) {
        TableColumn column = table.getColumnModel().getColumn(c);
        TableCellRenderer renderer = column.getHeaderRenderer() != null
                ? column.getHeaderRenderer()
                : table.getTableHeader() != null ? table.getTableHeader().getDefaultRenderer() : null;
        if (renderer == null) {
            return 0;
        }
        return renderer.getTableCellRendererComponent(table, column.getHeaderValue(), false, false, -1, c)
                .getPreferredSize()
                .width;
    }
}
