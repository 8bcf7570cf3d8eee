package org.caissier.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.junit.jupiter.api.Test;

/**
 * Windows and dialogs open at a size that fits the screen they open on (issue 23, item 4): inside its usable part
 * (its bounds less the desktop's panels), however large they were packed or set.
 */
@GuiTest
class ScreenFitGuiTest extends MainWindows.Shown {

    @Test
    void the_main_window_opens_inside_the_usable_part_of_its_screen() {
        Rectangle[] both = GuiActionRunner.execute(() -> new Rectangle[] {frame.getBounds(),
                ScreenFit.usable(frame.getGraphicsConfiguration())});
        assertThat(both[1].contains(both[0])).as(both[0] + " inside " + both[1]).isTrue();
    }

    @Test
    void a_dialog_packed_larger_than_the_screen_opens_no_larger_than_its_usable_part_and_wholly_inside_it() {
        JDialog dialog = GuiActionRunner.execute(() -> {
            JDialog d = new JDialog(frame, "too large");
            JLabel huge = new JLabel("many long French words");
            huge.setPreferredSize(new Dimension(3000, 2000));
            d.add(huge);
            d.pack();
            d.setLocation(200, 300);
            d.setVisible(true);
            return d;
        });
        robot.waitForIdle();
        Rectangle[] both = GuiActionRunner.execute(() -> new Rectangle[] {dialog.getBounds(),
                ScreenFit.usable(dialog.getGraphicsConfiguration())});
        GuiActionRunner.execute(dialog::dispose);
        assertThat(both[0].width).isLessThanOrEqualTo(both[1].width).isLessThan(3000);
        assertThat(both[1].contains(both[0])).as(both[0] + " inside " + both[1]).isTrue();
    }

    @Test
    void a_dialog_that_scrolls_to_fit_keeps_enter_on_its_default_button() {
        JButton ok = GuiActionRunner.execute(() -> new JButton("OK"));
        JDialog dialog = GuiActionRunner.execute(() -> {
            JDialog d = new JDialog(frame, "too tall");
            JLabel huge = new JLabel("many long French words");
            huge.setPreferredSize(new Dimension(600, 3000));
            d.add(huge, java.awt.BorderLayout.CENTER);
            d.add(ok, java.awt.BorderLayout.SOUTH);
            d.getRootPane().setDefaultButton(ok);
            d.pack();
            d.setVisible(true);
            return d;
        });
        robot.waitForIdle();
        Object[] after = GuiActionRunner.execute(() -> new Object[] {dialog.getContentPane().getName(),
                dialog.getRootPane().getDefaultButton()});
        GuiActionRunner.execute(dialog::dispose);
        assertThat(after[0]).as("the content scrolls").isEqualTo("screenFitScroll");
        assertThat(after[1]).as("Enter still confirms").isSameAs(ok);
    }

    @Test
    void a_window_set_partly_off_the_screen_is_moved_back_inside_it() {
        JFrame other = GuiActionRunner.execute(() -> {
            JFrame f = new JFrame("charts");
            f.setSize(1000, 720);
            f.setLocation(900, 400);
            f.setVisible(true);
            return f;
        });
        robot.waitForIdle();
        Rectangle[] both = GuiActionRunner.execute(() -> new Rectangle[] {other.getBounds(),
                ScreenFit.usable(other.getGraphicsConfiguration())});
        GuiActionRunner.execute(other::dispose);
        assertThat(both[1].contains(both[0])).as(both[0] + " inside " + both[1]).isTrue();
    }
}
