package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.event.InputEvent;
import java.awt.event.MouseWheelEvent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JScrollBar;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.DefaultTableModel;
import net.miginfocom.swing.MigLayout;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A table wider and taller than its pane, in a page that scrolls: the wheel scrolls the table down to its end, then
 * the page, and sideways only with Shift. (The Cup's own tables now fit their panes sideways whatever the names:
 * {@code CupTablesWheelGuiTest} turns the wheel over them for the way down.)
 */
@GuiTest
class PageFirstScrollGuiTest {
    private JFrame frame;
    private JScrollPane page;
    private JScrollPane tablePane;
    private JTable table;

    @BeforeEach
    void open() {
        GuiActionRunner.execute(() -> {
            DefaultTableModel model = new DefaultTableModel(60, 12);
            table = new JTable(model);
            table.setAutoResizeMode(JTable.AUTO_RESIZE_OFF);
            for (int c = 0; c < 12; c++) {
                table.getColumnModel().getColumn(c).setPreferredWidth(120);
            }
            tablePane = new PageFirstScroll(table);
            tablePane.setPreferredSize(new Dimension(300, 200));
            FittedPanel content = new FittedPanel(new MigLayout("wrap 1"));
            content.add(new JLabel("above"));
            content.add(tablePane, "w 300!, h 200!");
            content.add(new JLabel("below"), "h 600!");
            page = new JScrollPane(content);
            frame = new JFrame("page first");
            frame.getContentPane().add(page, BorderLayout.CENTER);
            frame.setSize(400, 400);
            frame.setVisible(true);
            frame.validate();
        });
    }

    @AfterEach
    void close() {
        GuiActionRunner.execute(() -> frame.dispose());
    }

    @Test
    void the_wheel_scrolls_the_table_to_its_end_then_the_page_and_sideways_only_with_shift() {
        assertThat(value(page.getHorizontalScrollBar())).isZero();
        for (int i = 0; i < 200 && !atEnd(); i++) {
            turn(1, 0);
            assertThat(value(tablePane.getHorizontalScrollBar()))
                    .as("the table sideways without Shift")
                    .isZero();
            assertThat(value(page.getVerticalScrollBar()))
                    .as("the page before the table's end")
                    .isZero();
        }
        assertThat(atEnd()).as("the table at its end").isTrue();
        turn(1, 0);
        assertThat(value(page.getVerticalScrollBar()))
                .as("the page, once the table is at its end")
                .isPositive();
        assertThat(value(tablePane.getHorizontalScrollBar()))
                .as("the table sideways")
                .isZero();

        turn(1, InputEvent.SHIFT_DOWN_MASK);
        assertThat(value(tablePane.getHorizontalScrollBar()))
                .as("the table sideways with Shift")
                .isPositive();
        assertThat(value(page.getHorizontalScrollBar())).as("the page sideways").isZero();
    }

    private void turn(int notches, int modifiers) {
        GuiActionRunner.execute(() -> {
            table.dispatchEvent(new MouseWheelEvent(
                    table,
                    MouseWheelEvent.MOUSE_WHEEL,
                    System.currentTimeMillis(),
                    modifiers,
                    10,
                    10,
                    0,
                    false,
                    MouseWheelEvent.WHEEL_UNIT_SCROLL,
                    3,
                    notches));
            return null;
        });
    }

    private boolean atEnd() {
        return GuiActionRunner.execute(() -> {
            var bar = tablePane.getVerticalScrollBar();
            return bar.getValue() + bar.getVisibleAmount() >= bar.getMaximum();
        });
    }

    private static int value(JScrollBar bar) {
        return GuiActionRunner.execute(bar::getValue);
    }
}
