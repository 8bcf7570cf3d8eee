package org.caissier.longcours.ui;

import java.util.ArrayList;
import java.util.List;
import javax.swing.table.AbstractTableModel;
import org.caissier.longcours.Good;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.ui.Messages;

/** Every captain in turn order: cash, cargo by good, status, where, cards played. Everything here is public (LC-HIDE-1). */
final class PlayersTableModel extends AbstractTableModel {
    private final Messages messages;
    private final List<String> columns = new ArrayList<>();
    private LongCoursState state;

    PlayersTableModel(Messages messages) {
        this.messages = messages;
        columns.add(messages.get("lc.col.player"));
        columns.add(messages.get("lc.col.cash"));
        for (Good g : Good.values()) {
            columns.add(g.label(messages.locale()));
        }
        columns.add(messages.get("lc.col.status"));
        columns.add(messages.get("lc.col.stop"));
        columns.add(messages.get("lc.col.cards"));
    }

    void show(LongCoursState state) {
        this.state = state;
        fireTableDataChanged();
    }

    LongCoursState state() {
        return state;
    }

    @Override
    public int getRowCount() {
        return state == null ? 0 : state.players().size();
    }

    @Override
    public int getColumnCount() {
        return columns.size();
    }

    @Override
    public String getColumnName(int column) {
        return columns.get(column);
    }

    @Override
    public Class<?> getColumnClass(int column) {
        return column >= 1 && column <= 7 ? Integer.class : String.class;
    }

    @Override
    public Object getValueAt(int row, int column) {
        Player p = state.players().get(row);
        Good[] goods = Good.values();
        if (column == 0) {
            return p.name();
        }
        if (column == 1) {
            return p.cash();
        }
        if (column <= 1 + goods.length) {
            return p.cargo().of(goods[column - 2]);
        }
        return switch (column - 2 - goods.length) {
            case 0 -> messages.get("lc.status." + p.status().id());
            case 1 -> p.stop() == null ? "—" : p.stop();
            default -> cards(p);
        };
    }

    private String cards(Player p) {
        var c = p.cards();
        int dealt = state.deck().cardsPerPlayer();
        return messages.get("lc.cards", c.total(), dealt, c.storms(), c.directs(), c.brawlRanks().size());
    }
}
