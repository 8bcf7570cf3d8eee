package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.caissier.testing.Settles;
import org.junit.jupiter.api.Test;

/**
 * A long text in the section field (300 letters pasted) widens nothing: once words of another script had been in
 * it, the field laid its text out as a paragraph, whose least width is the whole text's; the stage was 9 000 px wide
 * at its least, and the page, no longer fitting its window, scrolled sideways, Roll
 * 12 px to the left as the keyboard came back to the field after a dialog. Found by the explorer: Pistes seed 9 at
 * 300 steps (1366×768), the About box closed.
 */
@GuiTest
class LongEntryWidensNothingGuiTest extends MainWindows.Shown {
    @Override
    protected boolean journalOpen() {
        return false;
    }

    @Test
    void three_hundred_letters_in_the_section_field_leave_the_page_its_width_and_roll_its_place() throws Exception {
        Path file = Files.copy(Path.of("src/test/resources/golden/pistes.caissier"), home.resolve("pistes.caissier"));
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.openGame(file)));
        robot.waitForIdle();
        for (int bigger = 0; bigger < 3; bigger++) {
            Rectangle roll = GuiActionRunner.execute(() -> place("rollButton"));
            int page = GuiActionRunner.execute(() -> named("pistesPage").getWidth());
            JTextField field = (JTextField) named("sectionField");
            // Words of another script first (the explorer's hostile values): the field's text is then laid out as
            // a paragraph, whose least width is its whole text's.
            GuiActionRunner.execute(() -> field.setText("שלום \u202Eabc"));
            GuiActionRunner.execute(() -> field.setText("a".repeat(300)));
            robot.waitForIdle();
            // The keyboard away and back in the window, as after a dialog: the page brings the field into view.
            JComponent bar = named("commandBar");
            GuiActionRunner.execute(() -> bar.requestFocusInWindow());
            Settles.onScreen("the command bar has the keyboard", bar::isFocusOwner);
            GuiActionRunner.execute(() -> field.requestFocusInWindow());
            Settles.onScreen("the field has the keyboard", field::isFocusOwner);
            robot.waitForIdle();
            assertThat(GuiActionRunner.execute(() -> named("pistesPage").getWidth()))
                    .as("the page's width with 300 letters in the field (text bigger %d times)", bigger)
                    .isEqualTo(page);
            assertThat(GuiActionRunner.execute(() ->
                            ((JScrollPane) named("pistesScroll")).getViewport().getViewPosition().x))
                    .as("the page scrolled sideways")
                    .isZero();
            assertThat(GuiActionRunner.execute(() -> place("rollButton")))
                    .as("Roll")
                    .isEqualTo(roll);
            GuiActionRunner.execute(() -> field.setText(""));
            GuiActionRunner.execute(() -> ((AbstractButton) named("menuBigger")).doClick());
            robot.waitForIdle();
        }
    }

    private Rectangle place(String name) {
        Component k = named(name);
        return SwingUtilities.convertRectangle(k.getParent(), k.getBounds(), frame.getRootPane());
    }

    private JComponent named(String name) {
        return (JComponent) robot.finder().findByName(frame, name, false);
    }
}
