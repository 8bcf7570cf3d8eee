package org.caissier.cup.ui;

import java.util.List;
import java.util.Optional;
import javax.swing.table.AbstractTableModel;
import org.caissier.cup.Finish;
import org.caissier.cup.RegattaState;
import org.caissier.cup.SeriesEntry;
import org.caissier.ui.kit.Messages;

/** The series table: rank, crew, club, each race's score (discards in brackets, codes beside), total, net, tie-break. */
final class SeriesModel extends AbstractTableModel {
    static final int CLUB = 2;
    private final Messages m;
    private RegattaState state;
    private List<SeriesEntry> series = List.of();
    private int races = -1;

    SeriesModel(Messages m) {
        this.m = m;
    }

    void show(RegattaState state, List<SeriesEntry> series) {
        // A race corrected since says so in its heading: the headings are made again.
        boolean newColumns = state.races().size() != races
                || this.state == null
                || !state.replaced().keySet().equals(this.state.replaced().keySet());
        this.state = state;
        this.series = List.copyOf(series);
        this.races = state.races().size();
        if (newColumns) {
            fireTableStructureChanged();
        } else {
            fireTableDataChanged();
        }
    }

    /** For a corrected race's heading, the finishing order it had before; nothing for another column. */
    Optional<String> headingTip(int column) {
        int race = column - 3;
        if (column < 3 || race >= races) {
            return Optional.empty();
        }
        return state.replacedOrder(race + 1).map(old -> m.get("cup.race.was", RaceWords.order(old)));
    }

    @Override
    public int getRowCount() {
        return series.size();
    }

    @Override
    public int getColumnCount() {
        return 6 + Math.max(races, 0);
    }

    @Override
    public String getColumnName(int c) {
        if (c < 3) {
            return m.get(c == 0 ? "cup.col.rank" : c == 1 ? "cup.col.crew" : "cup.col.club");
        }
        int race = c - 3;
        if (race < races) {
            return state.replacedOrder(race + 1).isPresent()
                    ? m.get("cup.col.raceCorrected", race + 1)
                    : m.get("cup.col.race", race + 1);
        }
        return m.get(
                switch (race - races) {
                    case 0 -> "cup.col.total";
                    case 1 -> "cup.col.net";
                    default -> "cup.col.tiebreak";
                });
    }

    @Override
    public Object getValueAt(int r, int c) {
        SeriesEntry e = series.get(r);
        if (c == 0) {
            return String.valueOf(e.rank());
        }
        if (c == 1) {
            return e.crew();
        }
        if (c == CLUB) {
            return state.crew(e.crew()).club() == null
                    ? ""
                    : state.crew(e.crew()).club();
        }
        int race = c - 3;
        if (race < races) {
            Finish.Code code = e.codes().get(race);
            String score = e.scores().get(race).text(m.locale()) + (code == null ? "" : " " + code.name());
            return e.discarded().contains(race + 1) ? "(" + score + ")" : score;
        }
        return switch (race - races) {
            case 0 -> e.total().text(m.locale());
            case 1 -> e.net().text(m.locale());
            default -> TiebreakWords.of(e.tiebreak(), m);
        };
    }
}
