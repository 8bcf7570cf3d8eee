package org.caissier.cup.ui;

import java.util.List;
import javax.swing.table.AbstractTableModel;
import org.caissier.cup.Match;
import org.caissier.cup.TournamentState;

/** Who beat whom: W3 = won in round 3, L3 = lost, ½ a dead heat, dsq a winner disqualified afterwards. */
final class CrossModel extends AbstractTableModel {
    private TournamentState state;
    private List<String> crews = List.of();

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
        return state.result(row, col).map(m -> cell(m, row)).orElse("");
    }

    private static String cell(Match m, String crew) {
        return switch (m.outcome()) {
            case DEAD_HEAT -> "½ " + m.round();
            case WINNER_DSQ -> (m.winner().equals(crew) ? "dsq " : "L") + m.round();
            case WIN -> (m.winner().equals(crew) ? "W" : "L") + m.round();
        };
    }
}
