package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.KeyPressInfo;
import org.assertj.swing.core.Robot;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.core.matcher.JLabelMatcher;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.caissier.cup.TournamentModule;
import org.caissier.testing.FileChoosers;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.game.GamePlugin;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Cup's questions through the window, as the scorer meets them: withdrawing a crew, ending the round robin and
 * replacing an entered result each ask first, Cancel changes nothing in the journal, the action's own button plays
 * it; and Print on a machine without a printer offers to save the results page instead.
 */
@GuiTest
class CupAsksGuiTest {
    @TempDir
    Path home;

    private Robot robot;
    private FrameFixture window;

    @BeforeEach
    void open() {
        robot = Robots.newRobot();
        MainWindow frame = GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            Theme.apply(false, 14);
            // No printer on this machine, whatever the machine running the test has.
            return new MainWindow(
                    settings,
                    new GameRegistry(
                            List.of(new GamePlugin<>(new TournamentModule(), new CupTournamentUi(() -> false)))));
        });
        window = new FrameFixture(robot, frame);
        window.show(new Dimension(1280, 860));
        ShownWindow.ensureReceivesInput(window);
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-cup-tournament").click();
        DialogFixture dialog = WindowFinder.findDialog("newCupTournamentDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(dialog);
        dialog.textBox("playerName1").enterText("Ann");
        dialog.textBox("playerName2").enterText("Bob");
        dialog.textBox("playerName3").enterText("Cid\n");
        ShownWindow.afterDialogClosed(window);
    }

    @AfterEach
    void close() {
        window.cleanUp();
    }

    @Test
    void withdrawing_a_crew_asks_which_and_cancel_withdraws_nobody() {
        press("withdrawButton");
        DialogFixture ask = ask();
        assertThat(ask.comboBox("askChoice").contents()).containsExactly("Ann", "Bob", "Cid");
        answer(ask, "Cancel");
        assertThat(journal()).noneMatch(l -> l.startsWith("withdraw"));

        press("withdrawButton");
        ask = ask();
        ask.comboBox("askChoice").selectItem("Bob");
        answer(ask, "Withdraw");
        assertThat(journal()).contains("withdraw Bob");
    }

    @Test
    void ending_the_round_robin_asks_first() {
        winner(window.table("matchesTable"), "Bob", "Cid", KeyEvent.VK_1);
        press("endRoundRobinButton");
        DialogFixture ask = ask();
        assertThat(ask.label(JLabelMatcher.withText(Pattern.compile(".*End the round robin now\\?.*")))
                        .text())
                .contains("C10.3");
        answer(ask, "Cancel");
        assertThat(journal()).noneMatch(l -> l.startsWith("end"));

        press("endRoundRobinButton");
        answer(ask(), "End the round robin");
        assertThat(journal().get(journal().size() - 1)).startsWith("end");
    }

    @Test
    void pressing_2_on_an_entered_match_asks_before_replacing_its_result_then_says_what_changed() {
        JTableFixture matches = window.table("matchesTable");
        int row = winner(matches, "Bob", "Cid", KeyEvent.VK_1);
        assertThat(journal()).contains("result Bob Cid");

        matches.selectRows(row).pressAndReleaseKeys(KeyEvent.VK_2);
        answer(ask(), "Cancel");
        assertThat(journal()).contains("result Bob Cid").noneMatch(l -> l.startsWith("correct"));

        matches.selectRows(row).pressAndReleaseKeys(KeyEvent.VK_2);
        answer(ask(), "Replace");
        assertThat(journal()).contains("correct Cid Bob");
        assertThat(window.label("feedback").text()).contains("Cid");
    }

    @Test
    void d_on_an_entered_match_asks_naming_both_results_cancel_first_then_marks_it_corrected() {
        JTableFixture matches = window.table("matchesTable");
        int row = winner(matches, "Bob", "Cid", KeyEvent.VK_1);

        matches.selectRows(row).pressAndReleaseKeys(KeyEvent.VK_D);
        DialogFixture ask = ask();
        ask.button(JButtonMatcher.withText("Cancel")).requireFocused();
        assertThat(question(ask)).contains("Bob beat Cid", "Bob ahead of Cid, disqualified (C10.5(b))");
        answer(ask, "Cancel");
        assertThat(journal()).contains("result Bob Cid").noneMatch(l -> l.startsWith("correct"));

        matches.selectRows(row).pressAndReleaseKeys(KeyEvent.VK_D);
        answer(ask(), "Replace");
        assertThat(journal()).contains("correct Bob Cid dsq=Bob");
        assertThat(matches.valueAt(TableCell.row(row).column(MatchesModel.NOTE)))
                .contains("Bob disqualified", "corrected");
        assertThat(matches.valueAt(TableCell.row(row).column(MatchesModel.WINNER)))
                .isEmpty();
    }

    @Test
    @SuppressWarnings("deprecation") // AssertJ Swing presses the keys of the old masks
    void ctrl_z_on_a_result_asks_naming_it_and_cancel_keeps_it() {
        JTableFixture matches = window.table("matchesTable");
        int row = winner(matches, "Bob", "Cid", KeyEvent.VK_1);
        KeyPressInfo undo = KeyPressInfo.keyCode(KeyEvent.VK_Z).modifiers(InputEvent.CTRL_MASK);

        matches.pressAndReleaseKey(undo);
        DialogFixture ask = ask();
        assertThat(question(ask)).contains("Bob beat Cid");
        answer(ask, "Cancel");
        assertThat(matches.valueAt(TableCell.row(row).column(MatchesModel.WINNER)))
                .isEqualTo("Bob");

        matches.pressAndReleaseKey(undo);
        answer(ask(), "Take it back");
        assertThat(matches.valueAt(TableCell.row(row).column(MatchesModel.WINNER)))
                .isEmpty();
    }

    private String question(DialogFixture ask) {
        return GuiActionRunner.execute(() -> String.valueOf(
                robot.finder().findByType(ask.target(), JOptionPane.class).getMessage() instanceof JLabel l
                        ? l.getText()
                        : ""));
    }

    @Test
    void print_without_a_printer_offers_to_save_the_results_page() throws Exception {
        press("printResults");
        DialogFixture ask = ask();
        String question = GuiActionRunner.execute(() -> String.valueOf(
                robot.finder().findByType(ask.target(), JOptionPane.class).getMessage()));
        assertThat(question).contains("No printer was found.", "Save the results page (HTML) instead");
        answer(ask, "Save the page…");
        JFileChooserFixture chooser = FileChoosers.shown(robot);
        Path page = home.resolve("club-results.html");
        chooser.fileNameTextBox().setText(page.toString());
        FileChoosers.approve(chooser);
        assertThat(page).exists();
        assertThat(Files.readString(page)).contains("<html", "Ann", "Bob", "Cid");
        assertThat(window.label("feedback").text()).contains("Results page saved");
    }

    /**
     * A button of the screen, pressed by its own action (it may sit below a small screen's edge); later, on the
     * event thread, since the question it asks holds that thread until it is answered.
     */
    private void press(String name) {
        JButton button = robot.finder().findByName(window.target(), name, JButton.class, false);
        assertThat(GuiActionRunner.execute(button::isEnabled))
                .as(name + " is on")
                .isTrue();
        SwingUtilities.invokeLater(button::doClick);
    }

    private DialogFixture ask() {
        DialogFixture ask = WindowFinder.findDialog("cupAskDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(ask);
        return ask;
    }

    private void answer(DialogFixture ask, String button) {
        ask.button(JButtonMatcher.withText(button)).click();
        ShownWindow.afterDialogClosed(window);
    }

    private List<String> journal() {
        return MainWindows.savedJournal(home);
    }

    /** Enters the winner of an open match by key; its row. */
    private static int winner(JTableFixture matches, String first, String second, int key) {
        String[][] cells = matches.contents();
        for (int r = 0; r < cells.length; r++) {
            if (cells[r][MatchesModel.FIRST].equals(first) && cells[r][MatchesModel.SECOND].equals(second)) {
                matches.selectRows(r).pressAndReleaseKeys(key);
                return r;
            }
        }
        throw new AssertionError("no match " + first + " – " + second + " in the table");
    }
}
