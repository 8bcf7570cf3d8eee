package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.nio.file.Path;
import java.util.Locale;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.app.Wiring;
import org.caissier.testing.GuiTest;
import org.caissier.testing.Robots;
import org.caissier.testing.Settles;
import org.caissier.ui.box.SimulatedBoxWindow;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The main window opens where it was left, but not on a screen that is gone; the simulated box's window does not
 * cover the journal.
 */
@GuiTest
class WindowPlacesGuiTest {
    @TempDir
    Path home;

    private Robot robot;
    private MainWindow window;

    @BeforeEach
    void robot() {
        robot = Robots.newRobot();
    }

    @AfterEach
    void close() {
        if (window != null) {
            GuiActionRunner.execute(() -> window.dispose());
        }
        robot.cleanUp();
    }

    private MainWindow start() {
        return GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.put("journal.open", "true"); // the journal beside the game, as on a wide screen
            settings.setLocale(Locale.ENGLISH);
            Theme.apply(false, 14);
            MainWindow w = new MainWindow(settings, Wiring.registry());
            w.setVisible(true);
            return w;
        });
    }

    @Test
    void the_main_window_opens_again_where_and_as_large_as_it_was_left() {
        window = start();
        Rectangle left = new Rectangle(37, 24, 560, 400);
        // Under Xvfb with no window manager, the X server's answer to the window's first placing may come after
        // the move and put it back (ShownWindow): move it until it stays, as a user's drag would.
        Settles.until("the window moved to " + left, () -> {
            robot.waitForIdle(); // still there once the display answered everything asked before
            return GuiActionRunner.execute(() -> {
                boolean there = window.getBounds().equals(left);
                if (!there) {
                    window.setBounds(left);
                }
                return there;
            });
        });
        GuiActionRunner.execute(() -> window.dispose());
        robot.waitForIdle();
        assertThat(new AppSettings(home).get("window.main", "")).isEqualTo("37,24,560,400");

        // Where the program puts the window as it shows it; what the X server makes of it later is no part of this.
        window = GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            return new MainWindow(settings, Wiring.registry());
        });
        assertThat(GuiActionRunner.execute(() -> window.getBounds())).isEqualTo(left);
    }

    @Test
    void a_place_on_a_screen_that_is_gone_is_not_used() {
        new AppSettings(home).put("window.main", "9000,40,1000,700");
        window = start();
        robot.waitForIdle();
        Rectangle screen =
                GuiActionRunner.execute(() -> window.getGraphicsConfiguration().getBounds());
        assertThat(screen.intersects(GuiActionRunner.execute(() -> window.getBounds())))
                .isTrue();
        assertThat(GuiActionRunner.execute(() -> window.getX())).isLessThan(9000);
    }

    @Test
    void the_simulated_box_does_not_cover_the_journal() {
        window = start();
        GuiActionRunner.execute(() -> window.startGame("game long-cours Ann Bob Cid"));
        assertThat(GuiActionRunner.execute(() -> window.boxControls().startSimulated()))
                .isTrue();
        robot.waitForIdle();
        Rectangle box = GuiActionRunner.execute(() -> {
            SimulatedBoxWindow w = window.boxControls().simulatedWindow().orElseThrow();
            return w.getBounds();
        });
        Rectangle journal = GuiActionRunner.execute(() -> {
            Component panel = robot.finder().findByName(window, "journalPanel", Component.class, false);
            return new Rectangle(panel.getLocationOnScreen(), panel.getSize());
        });
        assertThat(box.intersects(journal))
                .as("box " + box + ", journal " + journal)
                .isFalse();
    }
}
