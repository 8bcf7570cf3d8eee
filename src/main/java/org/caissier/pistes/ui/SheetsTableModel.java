package org.caissier.pistes.ui;

import java.util.ArrayList;
import java.util.List;
import org.caissier.pistes.Item;
import org.caissier.pistes.Movement;
import org.caissier.pistes.PistesState;
import org.caissier.pistes.Player;
import org.caissier.pistes.Turn;
import org.caissier.table.French;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.SheetModel;

/** Every driver's sheet, one row each: status, place, equipment left and the stages driven. */
final class SheetsTableModel extends SheetModel<PistesState, Player> {
    static final int PLAYER = 0;
    static final int STATUS = 1;
    static final int RANK = 2;
    static final int EQUIPMENT = 3;
    static final int POINTS = 4;
    static final int TURNS = 5;
    static final int LAST = 6;
    private static final String[] KEYS = {
        "pi.col.player",
        "pi.col.status",
        "pi.col.rank",
        "pi.col.equipment",
        "pi.col.points",
        "pi.col.turns",
        "pi.col.last"
    };

    SheetsTableModel(Messages m) {
        super(columns(m));
    }

    private static List<Column<PistesState, Player>> columns(Messages m) {
        return List.of(
                Column.of(m.get(KEYS[PLAYER]), (s, p) -> p.name()),
                Column.of(
                        m.get(KEYS[STATUS]),
                        (s, p) -> m.get("pi.status." + p.status().id())),
                Column.of(
                        m.get(KEYS[RANK]),
                        (s, p) -> p.rank() == null ? "—" : p.rank().toString()),
                Column.of(m.get(KEYS[EQUIPMENT]), (s, p) -> equipment(m, p)),
                Column.of(m.get(KEYS[POINTS]), (s, p) -> points(m, p.points())),
                Column.of(
                        m.get(KEYS[TURNS]), (s, p) -> Integer.toString(p.turns().size())),
                Column.of(
                        m.get(KEYS[LAST]),
                        (s, p) -> p.turns().isEmpty()
                                ? "—"
                                : last(m, p.turns().get(p.turns().size() - 1))));
    }

    /** "1 000" in French, as the shop writes the same points two tabs away. */
    private static String points(Messages m, int points) {
        return m.french() ? French.number(points) : Integer.toString(points);
    }

    @Override
    protected List<Player> players(PistesState state) {
        return state.players();
    }

    private static Object equipment(Messages m, Player p) {
        List<String> parts = new ArrayList<>();
        for (Item i : Item.values()) {
            if (p.count(i) > 0) {
                parts.add(p.count(i) + " × " + i.name(m.locale()));
            }
        }
        return parts.isEmpty() ? "—" : new Equipment(parts);
    }

    /** The equipment left, item by item ("1 × Essence"): the screen shows them on two lines, like the last stage. */
    record Equipment(List<String> items) {
        Equipment {
            items = List.copyOf(items);
        }

        @Override
        public String toString() {
            return String.join(", ", items);
        }
    }

    private static LastStage last(Messages m, Turn t) {
        return new LastStage(
                m.get(
                        "pi.sheet.last.roll",
                        t.points(),
                        t.row(),
                        t.column() >= Movement.MORE_THAN_13 ? "> 13" : t.column()),
                m.get(
                        "pi.sheet.last.event",
                        t.event().name(m.locale()),
                        m.get("pi.distance." + t.distance().id())));
    }

    /**
     * A driver's last stage: what was rolled (points, row, column) and what it did (the event, the distance). The
     * screen shows them on two lines, so that the whole of it stays in a laptop's width in French too.
     */
    record LastStage(String roll, String event) {
        @Override
        public String toString() {
            return roll + " · " + event;
        }
    }
}
