package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;

/** Columns of one width, whatever their parts say: a part's longer words move neither it nor the part beside it. */
class EqualColumnsTest {
    @Test
    void a_part_that_grows_moves_no_part_and_the_room_asked_is_the_widest_part_times_the_columns() {
        JPanel row = new JPanel(new EqualColumns(2, 8, 0));
        JLabel first = new JLabel("short");
        JLabel second = new JLabel("second");
        row.add(first);
        row.add(second);
        int widest = Math.max(first.getPreferredSize().width, second.getPreferredSize().width);
        assertThat(row.getPreferredSize().width).isEqualTo(16 + 2 * widest);

        row.setSize(new Dimension(600, 200));
        row.doLayout();
        int secondAt = second.getX();
        first.setText("a much longer line of words than before");
        row.doLayout();

        assertThat(second.getX())
                .as("the second column where it was")
                .isEqualTo(secondAt)
                .isEqualTo(8 + 292);
        assertThat(first.getWidth()).isEqualTo(second.getWidth()).isEqualTo(292);
    }
}
