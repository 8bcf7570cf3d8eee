package org.caissier.cup.ui;

import java.util.List;
import javax.swing.table.AbstractTableModel;
import org.caissier.cup.Match;
import org.caissier.cup.TournamentState;
import org.caissier.ui.Messages;

/**
 * Who beat whom: W3 = won in round 3, L3 = lost, ½ a dead heat, dsq a winner disqualified afterwards (in French
 * G3, P3: the letters are the bundle's).
 */
final class CrossModel extends AbstractTableModel {
    private final Messages m;
    private TournamentState state;
    private List<String> crews = List.of();

    CrossModel(Messages m) {
        this.m = m;
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
        return state.result(row, col).map(m -> cell(m, row)).orElse("");
    }

    private String cell(Match match, String crew) {
        String won = match.winner().equals(crew) ? "cup.cross.won" : "cup.cross.lost";
        return switch (match.outcome()) {
            case DEAD_HEAT -> m.get("cup.cross.deadHeat", match.round());
            case WINNER_DSQ -> m.get(match.winner().equals(crew) ? "cup.cross.dsq" : "cup.cross.lost", match.round());
            case WIN -> m.get(won, match.round());
        };
    }
}
