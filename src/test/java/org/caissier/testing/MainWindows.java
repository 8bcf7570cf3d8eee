package org.caissier.testing;

import java.awt.Dimension;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.app.Wiring;
import org.caissier.ui.game.GameRegistry;
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.kit.UiTimer;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** The program's main window as a screen test needs it: every game, English, its own folder, a laptop's size. */
public final class MainWindows {
    private MainWindows() {}

    /**
     * A screen test of the whole program: before each test, a main window as {@link #show} makes it, on a new robot,
     * its games and preferences in the test's own folder {@code home}; after it, the window and the robot cleaned up
     * (after the test class's own {@code @AfterEach}, which may close a box or dispose of the window first).
     */
    public abstract static class Shown {
        @TempDir
        protected Path home;

        protected Robot robot;
        protected FrameFixture window;
        protected MainWindow frame;

        @BeforeEach
        protected final void showMainWindow() {
            robot = Robots.newRobot();
            window = show(robot, home, UiTimer.swing(), games(), journalOpen());
            frame = (MainWindow) window.target();
        }

        /** The games the window knows: the program's ({@link CheapSeal} for a test that types the spy's PIN). */
        protected GameRegistry games() {
            return Wiring.registry();
        }

        /** Whether the journal opens beside the game whatever the window's width (false: as the window places it). */
        protected boolean journalOpen() {
            return true;
        }

        @AfterEach
        protected final void cleanUpMainWindow() {
            window.cleanUp();
        }
    }

    /**
     * A screen test that shows its main window itself (after writing its preferences, at a size of its own, or more
     * than once): the test's folder {@code home}, and the last window it showed cleaned up after it.
     */
    public abstract static class ShownLater {
        @TempDir
        protected Path home;

        protected Robot robot;
        protected FrameFixture window;

        @AfterEach
        protected final void cleanUpShownWindow() {
            if (window != null) {
                window.cleanUp();
            }
        }
    }

    /** Shows a main window whose games and preferences live in {@code home}, ready for input. */
    public static FrameFixture show(Robot robot, Path home) {
        return show(robot, home, UiTimer.swing());
    }

    /** The same, with the window's timer (announcements taken down) in the test's hands. */
    public static FrameFixture show(Robot robot, Path home, UiTimer timer) {
        return show(robot, home, timer, Wiring.registry());
    }

    /** The same, with these games. */
    public static FrameFixture show(Robot robot, Path home, UiTimer timer, GameRegistry games) {
        return show(robot, home, timer, games, true);
    }

    /**
     * The same, the journal open beside the game as on a screen 1500 px wide or more (JournalDrawer: the screen
     * tests read and click it), or ({@code journalOpen} false) as the window places it for its width: folded on a
     * laptop, as the screen audit and the explorer see it.
     */
    public static FrameFixture show(Robot robot, Path home, UiTimer timer, GameRegistry games, boolean journalOpen) {
        MainWindow frame = GuiActionRunner.execute(() -> {
            AppSettings settings = new AppSettings(home);
            settings.setLocale(Locale.ENGLISH);
            if (journalOpen) {
                settings.put("journal.open", "true");
            }
            Theme.apply(false, 14);
            return new MainWindow(settings, games, timer);
        });
        FrameFixture window = new FrameFixture(robot, frame);
        // show() alone packs the frame to its smallest size; a table at a game night is larger.
        window.show(new Dimension(1280, 860));
        ShownWindow.ensureReceivesInput(window);
        return window;
    }

    /** The game the window saved under {@code home} (a test starts one game). */
    public static Path savedGame(Path home) {
        try (var files = Files.list(home.resolve("games"))) {
            return files.filter(p -> p.toString().endsWith(".caissier"))
                    .findFirst()
                    .orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The lines of that game's journal. */
    public static List<String> savedJournal(Path home) {
        try {
            return Files.readAllLines(savedGame(home));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
