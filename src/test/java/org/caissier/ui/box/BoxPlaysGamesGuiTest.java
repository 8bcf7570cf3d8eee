package org.caissier.ui.box;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.JButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Needs;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Long Cours and Pistes played from the simulated box: the Java box simulator on a socat pty pair, driven through its own
 * window, the program on the other end. Seat buttons end turns (only the seat to play may), the roll
 * button does the resale with the faces the box rolled, and the box lights the seat whose turn it is.
 */
@GuiTest
@Tag("serial")
@Needs(Needs.Tool.SOCAT)
class BoxPlaysGamesGuiTest extends MainWindows.Shown {
    private static final long BOUND_S = 30;

    /** The simulated box's own window, whose buttons the players click. */
    private DialogFixture box;

    @AfterEach
    void closeFirst() {
        // Closing the main window stops the box, the simulator and socat.
        GuiActionRunner.execute(frame::dispose);
        assertThat(GuiActionRunner.execute(() -> frame.box().active())).isFalse();
    }

    @Test
    void seat_buttons_end_the_turn_of_their_own_seat_only_and_the_roll_button_does_the_resale() throws Exception {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game long-cours Ann Bob Cid")))
                .isTrue();
        window.label("turnLabel").requireText("Round 1 — Ann to play");

        // what the Box menu's "Start the simulated box" does
        assertThat(GuiActionRunner.execute(() -> frame.boxControls().startSimulated()))
                .isTrue();
        box = boxWindow();
        box.button("simSeat6").requireEnabled();
        Settles.onScreen(
                "the box connected", () -> window.label("boxStatus").text().equals("Box: connected"));
        window.label("statusDice").requireText("Dice: the box");
        Settles.onScreen("seat 1 lit", () -> litSeat() == 1);
        Settles.onScreen("seat 1 shown lit in the box's window", () -> shownLit(1));

        play("place Ann Marseille");
        play("buy Ann 2");
        press(2);
        Settles.onScreen(
                "the feedback to say it is not seat 2's turn",
                () -> window.label("feedback")
                        .text()
                        .contains("Seat 2 pressed, but it is not that seat's turn: it is Ann's (seat 1)."));
        window.label("turnLabel").requireText("Round 1 — Ann to play");
        press(1);
        Settles.onScreen("Bob to play", () -> window.label("turnLabel").text().equals("Round 1 — Bob to play"));
        Settles.onScreen("seat 2 lit", () -> litSeat() == 2);

        play("place Bob Hambourg");
        play("buy Bob 1");
        press(2);
        Settles.onScreen("Cid to play", () -> window.label("turnLabel").text().equals("Round 1 — Cid to play"));
        play("place Cid \"San Francisco\"");
        play("buy Cid 1");
        press(3);
        Settles.onScreen(
                "Ann to play again", () -> window.label("turnLabel").text().equals("Round 2 — Ann to play"));
        Settles.onScreen("seat 1 lit again", () -> litSeat() == 1);

        // Ann's turn: the roll button rolls the box's dice, and the resale that is due uses its faces.
        box.button("simRollButton").click();
        Settles.onScreen(
                "the resale in the journal",
                () -> MainWindows.savedJournal(home).stream().anyMatch(l -> l.matches("resell Ann [1-6] dice=box")));
        assertThat(window.robot()
                        .finder()
                        .findByName("resellButton", JButton.class, false)
                        .isEnabled())
                .isFalse();
        assertThat(MainWindows.savedJournal(home))
                .filteredOn(l -> l.startsWith("end "))
                .containsExactly("end Ann", "end Bob", "end Cid");
        assertThat(window.label("boxStatus").text()).isEqualTo("Box: connected");
    }

    @Test
    void in_pistes_the_roll_button_rolls_the_two_dice_for_the_planned_stage_and_the_driver_seat_lights()
            throws Exception {
        assertThat(GuiActionRunner.execute(() -> frame.startGame("game pistes Ann Bob")))
                .isTrue();
        assertThat(GuiActionRunner.execute(() -> frame.boxControls().startSimulated()))
                .isTrue();
        box = boxWindow();
        Settles.onScreen(
                "the box connected", () -> window.label("boxStatus").text().equals("Box: connected"));
        Settles.onScreen("seat 1 lit", () -> litSeat() == 1);

        // Nothing planned yet: the roll button says so and plays nothing.
        box.button("simRollButton").click();
        Settles.onScreen(
                "the feedback to say there is nothing to roll",
                () -> window.label("feedback").text().contains("nothing to roll"));

        window.textBox("sectionField").click();
        window.textBox("sectionField").enterText("R 19\n");
        window.textBox("sectionField").enterText("J 11\n");
        window.textBox("sectionField").enterText("B 14\n");
        window.label("stagePoints").requireText(Pattern.compile(".*171.*"));
        box.button("simRollButton").click();
        Settles.onScreen(
                "the drive in the journal",
                () -> MainWindows.savedJournal(home).stream()
                        .anyMatch(l -> l.matches("drive Ann R19 J11 B14 [1-6] [1-6] dice=box")));
        Settles.onScreen("seat 2 lit", () -> litSeat() == 2);
    }

    private void play(String line) {
        assertThat(GuiActionRunner.execute(() -> frame.play(line))).as(line).isTrue();
    }

    private int litSeat() {
        return GuiActionRunner.execute(() -> simulated().litSeat());
    }

    private SimulatedBoxWindow simulated() {
        return frame.boxControls().simulatedWindow().orElseThrow();
    }

    private void press(int seat) {
        box.button("simSeat" + seat).click();
    }

    private DialogFixture boxWindow() {
        DialogFixture shown = dialog("simulatedBoxWindow");
        ShownWindow.ensureReceivesInput(shown);
        return shown;
    }

    /** The seat's button on the simulated box's window wears the light's amber. */
    private boolean shownLit(int seat) {
        return box.button("simSeat" + seat).target().getBackground().equals(new Color(0xFFC107));
    }

    private DialogFixture dialog(String name) {
        return WindowFinder.findDialog(name)
                .withTimeout(BOUND_S, TimeUnit.SECONDS)
                .using(robot);
    }
}
