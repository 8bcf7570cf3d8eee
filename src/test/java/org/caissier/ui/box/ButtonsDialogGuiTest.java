package org.caissier.ui.box;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.Robots;
import org.caissier.testing.TestGames;
import org.caissier.ui.game.BoxActions;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.Theme;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The box's buttons dialog offers each game its own actions, and shows each action whole, and every list and button inside it, in French (the longest
 * words).
 */
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

    private DialogFixture open(String gameId, Locale locale) {
        if (robot == null) {
            robot = Robots.newRobot();
            owner = GuiActionRunner.execute(() -> {
                Theme.apply(false, 16);
                JFrame f = new JFrame();
                f.setSize(400, 300);
                f.setVisible(true);
                return f;
            });
        }
        GameRegistry games = TestGames.registry();
        ButtonSettings settings = new ButtonSettings(new AppSettings(home), games::boxDefaults);
        BoxActions own = games.require(gameId).screens().boxActions();
        SwingUtilities.invokeLater(
                () -> new ButtonsDialog(owner, new Messages(locale), settings).edit(gameId, gameId, own));
        return WindowFinder.findDialog("boxButtonsDialog")
                .withTimeout(20, SECONDS)
                .using(robot);
    }

    @SuppressWarnings("unchecked")
    private JComboBox<String> list(DialogFixture dialog, String button) {
        return (JComboBox<String>)
                robot.finder().findByName(dialog.target(), "button-" + button, JComboBox.class, false);
    }

    /** What a button's list offers, in the words it shows. */
    private List<String> offered(DialogFixture dialog, String button) {
        return GuiActionRunner.execute(() -> {
            JComboBox<String> combo = list(dialog, button);
            List<String> shown = new ArrayList<>();
            for (int i = 0; i < combo.getItemCount(); i++) {
                shown.add(((JLabel) combo.getRenderer()
                                .getListCellRendererComponent(new JList<>(), combo.getItemAt(i), i, false, false))
                        .getText());
            }
            return shown;
        });
    }

    /** In Long Cours the box offers Long Cours' presses, not Pistes' dice nor a Cup boat's mark; each game its own. */
    @Test
    void each_game_is_offered_its_own_actions_and_undo_only() {
        List<String> nothingAndUndo = List.of("nothing", "undoes the last command");
        Map<String, List<String>> expected = Map.of(
                "long-cours",
                        List.of(
                                "nothing",
                                "ends that seat's turn",
                                "does the roll that is due",
                                "undoes the last command"),
                "pistes", List.of("nothing", "rolls the two dice", "undoes the last command"),
                "cup-match",
                        List.of(
                                "nothing",
                                "that seat's boat passed its mark (start, buoy, finish)",
                                "undoes the last command"));
        for (String game : TestGames.registry().ids()) {
            DialogFixture dialog = open(game, Locale.ENGLISH);
            for (String button : ButtonsDialog.BUTTONS) {
                assertThat(offered(dialog, button))
                        .as(game + " " + button)
                        .isEqualTo(expected.getOrDefault(game, nothingAndUndo));
            }
            dialog.close();
        }
    }

    @Test
    void every_action_of_every_list_fits_its_list_in_french() {
        for (String game : List.of("long-cours", "pistes", "cup-match")) {
            fitsInFrench(game);
        }
    }

    private void fitsInFrench(String game) {
        DialogFixture dialog = open(game, Locale.FRENCH);
        List<String> cut = GuiActionRunner.execute(() -> {
            List<String> found = new ArrayList<>();
            for (String button : ButtonsDialog.BUTTONS) {
                JComboBox<String> combo = list(dialog, button);
                // The room for the text: the list's width less its arrow button and its insets.
                int arrow =
                        combo.getComponentCount() > 0 ? combo.getComponent(0).getWidth() : 0;
                int room = combo.getWidth() - arrow - combo.getInsets().left - combo.getInsets().right;
                JList<String> list = new JList<>();
                list.setFont(combo.getFont());
                for (int i = 0; i < combo.getItemCount(); i++) {
                    Component shown =
                            combo.getRenderer().getListCellRendererComponent(list, combo.getItemAt(i), i, false, false);
                    if (shown.getPreferredSize().width > room) {
                        found.add(button + ": " + combo.getItemAt(i) + " " + shown.getPreferredSize().width + " > "
                                + room);
                    }
                }
            }
            // Nor is any list or button cut by the dialog's edge.
            Container content = ((JDialog) dialog.target()).getContentPane();
            for (Component c : content.getComponents()) {
                Rectangle r = c.getBounds();
                if (r.x + r.width > content.getWidth() || r.y + r.height > content.getHeight()) {
                    found.add(c.getName() + " cut by the edge: " + r + " in " + content.getSize());
                }
            }
            return found;
        });
        dialog.close();
        assertThat(cut).as(game).isEmpty();
    }
}
