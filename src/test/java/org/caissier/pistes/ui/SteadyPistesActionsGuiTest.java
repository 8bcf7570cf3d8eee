package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.ActionPlaces;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ScreenLayout;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Nothing played by accident in Pistes: Roll, More and the section field keep their places through a scripted race,
 * the keyboard is in the next driver's section field after each action, a refused Roll says why on the first press,
 * and the second click of a double-click on Roll rolls nothing.
 */
@GuiTest
class SteadyPistesActionsGuiTest extends MainWindows.Shown {
    private static final String[] ACTIONS = {"rollButton", "moreStageActions", "sectionField", "addSection"};

    @BeforeEach
    void open() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game pistes Ann Bob")))
                .isTrue();
        robot.waitForIdle();
    }

    @Test
    void the_actions_stay_in_place_and_the_keyboard_goes_to_the_next_drivers_field_after_each_action() {
        // Dice typed in, so that each drive gives the same result: no event, whose words fit beside its banner.
        window.menuItem("menuDiceTyped").click();
        Map<String, Point> first = ActionPlaces.of(robot, window.target(), ACTIONS);
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("sectionField");
        drive("R 19", "3 4"); // Ann
        afterAction(first);
        drive("R 19 J 11", "1 2"); // Bob
        afterAction(first);
        window.toggleButton("moreStageActions").click();
        window.button("passButton").click(); // Ann stays put
        afterAction(first);
        drive("B 14", "2 5"); // Bob
        afterAction(first);
    }

    @Test
    void a_long_worded_result_moves_none_of_the_stages_controls_and_shows_whole() {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game pistes Maximilien-Alexandre Bob")))
                .isTrue();
        robot.waitForIdle();
        window.menuItem("menuDiceTyped").click();
        Map<String, Point> first = ActionPlaces.of(robot, window.target(), ACTIONS);
        // No spare wheel: a puncture halves the stage, and the result says how far along each of its sections.
        drive("R 19 J 11 B 14", "3 4");
        assertThat(window.label("halfLabel").text()).contains("R 19", "J 3 of 11", "B 14");
        afterAction(first);
        JLabel half = window.label("halfLabel").target();
        assertThat(GuiActionRunner.execute(() -> ScreenLayout.wholeInSight(half)))
                .as("the result whole")
                .isTrue();
        drive("R 19", "3 4"); // Bob: no event, a short result again
        afterAction(first);
    }

    @Test
    void a_refused_roll_says_why_on_the_first_click_and_on_its_letter() {
        window.button("rollButton").requireDisabled().click();
        window.label("rollButtonRefusal").requireVisible();
        String said = window.label("feedback").text();
        assertThat(said).isNotBlank();
        GuiActionRunner.execute(() -> window.label("feedback").target().setText(" "));
        robot.pressKey(KeyEvent.VK_ALT);
        robot.pressAndReleaseKey(KeyEvent.VK_R);
        robot.releaseKey(KeyEvent.VK_ALT);
        robot.waitForIdle();
        assertThat(window.label("feedback").text()).isEqualTo(said);
        assertThat(MainWindows.savedJournal(home)).noneMatch(l -> l.startsWith("drive "));
    }

    @Test
    void a_double_click_on_roll_drives_once() {
        window.textBox("sectionField").enterText("R 19\n");
        window.button("rollButton").doubleClick();
        robot.waitForIdle();
        assertThat(MainWindows.savedJournal(home).stream().filter(l -> l.startsWith("drive ")))
                .hasSize(1);
    }

    /** The sections typed, Roll, the dice typed in their dialog: the keyboard is then back in the window. */
    private void drive(String sections, String dice) {
        window.textBox("sectionField").enterText(sections + "\n");
        window.button("rollButton").click();
        DialogFixture typed = WindowFinder.findDialog("typedDiceDialog")
                .withTimeout(30, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(typed);
        typed.textBox("typedDiceField").enterText(dice + "\n");
        ShownWindow.afterDialogClosed(window);
    }

    private void afterAction(Map<String, Point> first) {
        assertThat(ActionPlaces.of(robot, window.target(), ACTIONS)).isEqualTo(first);
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("sectionField");
    }
}
