package org.caissier.cup.ui;

import java.util.List;
import javax.swing.table.AbstractTableModel;
import org.caissier.cup.Standing;
import org.caissier.cup.TournamentState;
import org.caissier.ui.kit.Messages;

/** The standings: rank, crew, club, wins, points, sailed, average (after C10.3), and the step that decided. */
final class StandingsModel extends AbstractTableModel {
    static final int RANK = 0;
    static final int CREW = 1;
    static final int CLUB = 2;
    static final int WINS = 3;
    static final int POINTS = 4;
    static final int SAILED = 5;
    static final int AVERAGE = 6;
    static final int TIEBREAK = 7;
    private static final String[] KEYS = {"rank", "crew", "club", "wins", "points", "sailed", "average", "tiebreak"};

    private final Messages m;
    private final ResultWords words;
    private List<Standing> places = List.of();
    private TournamentState state;

    StandingsModel(Messages m) {
        this.m = m;
        this.words = new ResultWords(m);
    }

    void show(TournamentState state, List<Standing> places) {
        this.state = state;
        this.places = List.copyOf(places);
        fireTableDataChanged();
    }

    Standing place(int row) {
        return places.get(row);
    }

    @Override
    public int getRowCount() {
        return places.size();
    }

    @Override
    public int getColumnCount() {
        return KEYS.length;
    }

    @Override
    public String getColumnName(int c) {
        return m.get("cup.col." + KEYS[c]);
    }

    @Override
    public Object getValueAt(int r, int c) {
        Standing s = places.get(r);
        return switch (c) {
            case RANK -> String.valueOf(s.rank());
            case CREW -> words.crew(state, s);
            case CLUB ->
                state.crew(s.crew()).club() == null ? "" : state.crew(s.crew()).club();
            case WINS -> String.valueOf(s.wins());
            case POINTS -> s.points().text(m.locale());
            case SAILED -> String.valueOf(s.sailed());
            case AVERAGE -> state.ended() ? s.average().text(m.locale()) : "";
            default -> TiebreakWords.of(s.tiebreak(), m);
        };
    }
}
