package org.caissier.ui;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.JComboBox;
import javax.swing.JFrame;
import javax.swing.JList;
import javax.swing.SwingUtilities;
import org.caissier.testing.Robots;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.app.Wiring;
import org.caissier.testing.GuiTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The box's buttons dialog shows each action whole, and every list and button inside it, in French (the longest words). */
@GuiTest
class ButtonsDialogGuiTest {
    @TempDir
    Path home;
    private Robot robot;
    private JFrame owner;

    @AfterEach
    void close() {
        robot.cleanUp();
    }

    @Test
    void every_action_of_every_list_fits_its_list_in_french() {
        robot = Robots.newRobot();
        owner = GuiActionRunner.execute(() -> {
            Theme.apply(false, 16);
            JFrame f = new JFrame();
            f.setSize(400, 300);
            f.setVisible(true);
            return f;
        });
        ButtonSettings settings = new ButtonSettings(new AppSettings(home), Wiring.registry()::boxDefaults);
        SwingUtilities.invokeLater(() -> new ButtonsDialog(owner, new Messages(Locale.FRENCH), settings)
                .edit("cup-match", "Match"));
        DialogFixture dialog = WindowFinder.findDialog("boxButtonsDialog").withTimeout(20, SECONDS).using(robot);
        List<String> cut = GuiActionRunner.execute(() -> {
            List<String> found = new ArrayList<>();
            for (String button : ButtonsDialog.BUTTONS) {
                @SuppressWarnings("unchecked")
                JComboBox<String> combo = (JComboBox<String>) robot.finder().findByName(dialog.target(),
                        "button-" + button, JComboBox.class, false);
                // The room for the text: the list's width less its arrow button and its insets.
                int arrow = combo.getComponentCount() > 0 ? combo.getComponent(0).getWidth() : 0;
                int room = combo.getWidth() - arrow - combo.getInsets().left - combo.getInsets().right;
                JList<String> list = new JList<>();
                list.setFont(combo.getFont());
                for (int i = 0; i < combo.getItemCount(); i++) {
                    Component shown = combo.getRenderer().getListCellRendererComponent(list, combo.getItemAt(i), i,
                            false, false);
                    if (shown.getPreferredSize().width > room) {
                        found.add(button + ": " + combo.getItemAt(i) + " " + shown.getPreferredSize().width + " > " + room);
                    }
                }
            }
            // Nor is any list or button cut by the dialog's edge.
            java.awt.Container content = ((javax.swing.JDialog) dialog.target()).getContentPane();
            for (Component c : content.getComponents()) {
                java.awt.Rectangle r = c.getBounds();
                if (r.x + r.width > content.getWidth() || r.y + r.height > content.getHeight()) {
                    found.add(c.getName() + " cut by the edge: " + r + " in " + content.getSize());
                }
            }
            return found;
        });
        dialog.close();
        assertThat(cut).isEmpty();
    }
}
