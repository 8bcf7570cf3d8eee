package org.caissier.longcours.ui;

import java.util.ArrayList;
import java.util.List;
import org.caissier.longcours.Good;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.SheetModel;

/**
 * The captains' sheet as the table display shows it: name, cash, the cargo in one column ("2 M wool · 1 M gold"),
 * ship and port. Six columns of goods, mostly empty, made the sheet wider than a laptop's window at 32 px.
 */
final class DisplaySheetModel extends SheetModel<LongCoursState, Player> {

    DisplaySheetModel(Messages m) {
        super(List.of(
                SheetModel.Column.of(m.get("lc.col.player"), (s, p) -> p.name()),
                new SheetModel.Column<>(m.get("lc.col.cash"), Integer.class, (s, p) -> p.cash()),
                SheetModel.Column.of(m.get("lc.col.cargo"), (s, p) -> cargo(m, p)),
                SheetModel.Column.of(m.get("lc.col.status"), (s, p) -> PlayersTableModel.status(m, p)),
                SheetModel.Column.of(m.get("lc.col.stop"), (s, p) -> p.stop() == null ? "—" : p.stop())));
    }

    @Override
    protected List<Player> players(LongCoursState state) {
        return state.players();
    }

    /** The goods held, as the journal says them ("1 M de tissus"); a dot when the hold is empty, as a zero is. */
    private static String cargo(Messages m, Player p) {
        List<String> goods = new ArrayList<>();
        for (Good g : Good.values()) {
            int n = p.cargo().of(g);
            if (n > 0) {
                goods.add(n + " M " + g.saidOf().in(m.locale()));
            }
        }
        return goods.isEmpty() ? "·" : String.join(" · ", goods);
    }
}
