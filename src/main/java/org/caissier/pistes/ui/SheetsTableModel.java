package org.caissier.pistes.ui;

import java.util.ArrayList;
import java.util.List;
import javax.swing.table.AbstractTableModel;
import org.caissier.pistes.Item;
import org.caissier.pistes.Movement;
import org.caissier.pistes.Player;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.Turn;
import org.caissier.ui.Messages;

/** Every driver's sheet, one row each: status, place, equipment left and the stages driven. */
final class SheetsTableModel extends AbstractTableModel {
    static final int PLAYER = 0;
    static final int STATUS = 1;
    static final int RANK = 2;
    static final int EQUIPMENT = 3;
    static final int POINTS = 4;
    static final int TURNS = 5;
    static final int LAST = 6;
    private static final String[] KEYS = {"pi.col.player", "pi.col.status", "pi.col.rank", "pi.col.equipment",
            "pi.col.points", "pi.col.turns", "pi.col.last"};

    private final Messages m;
    private PistesState state;

    SheetsTableModel(Messages m) {
        this.m = m;
    }

    void show(PistesState s) {
        this.state = s;
        fireTableDataChanged();
    }

    PistesState state() {
        return state;
    }

    @Override
    public int getRowCount() {
        return state == null ? 0 : state.players().size();
    }

    @Override
    public int getColumnCount() {
        return KEYS.length;
    }

    @Override
    public String getColumnName(int column) {
        return m.get(KEYS[column]);
    }

    @Override
    public Object getValueAt(int row, int column) {
        Player p = state.players().get(row);
        return switch (column) {
            case PLAYER -> p.name();
            case STATUS -> m.get("pi.status." + p.status().id());
            case RANK -> p.rank() == null ? "—" : p.rank().toString();
            case EQUIPMENT -> equipment(p);
            case POINTS -> Integer.toString(p.points());
            case TURNS -> Integer.toString(p.turns().size());
            default -> p.turns().isEmpty() ? "—" : last(p.turns().get(p.turns().size() - 1));
        };
    }

    private String equipment(Player p) {
        List<String> parts = new ArrayList<>();
        for (Item i : Item.values()) {
            if (p.count(i) > 0) {
                parts.add(p.count(i) + " × " + i.name(m.locale()));
            }
        }
        return parts.isEmpty() ? "—" : String.join(", ", parts);
    }

    private String last(Turn t) {
        return m.get("pi.sheet.last", t.points(), t.row(), t.column() >= Movement.MORE_THAN_13 ? "> 13" : t.column(),
                t.event().name(m.locale()), m.get("pi.distance." + t.distance().id()));
    }
}
