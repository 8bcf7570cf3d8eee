package org.caissier.cup.ui;

import java.util.List;
import javax.swing.table.AbstractTableModel;
import org.caissier.cup.TournamentState;
import org.caissier.ui.kit.Messages;

/**
 * Who beat whom: W3 = won in round 3, L3 = lost, ½ a dead heat, DSQ a winner disqualified afterwards, 0 its opponent, who scored nothing either (in French
 * G3, P3: the letters are the bundle's).
 */
final class CrossModel extends AbstractTableModel {
    private final ResultWords words;
    private TournamentState state;
    private List<String> crews = List.of();

    CrossModel(Messages m) {
        this.words = new ResultWords(m);
    }

    void show(TournamentState state) {
        boolean resized = !state.names().equals(crews);
        this.state = state;
        this.crews = state.names();
        if (resized) {
            fireTableStructureChanged();
        } else {
            fireTableDataChanged();
        }
    }

    @Override
    public int getRowCount() {
        return crews.size();
    }

    @Override
    public int getColumnCount() {
        return crews.size() + 1;
    }

    @Override
    public String getColumnName(int c) {
        return c == 0 ? "" : c + ". " + crews.get(c - 1);
    }

    @Override
    public Object getValueAt(int r, int c) {
        String row = crews.get(r);
        if (c == 0) {
            return (r + 1) + ". " + row;
        }
        String col = crews.get(c - 1);
        if (row.equals(col)) {
            return "×";
        }
        return state.result(row, col).map(m -> words.cross(m, row)).orElse("");
    }
}
