package org.caissier.cup.ui;

import java.util.List;
import java.util.Optional;
import javax.swing.table.AbstractTableModel;
import org.caissier.cup.MatchReport;
import org.caissier.ui.kit.Messages;

/** The matches table: round (or sail-off, final), first named, second, winner, note. */
final class MatchesModel extends AbstractTableModel {
    static final int ROUND = 0;
    static final int FIRST = 1;
    static final int SECOND = 2;
    static final int WINNER = 3;
    static final int NOTE = 4;

    private final Messages m;
    private final ResultWords words;
    private List<MatchRow> rows = List.of();

    MatchesModel(Messages m) {
        this.m = m;
        this.words = new ResultWords(m);
    }

    void show(List<MatchRow> rows) {
        this.rows = List.copyOf(rows);
        fireTableDataChanged();
    }

    MatchRow row(int i) {
        return rows.get(i);
    }

    List<MatchRow> rows() {
        return rows;
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public int getColumnCount() {
        return 5;
    }

    @Override
    public String getColumnName(int c) {
        return m.get(
                switch (c) {
                    case ROUND -> "cup.col.round";
                    case FIRST -> "cup.col.first";
                    case SECOND -> "cup.col.second";
                    case WINNER -> "cup.col.winner";
                    default -> "cup.col.note";
                });
    }

    /** What a corrected result was, for the row's tooltip. */
    Optional<String> tooltip(int r) {
        return words.was(rows.get(r).report());
    }

    @Override
    public Object getValueAt(int r, int c) {
        MatchRow row = rows.get(r);
        return switch (c) {
            case ROUND ->
                switch (row.kind()) {
                    case ROUND_ROBIN, BYE -> String.valueOf(row.round());
                    case SAIL_OFF, SAIL_OFF_DUE -> m.get("cup.kind.sailOff");
                    case FINAL, FINAL_DUE -> m.get("cup.kind.final");
                };
            case FIRST -> row.first();
            case SECOND -> row.kind() == MatchReport.Kind.BYE ? m.get("cup.kind.bye") : row.second();
            // A winner disqualified afterwards (C10.5(b)) won nothing: the match shows no winner, and why.
            case WINNER -> words.winner(row.report());
            default -> words.note(row.report());
        };
    }
}
