package org.caissier.cup.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.Map;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JTableFixture;
import org.caissier.testing.ActionPlaces;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.junit.jupiter.api.Test;

/**
 * Nothing played by accident in the Cup: the actions of the tournament, the regatta and the match assistant keep
 * their places through a scripted event, the keyboard is where the next result is entered after each action, and
 * a refused action says its rule on the first press.
 */
@GuiTest
class SteadyCupActionsGuiTest extends MainWindows.Shown {
    private static final String[] TOURNAMENT = {
        "dsqButton", "withdrawButton", "endRoundRobinButton", "matchesTable", "exportResults"
    };
    private static final String[] REGATTA = {"playRace", "clearRace", "sailRace", "correctRace", "raceField", "crew-Ann"
    };
    private static final String[] MATCH = {
        "matchDiscard",
        "matchMiss",
        "matchTack",
        "matchLeeward",
        "matchShadow",
        "matchWind",
        "matchPivot",
        "matchScore",
        "matchBack",
        "matchEntry",
        "boat1Mark",
        "boat2Dsq"
    };

    @Test
    void the_tournaments_actions_stay_in_place_and_the_keyboard_stays_on_the_next_match_to_enter() {
        start("game cup-tournament Ann Bob Cid Dan");
        Map<String, Point> first = ActionPlaces.of(robot, window.target(), TOURNAMENT);
        JTableFixture matches = window.table("matchesTable");
        matches.selectRows(0);
        for (int result = 0; result < 4; result++) {
            matches.pressAndReleaseKeys(result % 2 == 0 ? KeyEvent.VK_1 : KeyEvent.VK_2);
            assertThat(ActionPlaces.of(robot, window.target(), TOURNAMENT)).isEqualTo(first);
            assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("matchesTable");
            // The selection moved on to a match with no winner yet: the next key enters it.
            int selected = GuiActionRunner.execute(() -> matches.target().getSelectedRow());
            assertThat(matches.valueAt(TableCell.row(selected).column(MatchesModel.WINNER)))
                    .isEmpty();
        }
        assertThat(MainWindows.savedJournal(home).stream().filter(l -> l.startsWith("result ")))
                .hasSize(4);
    }

    @Test
    void a_refused_tournament_action_says_why_on_the_first_click() {
        start("game cup-tournament Ann Bob Cid");
        // A bye's row: nobody won it, so there is no winner to disqualify.
        JTableFixture matches = window.table("matchesTable");
        String[][] cells = matches.contents();
        int bye = 0;
        while (!cells[bye][MatchesModel.SECOND].equals("bye")) {
            bye++;
        }
        matches.selectRows(bye);
        String why = GuiActionRunner.execute(
                () -> window.button("dsqButton").target().getToolTipText());
        assertThat(why).isNotBlank();
        window.button("dsqButton").requireDisabled().click();
        window.label("dsqButtonRefusal").requireVisible();
        assertThat(window.label("feedback").text()).contains(why);
        assertThat(MainWindows.savedJournal(home)).noneMatch(l -> l.startsWith("result "));
    }

    @Test
    void the_regattas_actions_stay_in_place_and_the_keyboard_stays_in_the_race_field() {
        start("game cup-regatta Ann Bob Cid");
        Map<String, Point> first = ActionPlaces.of(robot, window.target(), REGATTA);
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("raceField");
        for (String race : new String[] {"Ann Bob Cid", "Cid Ann Bob", "Bob Cid Ann"}) {
            robot.enterText(race);
            robot.pressAndReleaseKeys(KeyEvent.VK_ENTER);
            assertThat(ActionPlaces.of(robot, window.target(), REGATTA)).isEqualTo(first);
            assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("raceField");
        }
        assertThat(MainWindows.savedJournal(home)).contains("race Ann Bob Cid", "race Cid Ann Bob", "race Bob Cid Ann");
    }

    @Test
    void the_match_assistants_actions_stay_in_place_and_the_keyboard_stays_in_the_card_line() {
        start("game cup-match Ann Bob");
        Map<String, Point> first = ActionPlaces.of(robot, window.target(), MATCH);
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("matchEntry");
        robot.enterText("3 g");
        robot.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        assertThat(ActionPlaces.of(robot, window.target(), MATCH)).isEqualTo(first);
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("matchEntry");
        altAnd("matchTack"); // from the keyboard: the test window is taller than a laptop's screen
        assertThat(ActionPlaces.of(robot, window.target(), MATCH)).isEqualTo(first);
        assertThat(ActionPlaces.focusOwnerName(robot)).isEqualTo("matchEntry");
        robot.enterText("4 g");
        robot.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        assertThat(ActionPlaces.of(robot, window.target(), MATCH)).isEqualTo(first);
        assertThat(MainWindows.savedJournal(home)).containsSubsequence("card Ann 3 green", "tack Bob");
        // Scoring in an event this match does not belong to is refused on the first press, with why.
        window.button("matchScore").requireDisabled();
        altAnd("matchScore");
        window.label("matchScoreRefusal").requireVisible();
        assertThat(window.label("feedback").text()).contains("event");
    }

    @Test
    void a_double_click_on_a_crew_names_him_once() {
        start("game cup-regatta Ann Bob Cid");
        window.button("crew-Ann").doubleClick();
        robot.waitForIdle();
        window.textBox("raceField").requireText("Ann");
        window.button("crew-Bob").click();
        window.textBox("raceField").requireText("Ann Bob");
        window.button("clearRace").doubleClick();
        robot.waitForIdle();
        window.textBox("raceField").requireText("");
    }

    @Test
    void a_double_click_on_a_boats_button_plays_once_and_its_keys_play_as_often_as_typed() {
        start("game cup-match Ann Bob");
        window.button("boat1Mark").doubleClick();
        robot.waitForIdle();
        assertThat(MainWindows.savedJournal(home).stream().filter(l -> l.equals("round Ann")))
                .hasSize(1);
        // Alt+seat is the keyboard's mark: two typed quickly are two marks.
        seatKey(KeyEvent.VK_1);
        seatKey(KeyEvent.VK_1);
        assertThat(MainWindows.savedJournal(home).stream().filter(l -> l.equals("round Ann")))
                .hasSize(3);
        // A second disqualification would be refused: the double-click plays the first one only.
        window.button("boat2Dsq").doubleClick();
        robot.waitForIdle();
        assertThat(MainWindows.savedJournal(home).stream().filter(l -> l.startsWith("dsq ")))
                .containsExactly("dsq Bob");
        assertThat(window.label("feedback").text()).startsWith("✔");
    }

    private void seatKey(int digit) {
        robot.pressKey(KeyEvent.VK_ALT);
        robot.pressAndReleaseKey(digit);
        robot.releaseKey(KeyEvent.VK_ALT);
    }

    /** The button's Alt+letter, typed where the keyboard is. */
    private void altAnd(String button) {
        int letter =
                GuiActionRunner.execute(() -> window.button(button).target().getMnemonic());
        assertThat(letter).as(button + "'s letter").isNotZero();
        robot.pressKey(KeyEvent.VK_ALT);
        robot.pressAndReleaseKey(letter);
        robot.releaseKey(KeyEvent.VK_ALT);
        robot.waitForIdle();
    }

    private void start(String gameLine) {
        assertThat(GuiActionRunner.execute(() -> frame.startGame(gameLine))).isTrue();
        robot.waitForIdle();
    }
}
