package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.MouseWheelEvent;
import java.io.IOException;
import javax.swing.JScrollBar;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.LaptopPage;
import org.caissier.testing.Settles;
import org.junit.jupiter.api.Test;

/**
 * The mouse wheel over a Cup table at twice the usual text size on a laptop, where the page scrolls: the table
 * scrolls down to its end, then the page; sideways only with Shift, never in place of the page.
 */
@GuiTest
class CupTablesWheelGuiTest extends LaptopPage.Tested {
    /** Enough turns of the wheel to cross any of these tables: the loop only turns a fault into a failure. */
    private static final int TURNS = 200;

    @Test
    void the_wheel_over_the_schedule_scrolls_it_to_its_end_then_the_page_and_sideways_only_with_shift()
            throws IOException {
        open("cup-tournament", 32);
        JTable matches = (JTable) page.named("matchesTable");
        JScrollPane pane = paneOf(matches);
        assertThat(hasRoom(pane.getVerticalScrollBar()))
                .as("the schedule is longer than its pane")
                .isTrue();

        turnDownUntilThePageMoves(matches, pane);

        // The standings and the crosstable fit their panes sideways at this size, long names shortened: nothing
        // for the wheel to scroll sideways there (sideways with Shift only: PageFirstScrollGuiTest).
        JTabbedPane tabs = (JTabbedPane) page.named("cupTabs");
        String[] names = {"standingsTable", "crossTable"};
        for (int tab = 0; tab < names.length; tab++) {
            int shown = tab;
            GuiActionRunner.execute(() -> tabs.setSelectedIndex(shown));
            String name = names[tab];
            JTable table = (JTable) page.named(name);
            JScrollPane tablePane = paneOf(table);
            turn(table, 1, 0);
            assertThat(GuiActionRunner.execute(
                            () -> tablePane.getHorizontalScrollBar().isVisible()))
                    .as(name + " scrolls sideways")
                    .isFalse();
            assertThat(value(page().getHorizontalScrollBar()))
                    .as("the page sideways")
                    .isZero();
        }
    }

    @Test
    void the_wheel_over_the_regatta_series_scrolls_it_to_its_end_then_the_page() throws IOException {
        open("cup-regatta", 32);
        JTable series = (JTable) page.named("seriesTable");
        turnDownUntilThePageMoves(series, paneOf(series));
    }

    /**
     * Turns the wheel down over {@code table} until the page moves: the table must be at its end by then, and
     * neither it nor the page may have moved sideways.
     */
    private void turnDownUntilThePageMoves(JTable table, JScrollPane pane) {
        GuiActionRunner.execute(() -> {
            page().getVerticalScrollBar().setValue(0);
            pane.getVerticalScrollBar().setValue(0);
            page().getViewport().scrollRectToVisible(new Rectangle(0, 0, 1, 1));
        });
        assertThat(hasRoom(page().getVerticalScrollBar()))
                .as("the page scrolls down at this size")
                .isTrue();
        // Where the table shows in the page, the wheel is turned over it.
        GuiActionRunner.execute(() -> table.scrollRectToVisible(new Rectangle(0, 0, 1, 1)));
        int pageStart = value(page().getVerticalScrollBar());
        int sideways = value(pane.getHorizontalScrollBar());
        for (int i = 0; i < TURNS && value(page().getVerticalScrollBar()) == pageStart; i++) {
            boolean tableAtEnd = atEnd(pane.getVerticalScrollBar());
            int tableAt = value(pane.getVerticalScrollBar());
            turn(table, 1, 0);
            if (!tableAtEnd) {
                Settles.until(
                        "the table scrolled down",
                        () -> value(pane.getVerticalScrollBar()) > tableAt
                                || value(page().getVerticalScrollBar()) != pageStart);
                assertThat(value(page().getVerticalScrollBar()))
                        .as("the page before the table's end")
                        .isEqualTo(pageStart);
            } else {
                Settles.until("the page scrolled down", () -> value(page().getVerticalScrollBar()) > pageStart);
            }
            assertThat(value(pane.getHorizontalScrollBar()))
                    .as("the table sideways")
                    .isEqualTo(sideways);
            assertThat(value(page().getHorizontalScrollBar()))
                    .as("the page sideways")
                    .isZero();
        }
        assertThat(atEnd(pane.getVerticalScrollBar()))
                .as("the table at its end once the page moved")
                .isTrue();
        assertThat(value(page().getVerticalScrollBar())).as("the page moved").isGreaterThan(pageStart);
    }

    /** One notch of the wheel over the table, as the display sends it (the table's pane hears it). */
    private static void turn(JTable table, int notches, int modifiers) {
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

    private static JScrollPane paneOf(JTable table) {
        return (JScrollPane) table.getParent().getParent();
    }

    private JScrollPane page() {
        return (JScrollPane) page.named("gameScroll");
    }

    private static int value(JScrollBar bar) {
        return GuiActionRunner.execute(bar::getValue);
    }

    private static boolean atEnd(JScrollBar bar) {
        return GuiActionRunner.execute(
                () -> !bar.isVisible() || bar.getValue() + bar.getVisibleAmount() >= bar.getMaximum());
    }

    /** Whether the bar shows and has somewhere to go. */
    private static boolean hasRoom(JScrollBar bar) {
        return GuiActionRunner.execute(() -> bar.isVisible() && bar.getMaximum() > bar.getVisibleAmount());
    }
}
