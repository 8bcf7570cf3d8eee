package org.caissier.ui.kit;

import java.awt.Font;
import java.util.List;
import java.util.function.BiFunction;
import javax.swing.JLabel;
import javax.swing.UIManager;
import javax.swing.table.AbstractTableModel;

/**
 * The players' sheet on screen and on the table display: one row a player in turn order, one column a thing the
 * table reads off his sheet. Each game names its columns; the rows, the refresh and the look of the player to play
 * and of a player out of the game are the same everywhere.
 *
 * @param <S> the game's state
 * @param <P> a player of that state
 */
public abstract class SheetModel<S, P> extends AbstractTableModel {

    /** One column: its header, the class of its values (for sorting and alignment), and its value for a player. */
    public record Column<S, P>(String header, Class<?> type, BiFunction<S, P, Object> value) {
        public static <S, P> Column<S, P> of(String header, BiFunction<S, P, Object> value) {
            return new Column<>(header, String.class, value);
        }
    }

    private final List<Column<S, P>> columns;
    private S state;

    protected SheetModel(List<Column<S, P>> columns) {
        this.columns = List.copyOf(columns);
    }

    /** The players of a state, in turn order: the sheet's rows. */
    protected abstract List<P> players(S state);

    /** Shows a new state: every cell is read again. */
    public void show(S state) {
        this.state = state;
        fireTableDataChanged();
    }

    /** The state shown, or null before the first {@link #show}. */
    public S state() {
        return state;
    }

    @Override
    public int getRowCount() {
        return state == null ? 0 : players(state).size();
    }

    @Override
    public int getColumnCount() {
        return columns.size();
    }

    @Override
    public String getColumnName(int column) {
        return columns.get(column).header();
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return columns.get(column).type();
    }

    @Override
    public Object getValueAt(int row, int column) {
        return columns.get(column).value().apply(state, players(state).get(row));
    }

    /** A cell of the sheet as every game shows it: the player to play in bold on a tinted row, one out greyed. */
    public static void paint(JLabel cell, boolean toPlay, boolean out) {
        cell.setFont(cell.getFont().deriveFont(toPlay ? Font.BOLD : Font.PLAIN));
        cell.setBackground(UIManager.getColor(toPlay ? "Table.selectionInactiveBackground" : "Table.background"));
        cell.setForeground(out ? Contrast.faint() : UIManager.getColor("Table.foreground"));
    }
}
