package org.caissier.ui.box;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.caissier.app.Wiring;
import org.caissier.table.Session;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Needs;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A tournament match sailed with the simulated box (the Java box simulator on a socat pty pair): the seat of the
 * boat to play is lit, a seat button says that seat's boat passed its mark (a buoy, then the finish line), and
 * the finish scores the tournament.
 */
@GuiTest
@Tag("serial")
@Needs(Needs.Tool.SOCAT)
class BoxSailsMatchGuiTest extends MainWindows.Shown {
    private static final long BOUND_S = 30;

    private DialogFixture box;

    @AfterEach
    void closeFirst() {
        GuiActionRunner.execute(frame::dispose);
    }

    @Test
    void seat_buttons_round_the_buoy_and_cross_the_finish_line_and_the_finish_scores_the_tournament() throws Exception {
        Path event = home.resolve("club.caissier");
        try (Session<?, ?> tournament =
                Session.create(event, Wiring.games().start("game cup-tournament Ann Bob Cid", home))) {
            tournament.submit("result Ann Cid");
        }
        assertThat(GuiActionRunner.execute(
                        () -> frame.startGame("game cup-match legs=1 \"event=" + event + "\" Bob Cid")))
                .isTrue();
        assertThat(GuiActionRunner.execute(() -> frame.boxControls().startSimulated()))
                .isTrue();
        box = WindowFinder.findDialog("simulatedBoxWindow")
                .withTimeout(BOUND_S, TimeUnit.SECONDS)
                .using(robot);
        ShownWindow.ensureReceivesInput(box);
        Settles.onScreen(
                "the box connected", () -> window.label("boxStatus").text().equals("Box: connected"));
        Settles.onScreen("seat 1 lit: Bob to play", () -> litSeat() == 1);

        play("card Bob 3 green");
        Settles.onScreen("seat 2 lit: Cid to play", () -> litSeat() == 2);
        box.button("simSeat2").click();
        Settles.onScreen(
                "Cid rounded the buoy", () -> window.label("boat2Leg").text().equals("Leg 2 of 2 · downwind"));
        box.button("simSeat2").click();
        Settles.onScreen(
                "Cid crossed the finish line",
                () -> window.label("matchHeadline").text().startsWith("Cid wins"));
        assertThat(Files.readAllLines(event)).contains("result Cid Bob");
    }

    private void play(String line) {
        assertThat(GuiActionRunner.execute(() -> frame.play(line))).as(line).isTrue();
    }

    private int litSeat() {
        return GuiActionRunner.execute(
                () -> frame.boxControls().simulatedWindow().orElseThrow().litSeat());
    }
}
