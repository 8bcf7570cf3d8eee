package org.caissier.ui.box;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import javax.swing.JLabel;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.device.BoxSimulator;
import org.caissier.device.SimulatedBox;
import org.caissier.device.serial.SocatPair;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Needs;
import org.caissier.testing.Robots;
import org.caissier.testing.Settles;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Box → Connect with a box of its own: the Java box simulator on one end of a socat pty pair, the other end's path
 * typed in the dialog. The status bar says connected and the dice are the box's, the port is remembered, and
 * disconnecting gives the table back the dice it had before and says, once the port is closed, that the box is
 * disconnected.
 */
@GuiTest
@Tag("serial")
@Needs(Needs.Tool.SOCAT)
class ConnectDialogGuiTest {
    private static final long BOUND_S = 30;

    @TempDir
    Path home;

    @TempDir
    Path ptys;

    private SocatPair socat;
    private BoxSimulator simulator;
    private Robot robot;
    private FrameFixture window;

    @BeforeEach
    void open() throws Exception {
        socat = new SocatPair(ptys).start();
        simulator = new BoxSimulator(socat.b().toString(), SimulatedBox.defaultIdentity(), new Random(7));
        simulator.start();
        robot = Robots.newRobot();
        window = MainWindows.show(robot, home);
    }

    @AfterEach
    void close() {
        try {
            if (window != null) {
                MainWindow frame = (MainWindow) window.target();
                // Closing the main window lets the box go (its port is closed).
                GuiActionRunner.execute(frame::dispose);
                assertThat(GuiActionRunner.execute(() -> frame.box().active())).isFalse();
                window.cleanUp();
            }
        } finally {
            if (simulator != null) {
                simulator.close();
            }
            if (socat != null) {
                socat.close();
            }
        }
    }

    @Test
    void a_path_typed_in_the_dialog_connects_the_box_is_remembered_and_disconnecting_gives_the_dice_back() {
        String port = socat.a().toString();
        window.menuItem("menuDiceTyped").click();
        window.label("statusDice").requireText("Dice: real dice, typed in");
        assertThat(boxStatusShown()).as("box status shown").isFalse();

        window.menuItem("menuBoxConnect").click();
        DialogFixture connect = dialog("boxConnectDialog");
        ShownWindow.ensureReceivesInput(connect);
        // Nothing remembered yet: the dialog offers to ask every port.
        connect.textBox("boxPortField").requireText("auto");
        // Keys only; Enter presses Connect.
        connect.textBox("boxPortField").deleteText().enterText(port).pressAndReleaseKeys(KeyEvent.VK_ENTER);
        ShownWindow.afterDialogClosed(window);

        Settles.onScreen(
                "the box connected", () -> window.label("boxStatus").text().equals("Box: connected"));
        assertThat(boxStatusShown()).as("box status shown").isTrue();
        Settles.onScreen(
                "the box's dice", () -> window.label("statusDice").text().equals("Dice: the box"));
        assertThat(new AppSettings(home).get("box.port", null)).isEqualTo(port);

        window.menuItem("menuBoxDisconnect").requireEnabled().click();
        // The port thread is stopped off the EDT: the status says so, then what came of it.
        Settles.onScreen(
                "the box let go", () -> window.label("boxStatus").text().equals("Box: disconnected"));
        window.label("statusDice").requireText("Dice: real dice, typed in");
        window.menuItem("menuBoxDisconnect").requireDisabled();
        assertThat(GuiActionRunner.execute(
                        () -> ((MainWindow) window.target()).box().active()))
                .isFalse();
        // The port stays remembered for the next time.
        assertThat(new AppSettings(home).get("box.port", null)).isEqualTo(port);
    }

    @Test
    void the_dialog_offers_the_port_last_used_and_cancel_connects_nothing() {
        String port = socat.a().toString();
        // A window opened again after an evening with the box on this port.
        GuiActionRunner.execute(() -> window.target().dispose());
        new AppSettings(home).put("box.port", port);
        window = MainWindows.show(robot, home);

        window.menuItem("menuBoxConnect").click();
        DialogFixture connect = dialog("boxConnectDialog");
        ShownWindow.ensureReceivesInput(connect);
        connect.textBox("boxPortField").requireText(port);
        connect.button("boxConnectCancel").focus().pressAndReleaseKeys(KeyEvent.VK_SPACE);

        assertThat(boxStatusShown()).as("box status shown").isFalse();
        window.label("statusDice").requireText("Dice: on screen");
        window.menuItem("menuBoxDisconnect").requireDisabled();
        assertThat(GuiActionRunner.execute(
                        () -> ((MainWindow) window.target()).box().active()))
                .isFalse();
    }

    /** The box's part of the status bar is hidden while no box is in use (a fixture finds only shown labels). */
    private boolean boxStatusShown() {
        JLabel status = robot.finder().findByName(window.target(), "boxStatus", JLabel.class, false);
        return GuiActionRunner.execute(status::isShowing);
    }

    private DialogFixture dialog(String name) {
        return WindowFinder.findDialog(name)
                .withTimeout(BOUND_S, TimeUnit.SECONDS)
                .using(robot);
    }
}
