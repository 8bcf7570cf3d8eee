package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.core.NameMatcher;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.Test;

/**
 * Nothing played by accident: the actions keep their places through a scripted game, the second click of a
 * double-click plays nothing, a refused action answers on the first press, and the keyboard is on the point-of-call
 * list after every action.
 */
@GuiTest
class SteadyActionsGuiTest extends MainWindows.Shown {
    private static final String[] ACTIONS = {
        "placeButton",
        "buyButton",
        "moveButton",
        "directButton",
        "resellButton",
        "stormButton",
        "brawlButton",
        "moreActions",
        "endTurnButton"
    };

    @Test
    void the_actions_stay_in_place_and_the_keyboard_on_the_point_of_call_list_after_each_action() {
        startGame();
        Map<String, Point> first = positions();
        placeBuyEnd("Marseille", 2);
        placeBuyEnd("Hambourg", 1);
        placeBuyEnd("San Francisco", 1);
        window.comboBox("stopPicker").selectItem("Le Havre");
        window.button("resellButton").click();
        afterAction(first);
        window.button("moveButton").click();
        afterAction(first);
        window.button("endTurnButton").click();
        afterAction(first);
    }

    @Test
    void a_double_click_on_resell_resells_once_and_moves_nowhere() {
        startGame();
        placeBuyEnd("Marseille", 2);
        placeBuyEnd("Hambourg", 1);
        placeBuyEnd("San Francisco", 1);
        window.comboBox("stopPicker").selectItem("Le Havre");
        window.button("resellButton").doubleClick();
        robot.waitForIdle();
        assertThat(MainWindows.savedJournal(home))
                .anyMatch(l -> l.startsWith("resell Ann"))
                .noneMatch(l -> l.startsWith("move Ann"));
    }

    @Test
    void a_buy_over_the_cash_is_refused_on_the_first_click() {
        startGame();
        window.comboBox("stopPicker").selectItem("Marseille");
        window.button("placeButton").click();
        window.spinner("buyAmount").enterText("50");
        window.button("buyButton").click();
        window.label("buyRefusal").requireVisible();
        assertThat(window.label("buyRefusal").text()).contains("3");
        assertThat(window.label("feedback").text()).contains("50");
        assertThat(MainWindows.savedJournal(home)).noneMatch(l -> l.startsWith("buy "));
    }

    @Test
    void a_refused_action_says_its_rule_on_the_first_click_and_on_its_letter() {
        startGame();
        window.button("resellButton").requireDisabled().click();
        assertThat(window.label("feedback").text()).contains("LC-");
        window.label("resellButtonRefusal").requireVisible();
        GuiActionRunner.execute(() -> window.label("feedback").target().setText(" "));
        int letter = GuiActionRunner.execute(
                () -> window.button("resellButton").target().getMnemonic());
        assertThat(letter).isNotZero();
        altAnd(letter);
        assertThat(window.label("feedback").text()).contains("LC-");
        assertThat(MainWindows.savedJournal(home)).noneMatch(l -> l.startsWith("resell "));
    }

    @Test
    void undo_to_here_of_more_than_one_line_asks_first_and_cancel_is_the_default() {
        startGame();
        placeBuyEnd("Marseille", 2);
        int lines = MainWindows.savedJournal(home).size();
        // The place line of Ann: three lines go with it (place, buy, end).
        // Delete on a journal line is Undo to here, from the keyboard.
        window.list("journalList").clickItem(0).pressAndReleaseKeys(KeyEvent.VK_DELETE);
        DialogFixture ask = WindowFinder.findDialog("undoToHereDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(ask);
        assertThat(ask.optionPane().target().getMessage().toString())
                .contains("3 lines")
                .contains("Marseille");
        ask.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        ShownWindow.afterDialogClosed(window);
        assertThat(MainWindows.savedJournal(home)).hasSize(lines).noneMatch(l -> l.startsWith("#undone"));
        window.list("journalList").clickItem(0).pressAndReleaseKeys(KeyEvent.VK_DELETE);
        ask = WindowFinder.findDialog("undoToHereDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(ask);
        ask.button(JButtonMatcher.withText("Take back 3 lines")).click();
        ShownWindow.afterDialogClosed(window);
        assertThat(MainWindows.savedJournal(home)).anyMatch(l -> l.startsWith("#undone place Ann"));
    }

    /** Alt+letter, typed where the keyboard is. */
    private void altAnd(int letter) {
        robot.pressKey(KeyEvent.VK_ALT);
        robot.pressAndReleaseKey(letter);
        robot.releaseKey(KeyEvent.VK_ALT);
        robot.waitForIdle();
    }

    private void afterAction(Map<String, Point> first) {
        robot.waitForIdle();
        assertThat(positions()).isEqualTo(first);
        assertThat(focusOwner()).isSameAs(window.comboBox("stopPicker").target());
    }

    private Map<String, Point> positions() {
        return GuiActionRunner.execute(() -> {
            Map<String, Point> at = new LinkedHashMap<>();
            for (String name : ACTIONS) {
                Component c = robot.finder().findByName(window.target(), name, Component.class, false);
                at.put(name, c.getLocationOnScreen());
            }
            return at;
        });
    }

    private Component focusOwner() {
        return GuiActionRunner.execute(
                () -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }

    private void startGame() {
        robot.moveMouse(window.target(), 10, 10);
        window.button("new-long-cours").click();
        DialogFixture newGame = WindowFinder.findDialog("newLongCoursDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(newGame);
        newGame.textBox("playerName1").enterText("Ann");
        newGame.textBox("playerName2").enterText("Bob");
        newGame.textBox("playerName3").enterText("Cid\n");
        // The game starts off the EDT: its screen comes a moment later on a loaded machine.
        Settles.until(
                "the game's actions",
                () -> !robot.finder()
                        .findAll(new NameMatcher("placeButton", true))
                        .isEmpty());
        ShownWindow.afterDialogClosed(window);
    }

    private void placeBuyEnd(String port, int amount) {
        window.comboBox("stopPicker").selectItem(port);
        window.button("placeButton").click();
        window.spinner("buyAmount").enterTextAndCommit(String.valueOf(amount));
        window.button("buyButton").click();
        window.button("endTurnButton").click();
    }
}
