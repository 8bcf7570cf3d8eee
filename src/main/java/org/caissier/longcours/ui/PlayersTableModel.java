package org.caissier.longcours.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.caissier.longcours.Good;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.longcours.PlayerStatus;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.SheetModel;

/** Every captain in turn order: cash, cargo by good, status, where, cards played. Everything here is public (LC-HIDE-1). */
final class PlayersTableModel extends SheetModel<LongCoursState, Player> {

    PlayersTableModel(Messages messages) {
        super(columns(messages));
    }

    private static List<Column<LongCoursState, Player>> columns(Messages m) {
        List<Column<LongCoursState, Player>> columns = new ArrayList<>();
        columns.add(Column.of(m.get("lc.col.player"), (s, p) -> p.name()));
        columns.add(new Column<>(m.get("lc.col.cash"), Integer.class, (s, p) -> p.cash()));
        for (Good g : Good.values()) {
            columns.add(new Column<>(
                    capitalised(g.label(m.locale())),
                    Integer.class,
                    (s, p) -> p.cargo().of(g)));
        }
        columns.add(Column.of(m.get("lc.col.status"), (s, p) -> status(m, p)));
        columns.add(Column.of(m.get("lc.col.stop"), (s, p) -> p.stop() == null ? "—" : p.stop()));
        columns.add(Column.of(m.get("lc.col.cards"), (s, p) -> cards(m, s, p)));
        return columns;
    }

    /** A column head starts with a capital like its neighbours ("Céréales" beside "Fortune"). */
    private static String capitalised(String word) {
        return word.isEmpty() ? word : word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1);
    }

    @Override
    protected List<Player> players(LongCoursState state) {
        return state.players();
    }

    /** A ship not yet on the board is "to place", not "afloat": it sails nowhere until its captain places it. */
    static String status(Messages m, Player p) {
        return p.status() == PlayerStatus.AFLOAT && p.stop() == null
                ? m.get("lc.status.toPlace")
                : m.get("lc.status." + p.status().id());
    }

    private static String cards(Messages m, LongCoursState state, Player p) {
        var c = p.cards();
        int dealt = state.deck().cardsPerPlayer();
        return m.get(
                "lc.cards",
                c.total(),
                dealt,
                c.storms(),
                c.directs(),
                c.brawlRanks().size());
    }
}
