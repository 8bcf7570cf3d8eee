package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Point;
import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.pistes.Event;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.junit.jupiter.api.Test;

/**
 * Editing a planned stage with a click — Clear, Remove, the road changes' arrows — moves nothing below the stage
 * and does not scroll the page. Found by the explorer at 300 steps (1366×768): Pistes seed 3, step 63, the changes'
 * up arrow widened the entry column and the table went 58 px down; Pistes seed 5, step 62, Clear hid the chances and
 * the drivers' table came up 9 px; Pistes seed 4, the changes' up arrow scrolled a page at a large text size back to
 * the stage's title, the table 53 px down.
 */
@GuiTest
class StageEditsMoveNothingGuiTest extends MainWindows.Shown {
    @Override
    protected boolean journalOpen() {
        return false;
    }

    /**
     * The note beside the spinner, longer once corrected ("corrected by hand; counted: 0"), widened the entry column
     * past its room at a larger text size, and the drivers' table went 58 px down (Pistes seed 3, step 63).
     */
    @Test
    void the_spinners_arrows_leave_the_drivers_table_where_it_was_at_every_text_size() throws Exception {
        open();
        for (int bigger = 0; bigger < 6; bigger++) {
            int size = textSize();
            Rectangle before = GuiActionRunner.execute(this::table);
            arrow("Spinner.nextButton");
            assertThat(GuiActionRunner.execute(this::table))
                    .as("the drivers' table with the road changes corrected by hand, at %d pt", size)
                    .isEqualTo(before);
            arrow("Spinner.previousButton");
            assertThat(GuiActionRunner.execute(this::table))
                    .as("the drivers' table with the road changes as counted again, at %d pt", size)
                    .isEqualTo(before);
            click("menuBigger");
        }
    }

    @Test
    void clear_and_remove_leave_the_drivers_table_where_it_was_at_every_text_size() throws Exception {
        open();
        for (int bigger = 0; bigger < 6; bigger++) {
            int size = textSize();
            plan("R 19 J 11 B 14");
            Rectangle before = GuiActionRunner.execute(this::table);
            click("clearSections");
            assertThat(GuiActionRunner.execute(this::table))
                    .as("the drivers' table after Clear, at %d pt", size)
                    .isEqualTo(before);
            plan("R 19");
            before = GuiActionRunner.execute(this::table);
            GuiActionRunner.execute(() -> ((JList<?>) named("sectionList")).setSelectedIndex(0));
            click("removeSection");
            assertThat(GuiActionRunner.execute(this::table))
                    .as("the drivers' table after the only section removed, at %d pt", size)
                    .isEqualTo(before);
            click("menuBigger");
        }
    }

    @Test
    void road_changes_that_make_events_impossible_again_leave_the_drivers_table_where_it_was() throws Exception {
        open();
        Set<Integer> linesShown = new HashSet<>();
        for (int bigger = 0; bigger < 6; bigger++) {
            int size = textSize();
            plan("R 19 J 11 B 14");
            // Each change up adds chances of incidents the plan had none of: their lines show. Set at once (an arrow
            // press a change re-laid the page eight times more, and the test asserts on the way down only).
            GuiActionRunner.execute(() -> ((JSpinner) named("changesSpinner")).setValue(8));
            robot.waitForIdle();
            Rectangle before = GuiActionRunner.execute(this::table);
            for (int changes = 7; changes >= 0; changes--) {
                arrow("Spinner.previousButton");
                linesShown.add(GuiActionRunner.execute(this::linesShown));
                assertThat(GuiActionRunner.execute(this::table))
                        .as("the drivers' table with the road changes corrected back to %d, at %d pt", changes, size)
                        .isEqualTo(before);
            }
            click("clearSections");
            click("menuBigger");
        }
        assertThat(linesShown)
                .as("how many events' lines showed as the changes went down")
                .hasSizeGreaterThan(1);
    }

    /** How many events' chances show. */
    private int linesShown() {
        int shown = 0;
        for (Event e : Event.values()) {
            if (named("risk-" + e.id()).isShowing()) {
                shown++;
            }
        }
        return shown;
    }

    @Test
    void the_changes_arrows_leave_a_scrolled_page_where_it_was() throws Exception {
        open();
        for (int bigger = 0; bigger < 4; bigger++) {
            click("menuBigger");
        }
        plan("R 19 J 11");
        JScrollPane page = (JScrollPane) named("pistesScroll");
        // The page scrolled down, the spinner at the top of its view (the stage's title and Roll above, out of it).
        GuiActionRunner.execute(() -> {
            JSpinner spinner = (JSpinner) named("changesSpinner");
            Rectangle at = SwingUtilities.convertRectangle(
                    spinner.getParent(), spinner.getBounds(), page.getViewport().getView());
            int most =
                    page.getViewport().getViewSize().height - page.getViewport().getExtentSize().height;
            page.getViewport().setViewPosition(new Point(0, Math.min(at.y, most)));
        });
        robot.waitForIdle();
        int scrolled = GuiActionRunner.execute(() -> page.getViewport().getViewPosition().y);
        assertThat(scrolled).as("the page scrolled at a large text size").isPositive();
        Rectangle before = GuiActionRunner.execute(this::table);
        arrow("Spinner.nextButton");
        assertThat(GuiActionRunner.execute(this::table))
                .as("the drivers' table after the changes' up arrow")
                .isEqualTo(before);
        assertThat(GuiActionRunner.execute(() -> page.getViewport().getViewPosition().y))
                .as("the page where it was scrolled to")
                .isEqualTo(scrolled);
    }

    private void open() throws Exception {
        Path file = Files.copy(Path.of("src/test/resources/golden/pistes.caissier"), home.resolve("pistes.caissier"));
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.openGame(file)));
        robot.waitForIdle();
    }

    /** Sections typed in the field and entered, as the driver does. */
    private void plan(String sections) {
        GuiActionRunner.execute(() -> {
            JTextField field = (JTextField) named("sectionField");
            field.setText(sections);
            field.postActionEvent();
        });
        robot.waitForIdle();
    }

    private void click(String name) {
        GuiActionRunner.execute(() -> ((AbstractButton) named(name)).doClick());
        robot.waitForIdle();
    }

    /** One of the road changes spinner's arrows, clicked (as the explorer does). */
    private void arrow(String name) {
        JSpinner changes = (JSpinner) named("changesSpinner");
        AbstractButton arrow = (AbstractButton) robot.finder().findByName(changes, name, false);
        GuiActionRunner.execute(() -> arrow.doClick());
        robot.waitForIdle();
    }

    private int textSize() {
        return GuiActionRunner.execute(() -> UIManager.getFont("Label.font").getSize());
    }

    /** Where the drivers' table is in the window (the page scrolled or not). */
    private Rectangle table() {
        Component t = named("playersTable");
        return SwingUtilities.convertRectangle(t.getParent(), t.getBounds(), frame.getRootPane());
    }

    private JComponent named(String name) {
        return (JComponent) robot.finder().findByName(frame, name, false);
    }
}
