package org.caissier.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.AWTException;
import java.awt.Dimension;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.imageio.ImageIO;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.app.Wiring;
import org.caissier.testing.Robots;
import org.caissier.testing.ScreenAudit;
import org.caissier.testing.ScreenAudit.Checks;
import org.caissier.testing.ScreenAudit.Fault;
import org.caissier.testing.ScreenChecks;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.kit.UiTimer;

/**
 * The main window as the screen audit looks at it: maximised on a laptop's display, in English at text 16, every
 * look at it (or at a window it opened) audited, its key starting with the laptop's size, and with
 * {@code -Daudit.shots=DIR} the whole screen saved as the audit saw it, for a person to look at.
 */
final class AuditWindow {
    /** The laptops' screens the audit runs on: a 14-inch at 150 %, a projector; the commonest laptop. */
    static final List<Dimension> LAPTOPS = List.of(new Dimension(1280, 720), new Dimension(1366, 768));

    final Robot robot;
    final MainWindow frame;
    private final FrameFixture fixture;
    /** The screen's size, first words of every fault's key ("1280×720 "). */
    final String laptop;

    private AuditWindow(Robot robot, MainWindow frame, FrameFixture fixture, String laptop) {
        this.robot = robot;
        this.frame = frame;
        this.fixture = fixture;
        this.laptop = laptop;
    }

    /**
     * The window maximised as a window manager would, on the display the audit runs on (one of the laptops',
     * {@code .ci/run} starts one of each), its games and settings in {@code home}. With no window manager (Xvfb in
     * CI) the frame has no title bar, so it is made as much shorter as a title bar would take.
     */
    static AuditWindow onALaptop(Path home) {
        Dimension screen =
                GuiActionRunner.execute(() -> Toolkit.getDefaultToolkit().getScreenSize());
        assertThat(LAPTOPS)
                .as("the audit measures on a laptop's display (.ci/run starts one of each)")
                .contains(screen);
        Robot robot = Robots.newRobot();
        MainWindow made = GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            settings.setFontSize(16);
            Theme.apply(false, 16);
            return new MainWindow(settings, Wiring.registry(), UiTimer.swing());
        });
        FrameFixture fixture = new FrameFixture(robot, made);
        fixture.show();
        GuiActionRunner.execute(() -> made.setExtendedState(Frame.MAXIMIZED_BOTH));
        robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            Rectangle usable = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
            if (made.getInsets().top == 0) {
                made.setExtendedState(Frame.NORMAL);
                made.setBounds(usable.x, usable.y, usable.width, usable.height - 30);
            }
        });
        ShownWindow.ensureReceivesInput(fixture);
        return new AuditWindow(robot, made, fixture, screen.width + "×" + screen.height + " ");
    }

    /** The main window in {@code state}, seen {@code how} (a language and size). */
    List<Fault> look(String state, String how, Checks checks) {
        robot.waitForIdle();
        // A second pass: some views size their columns once the first layout told them their width.
        GuiActionRunner.execute(frame::validate);
        robot.waitForIdle();
        return audit(frame, state + " " + how, checks);
    }

    /** Another window of the program, in {@code where} (a state, a language and size). */
    List<Fault> audit(Window w, String where, Checks checks) {
        robot.waitForIdle();
        List<Fault> found = GuiActionRunner.execute(() -> ScreenAudit.of(w, laptop + where, checks));
        shoot(laptop + where);
        return found;
    }

    /** The table display of the open game in a window of the laptop's whole screen. */
    List<Fault> tableDisplay(String state) {
        GuiActionRunner.execute(frame::toggleTableDisplay);
        robot.waitForIdle();
        Window display = GuiActionRunner.execute(() -> {
            for (Window w : Window.getWindows()) {
                if ("tableDisplay".equals(w.getName()) && w.isShowing()) {
                    w.setBounds(
                            GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds());
                    if (w instanceof Frame f) {
                        f.setExtendedState(Frame.MAXIMIZED_BOTH); // as a window manager would place it
                    }
                    return w;
                }
            }
            return null;
        });
        if (display == null) {
            return List.of(new Fault(state + " table display · tableDisplay · does not open", ""));
        }
        robot.waitForIdle();
        List<Fault> found = GuiActionRunner.execute(() -> {
            display.validate();
            String where = laptop + state + " table display en 16";
            List<Fault> all = new ArrayList<>(ScreenAudit.of(display, where, new Checks(true, true, false)));
            all.addAll(ScreenChecks.displayWords(display, where));
            return all;
        });
        GuiActionRunner.execute(frame::toggleTableDisplay);
        robot.waitForIdle();
        return found;
    }

    void cleanUp() {
        fixture.cleanUp();
    }

    /** With {@code -Daudit.shots=DIR}, the whole screen in DIR/STATE.png. Off by default (the audit's time). */
    private static void shoot(String name) {
        String dir = System.getProperty("audit.shots");
        if (dir == null) {
            return;
        }
        try {
            BufferedImage screen = new java.awt.Robot()
                    .createScreenCapture(
                            new Rectangle(Toolkit.getDefaultToolkit().getScreenSize()));
            Path file = Files.createDirectories(Path.of(dir)).resolve(name.replaceAll("[^\\w.-]+", "_") + ".png");
            ImageIO.write(screen, "png", file.toFile());
        } catch (AWTException | IOException e) {
            System.out.println("screen audit: no screenshot of " + name + ": " + e);
        }
    }
}
