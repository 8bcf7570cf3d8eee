package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;

/**
 * Windows and dialogs open at a size that fits the screen they open on (issue 23, item 4): inside its usable part
 * (its bounds less the desktop's panels), however large they were packed or set.
 */
@GuiTest
class ScreenFitGuiTest extends MainWindows.Shown {

    @Test
    void the_main_window_opens_inside_the_usable_part_of_its_screen() {
        Rectangle[] both = GuiActionRunner.execute(
                () -> new Rectangle[] {frame.getBounds(), ScreenFit.usable(frame.getGraphicsConfiguration())});
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
        Rectangle[] both = GuiActionRunner.execute(
                () -> new Rectangle[] {dialog.getBounds(), ScreenFit.usable(dialog.getGraphicsConfiguration())});
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
            d.add(huge, BorderLayout.CENTER);
            d.add(ok, BorderLayout.SOUTH);
            d.getRootPane().setDefaultButton(ok);
            d.pack();
            d.setVisible(true);
            return d;
        });
        robot.waitForIdle();
        Object[] after = GuiActionRunner.execute(() -> new Object[] {
            dialog.getContentPane().getName(), dialog.getRootPane().getDefaultButton()
        });
        GuiActionRunner.execute(dialog::dispose);
        assertThat(after[0]).as("the content scrolls").isEqualTo("screenFitScroll");
        assertThat(after[1]).as("Enter still confirms").isSameAs(ok);
    }

    /**
     * "AnnBob" (docs/architecture.md, "Where the keys go"): a dialog grown taller than the screen under a name being
     * typed is moved into a scroll pane, and the typist tabs on to the next name at once. The fit asks for the field
     * it moved in the same call; a request it made later took the keyboard back to the first name, and the second
     * name typed reached it.
     */
    @Test
    void a_dialog_moved_into_a_scroll_pane_under_a_name_leaves_the_next_name_where_the_typist_tabbed_to() {
        JTextField[] names = GuiActionRunner.execute(() -> new JTextField[] {new JTextField(12), new JTextField(12)});
        JDialog dialog = GuiActionRunner.execute(() -> {
            JDialog d = new JDialog(frame, "new race");
            JPanel fields = new JPanel();
            fields.add(names[0]);
            fields.add(names[1]);
            d.add(fields);
            d.pack();
            d.setLocation(100, 100);
            d.setVisible(true);
            return d;
        });
        ShownWindow.ensureReceivesInput(robot, dialog);
        GuiActionRunner.execute(() -> names[0].requestFocusInWindow());
        Settles.until("the first name has the keyboard", () -> GuiActionRunner.execute(names[0]::isFocusOwner));
        robot.enterText("Ann");
        GuiActionRunner.execute(() -> {
            dialog.setSize(600, 3000); // grown past the screen, as by a larger text size
            ScreenFit.fit(dialog);
            names[1].requestFocusInWindow(); // the typist's Tab, right after
        });
        robot.waitForIdle();
        robot.enterText("Bob");
        String[] typed = GuiActionRunner.execute(
                () -> new String[] {dialog.getContentPane().getName(), names[0].getText(), names[1].getText()});
        GuiActionRunner.execute(dialog::dispose);
        assertThat(typed[0]).as("the content scrolls").isEqualTo("screenFitScroll");
        assertThat(typed[1] + " | " + typed[2]).as("each name in its own field").isEqualTo("Ann | Bob");
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
        Rectangle[] both = GuiActionRunner.execute(
                () -> new Rectangle[] {other.getBounds(), ScreenFit.usable(other.getGraphicsConfiguration())});
        GuiActionRunner.execute(other::dispose);
        assertThat(both[1].contains(both[0])).as(both[0] + " inside " + both[1]).isTrue();
    }

    /**
     * The dialog that took no key (issue 38): a modal dialog holds every key typed into it from the moment it shows
     * until the field its activation asks for gains the keyboard (AWT's type-ahead). Fitted at that very moment (the
     * window system had given it a size past the screen), its content moved into a scroll pane, the move dropped the
     * activation's focus event, and every key waited until the dialog closed. The program's dialogs now hold their
     * scroll pane before they exist, so a fit only resizes them.
     */
    @Test
    void a_dialog_of_the_program_fitted_as_it_gets_the_keyboard_takes_the_keys_typed_into_it() {
        assertThat(typedIntoADialogFittedAsItIsActivated(d -> FirstPlace.pack(d, frame)))
                .as("the keys typed into the dialog")
                .isEqualTo("Ann");
    }

    /** The same for a dialog Swing makes and shows itself (a message, a file chooser): wrapped as it opens. */
    @Test
    void a_dialog_made_by_swing_fitted_as_it_gets_the_keyboard_takes_the_keys_typed_into_it() {
        assertThat(typedIntoADialogFittedAsItIsActivated(d -> {
                    d.pack();
                    d.setLocation(100, 100);
                }))
                .as("the keys typed into the dialog")
                .isEqualTo("Ann");
    }

    /**
     * The scroll pane every dialog now holds changes nothing of its layout while the dialog is smaller than the
     * screen: a refusal grown longer than the dialog squeezes its line as before, and brings no scroll bar over the
     * buttons below it.
     */
    @Test
    void a_dialog_whose_message_grows_past_its_width_shows_no_scroll_bar() {
        JLabel message = GuiActionRunner.execute(() -> new JLabel("At least two crews are needed."));
        JDialog dialog = GuiActionRunner.execute(() -> {
            JDialog d = new JDialog(frame, "new event");
            d.add(message, BorderLayout.CENTER);
            d.add(new JButton("Start"), BorderLayout.SOUTH);
            FirstPlace.pack(d, frame);
            d.setVisible(true);
            return d;
        });
        robot.waitForIdle();
        boolean[] bars = GuiActionRunner.execute(() -> {
            message.setText("date=YYYY-MM-DD: \"Bobresult\" is not a date: ".repeat(4));
            dialog.validate();
            JScrollPane scroll = (JScrollPane) dialog.getContentPane();
            return new boolean[] {
                scroll.getHorizontalScrollBar().isVisible(),
                scroll.getVerticalScrollBar().isVisible()
            };
        });
        GuiActionRunner.execute(dialog::dispose);
        assertThat(bars).as("sideways, down").containsExactly(false, false);
    }

    private String typedIntoADialogFittedAsItIsActivated(Consumer<JDialog> packs) {
        JTextField[] names = GuiActionRunner.execute(() -> new JTextField[] {new JTextField(12), new JTextField(12)});
        JDialog dialog = GuiActionRunner.execute(() -> {
            JDialog d = new JDialog(frame, "new event", true);
            JPanel fields = new JPanel();
            fields.add(names[0]);
            fields.add(names[1]);
            d.add(fields);
            packs.accept(d);
            d.addWindowFocusListener(new WindowAdapter() {
                @Override
                public void windowGainedFocus(WindowEvent e) {
                    d.removeWindowFocusListener(this);
                    // The activation has just asked for the first name; it has not gained the keyboard yet.
                    d.setSize(600, 3000);
                    ScreenFit.fit(d);
                }
            });
            return d;
        });
        GuiActionRunner.execute(() -> SwingUtilities.invokeLater(() -> dialog.setVisible(true)));
        Settles.until(
                "the dialog's first name has the keyboard",
                () -> GuiActionRunner.execute(() -> dialog.isShowing() && names[0].isFocusOwner()));
        robot.enterText("Ann");
        robot.waitForIdle();
        String[] typed = GuiActionRunner.execute(
                () -> new String[] {dialog.getContentPane().getName(), names[0].getText()});
        GuiActionRunner.execute(dialog::dispose);
        assertThat(typed[0]).as("the content scrolls").isEqualTo("screenFitScroll");
        return typed[1];
    }
}
