package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.event.TableModelEvent;
import org.junit.jupiter.api.Test;

/** The players' sheet every game shows: its rows follow the state shown, its columns are the game's. */
class SheetModelTest {
    private record Table(List<String> names, int turn) {}

    private static final class Sheet extends SheetModel<Table, String> {
        Sheet() {
            super(List.of(
                    Column.of("Name", (t, p) -> p),
                    new Column<>("Seat", Integer.class, (t, p) -> t.names().indexOf(p) + 1)));
        }

        @Override
        protected List<String> players(Table t) {
            return t.names();
        }
    }

    @Test
    void no_rows_before_a_state_then_one_row_a_player_with_the_games_columns() {
        Sheet sheet = new Sheet();
        assertThat(sheet.getRowCount()).isZero();
        AtomicInteger told = new AtomicInteger();
        sheet.addTableModelListener(e -> {
            if (e.getFirstRow() == 0 && e.getType() == TableModelEvent.UPDATE) {
                told.incrementAndGet();
            }
        });
        sheet.show(new Table(List.of("Ann", "Bob", "Cy"), 1));
        assertThat(told).hasValue(1);
        assertThat(sheet.getRowCount()).isEqualTo(3);
        assertThat(sheet.getColumnCount()).isEqualTo(2);
        assertThat(sheet.getColumnName(1)).isEqualTo("Seat");
        assertThat(sheet.getColumnClass(0)).isEqualTo(String.class);
        assertThat(sheet.getColumnClass(1)).isEqualTo(Integer.class);
        assertThat(sheet.getValueAt(2, 0)).isEqualTo("Cy");
        assertThat(sheet.getValueAt(2, 1)).isEqualTo(3);
        assertThat(sheet.state().turn()).isEqualTo(1);
    }
}
