package org.caissier.cup.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Insets;
import javax.swing.JTable;
import javax.swing.table.DefaultTableCellRenderer;
import org.caissier.ui.kit.ShortName;

/**
 * A column of crews' names: whole where the column is wide enough, else shortened to its width ("Anne-Sophie
 * Delacr…") with the whole name in the cell's tooltip. It asks for no more than a short name's width, so sixteen
 * crews of 40-character names leave the winner, the note and the standings' last columns in sight, and the table
 * gives the names whatever room is left.
 */
final class NameCells extends DefaultTableCellRenderer {
    /** Characters a name column asks for at most; it shows more where the table has room. */
    static final int ASKED = 18;

    private String whole = "";

    private NameCells() {}

    /** Shows columns {@code columns} of {@code table} as names. */
    static void on(JTable table, int... columns) {
        NameCells cells = new NameCells();
        for (int c : columns) {
            table.getColumnModel().getColumn(c).setCellRenderer(cells);
        }
    }

    @Override
    public Component getTableCellRendererComponent(
            JTable table, Object value, boolean selected, boolean focused, int row, int column) {
        super.getTableCellRendererComponent(table, value, selected, focused, row, column);
        whole = value == null ? "" : value.toString();
        Insets in = getInsets();
        int room = table.getColumnModel().getColumn(column).getWidth() - in.left - in.right;
        FontMetrics fm = getFontMetrics(getFont());
        String shown = whole;
        int keep = whole.codePointCount(0, whole.length());
        while (room > 0 && keep > 1 && fm.stringWidth(shown) > room) {
            keep--;
            shown = ShortName.of(whole, keep);
        }
        setText(shown);
        setToolTipText(shown.equals(whole) ? null : whole);
        return this;
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        Insets in = getInsets();
        int asked = getFontMetrics(getFont()).stringWidth(ShortName.of(whole, ASKED)) + in.left + in.right;
        return new Dimension(Math.min(d.width, asked), d.height);
    }
}
