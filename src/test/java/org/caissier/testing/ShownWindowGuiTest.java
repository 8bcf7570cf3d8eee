package org.caissier.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BorderLayout;
import java.awt.Dialog;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/** Proves the GUI test set-up: a shown window receives clicks, and the helper sees that it does. */
@GuiTest
class ShownWindowGuiTest {
    private Robot robot;
    private FrameFixture window;
    private final AtomicInteger mouseEvents = new AtomicInteger();

    @BeforeAll
    static void watchTheEventThread() {
        FailOnThreadViolationRepaintManager.install();
    }

    @BeforeEach
    void show() {
        robot = Robots.newRobot();
        JFrame frame = GuiActionRunner.execute(() -> {
            JFrame f = new JFrame("self-test");
            f.setName("selfTest");
            JLabel count = new JLabel("0");
            count.setName("count");
            JButton add = new JButton("+1");
            add.setName("add");
            add.addActionListener(e -> count.setText(String.valueOf(Integer.parseInt(count.getText()) + 1)));
            // The pad fills the middle of the window, where the helper moves the mouse.
            JPanel pad = new JPanel();
            pad.setName("pad");
            pad.addMouseMotionListener(new MouseAdapter() {
                @Override
                public void mouseMoved(MouseEvent e) {
                    mouseEvents.incrementAndGet();
                }
            });
            f.setLayout(new BorderLayout());
            f.add(add, BorderLayout.NORTH);
            f.add(pad, BorderLayout.CENTER);
            f.add(count, BorderLayout.SOUTH);
            f.setSize(300, 200);
            return f;
        });
        window = new FrameFixture(robot, frame);
        window.show();
        ShownWindow.ensureReceivesInput(window);
    }

    @AfterEach
    void close() {
        window.cleanUp();
    }

    @RepeatedTest(3)
    void clicking_the_button_updates_the_label() {
        window.button("add").click();
        window.label("count").requireText("1");
        window.button("add").click();
        window.label("count").requireText("2");
    }

    /**
     * A dialog whose keyboard was taken back by the window under it (as a focus request the display refused leaves
     * it) gets the keyboard from the helper, by a click on an empty spot of it that presses nothing.
     */
    @Test
    void a_dialog_left_without_the_keyboard_gets_it_from_a_click_that_presses_nothing() {
        AtomicInteger pressed = new AtomicInteger();
        JDialog dialog = withoutTheKeyboard(() -> {
            JPanel content = new JPanel(new BorderLayout());
            content.setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 12));
            JButton press = new JButton("Press");
            press.addActionListener(e -> pressed.incrementAndGet());
            content.add(new JTextField(12), BorderLayout.NORTH);
            content.add(press, BorderLayout.SOUTH);
            return content;
        });

        ShownWindow.keyboardInto(robot, dialog);

        assertThat(GuiActionRunner.execute(() -> Components.hasTheKeyboard(dialog)))
                .as("the dialog has the keyboard")
                .isTrue();
        assertThat(pressed).as("times the dialog's button was pressed").hasValue(0);
        assertThat(window.label("count").text()).as("the window's count").isEqualTo("0");
        GuiActionRunner.execute(dialog::dispose);
    }

    /** The same for a dialog that is all read-only text (the command language's help): the click is in the text. */
    @Test
    void a_dialog_of_read_only_text_left_without_the_keyboard_gets_it_from_a_click_in_its_text() {
        JDialog dialog = withoutTheKeyboard(() -> {
            JTextArea text = new JTextArea("place PLAYER STOP\nbuy PLAYER N\n".repeat(10));
            text.setEditable(false);
            return new JScrollPane(text);
        });

        ShownWindow.keyboardInto(robot, dialog);

        assertThat(GuiActionRunner.execute(() -> Components.hasTheKeyboard(dialog)))
                .as("the dialog has the keyboard")
                .isTrue();
        GuiActionRunner.execute(dialog::dispose);
    }

    /** A modeless dialog of {@code content} over the window, shown, then the keyboard taken back by the window. */
    private JDialog withoutTheKeyboard(java.util.function.Supplier<java.awt.Container> content) {
        JDialog dialog = GuiActionRunner.execute(() -> {
            JDialog d = new JDialog(window.target(), "without the keys", Dialog.ModalityType.MODELESS);
            d.setName("withoutTheKeys");
            d.setContentPane(content.get());
            d.pack();
            d.setLocation(window.target().getX() + 40, window.target().getY() + 40);
            d.setVisible(true);
            return d;
        });
        robot.waitForIdle();
        GuiActionRunner.execute(() -> window.button("add").target().requestFocus());
        Settles.onScreen(
                "the window under the dialog has the keyboard",
                () -> window.button("add").target().isFocusOwner());
        return dialog;
    }

    @Test
    void after_the_helper_the_window_has_received_mouse_input() {
        int before = mouseEvents.get();
        assertThat(ShownWindow.ensureReceivesInput(robot, window.target())).isZero();
        assertThat(mouseEvents.get()).isGreaterThan(before);
    }
}
