package org.caissier.cup.ui;

import java.awt.BorderLayout;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.table.AbstractTableModel;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.RegattaState;
import org.caissier.cup.SeriesEntry;
import org.caissier.cup.SeriesScoring;
import org.caissier.ui.game.SheetDisplay;
import org.caissier.ui.kit.DisplayGrid;
import org.caissier.ui.kit.Messages;

/** A regatta on the television: the series after the last race, in large type. */
final class RegattaTableDisplay extends SheetDisplay {
    private final Supplier<RegattaState> state;
    private final Messages m;
    private final JLabel headline;
    private final Summary summary;
    private final DisplayGrid grid;

    RegattaTableDisplay(Supplier<RegattaState> state, Messages m, float textSize) {
        super("cupRegattaDisplay", textSize);
        this.state = state;
        this.m = m;
        this.summary = new Summary(m);
        headline = headline("displayHeadline", 1.4f);
        grid = sheet(new DisplayGrid(
                        summary,
                        List.of(
                                new DisplayGrid.Column(0, "Rank", true),
                                new DisplayGrid.Column(1, "Crew", false),
                                new DisplayGrid.Column(2, "Net", true),
                                // Crews and scores read from across the room: 50 pixels on a 1080-line television.
                                new DisplayGrid.Column(3, "Tiebreak", false)),
                        textSize,
                        1.3f)
                .names("Crew")
                .halvesFrom(8));
        JPanel middle = new JPanel(new MigLayout("insets " + pad + " 0 0 0, center"));
        middle.add(grid);
        root.add(middle, BorderLayout.CENTER);
    }

    @Override
    public void refresh() {
        RegattaState s = state.get();
        headline.setText(EventTitle.above(
                s.event(), m, m.get("cup.display.series", s.races().size())));
        summary.show(SeriesScoring.of(s));
        grid.refresh();
    }

    /** Rank, crew, net score and tie-break of each crew. */
    private static final class Summary extends AbstractTableModel {
        private final Messages m;
        private List<SeriesEntry> rows = List.of();

        Summary(Messages m) {
            this.m = m;
        }

        void show(List<SeriesEntry> series) {
            rows = List.copyOf(series);
            fireTableDataChanged();
        }

        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public int getColumnCount() {
            return 4;
        }

        /** The series table's own headings (the default ones were "A", "B", "C", "D"). */
        @Override
        public String getColumnName(int c) {
            return m.get(
                    switch (c) {
                        case 0 -> "cup.col.rank";
                        case 1 -> "cup.col.crew";
                        case 2 -> "cup.col.net";
                        default -> "cup.col.tiebreak";
                    });
        }

        @Override
        public Object getValueAt(int r, int c) {
            SeriesEntry e = rows.get(r);
            return switch (c) {
                case 0 -> String.valueOf(e.rank());
                case 1 -> e.crew();
                case 2 -> e.net().text(m.locale());
                default -> TiebreakWords.of(e.tiebreak(), m);
            };
        }
    }
}
