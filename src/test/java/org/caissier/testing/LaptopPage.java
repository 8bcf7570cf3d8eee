package org.caissier.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.ui.kit.ArrangedPanel;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game's golden journal in the main window of a 1366 × 768 laptop at a text size, the journal folded to its tab
 * as it starts on such a screen: what a test of a page's fit looks at, and how it reaches a part of it.
 */
public final class LaptopPage implements AutoCloseable {
    private final Robot robot;
    private final FrameFixture window;

    /** A test of pages: each test opens one ({@link #open}) in its own folder {@code home}; it is closed after. */
    public abstract static class Tested {
        @TempDir
        protected Path home;

        protected LaptopPage page;

        protected void open(String game, int textSize) throws IOException {
            open(game, textSize, "en");
        }

        protected void open(String game, int textSize, String language) throws IOException {
            page = LaptopPage.open(home, game, textSize, language);
        }

        @AfterEach
        void closePage() {
            if (page != null) {
                page.close();
            }
        }
    }

    private LaptopPage(Robot robot, FrameFixture window) {
        this.robot = robot;
        this.window = window;
    }

    /** Opens {@code golden/GAME.caissier}, copied into {@code home}, at {@code textSize} pt, in English. */
    public static LaptopPage open(Path home, String game, int textSize) throws IOException {
        return open(home, game, textSize, "en");
    }

    /** As above, in {@code language} ("en", "fr"). */
    public static LaptopPage open(Path home, String game, int textSize, String language) throws IOException {
        // The View menu's "Larger text" steps from the size the settings hold: one step up reaches textSize.
        Files.writeString(home.resolve("settings.properties"), "fontSize=" + (textSize - 2) + "\n");
        Path file = home.resolve("club.caissier");
        Files.copy(Path.of("src/test/resources/golden", game + ".caissier"), file);
        Robot robot = Robots.newRobot();
        FrameFixture window = MainWindows.show(robot, home);
        window.menuItem("menuBigger").click();
        if (language.equals("fr")) {
            window.menuItem("menuFrench").click();
        }
        GuiActionRunner.execute(() -> window.target().setSize(new Dimension(1366, 768)));
        // An old Espion save opens with a modal warning that its lines are not bound to its seal, which would hold
        // the open for good: the page is what is looked at, so the warning is closed once shown.
        GuiActionRunner.execute(() -> PastModals.run(() -> ((MainWindow) window.target()).openGame(file)));
        // Folded on a laptop at start; the test display may be larger, and the window may have opened it.
        if (robot.finder()
                .findAll(window.target(), c -> "journalTab".equals(c.getName()) && c.isShowing())
                .isEmpty()) {
            robot.pressAndReleaseKeys(KeyEvent.VK_F9);
        }
        robot.waitForIdle();
        return new LaptopPage(robot, window);
    }

    /** The window at another laptop's size (1280 × 720: a 1920 × 1080 one at 150 %), laid out again. */
    public void resize(int width, int height) {
        GuiActionRunner.execute(() -> window.target().setSize(new Dimension(width, height)));
        robot.waitForIdle();
    }

    public JComponent named(String name) {
        return (JComponent) robot.finder().findByName(window.target(), name, true);
    }

    /** Which of an {@link ArrangedPanel}'s arrangements is in use, 0 the widest. */
    public int arrangement(String name) {
        ArrangedPanel panel = (ArrangedPanel) named(name);
        return GuiActionRunner.execute(panel::arrangement);
    }

    public boolean scrollsSideways() {
        return GuiActionRunner.execute(() -> page().getHorizontalScrollBar().isShowing());
    }

    /** Whether the page is taller than its view: something of it is out of sight until scrolled to. */
    public boolean tallerThanItsView() {
        return GuiActionRunner.execute(() -> page().getViewport().getView().getPreferredSize().height
                > page().getViewport().getExtentSize().height);
    }

    public boolean scrolls() {
        return GuiActionRunner.execute(() -> page().getHorizontalScrollBar().isShowing()
                || page().getVerticalScrollBar().isShowing());
    }

    /**
     * Each part, scrolled to, is in sight whole: all its width, and all its height or the page's whole height (a
     * table's pane taller than the page). A table is reached by its scroll pane.
     */
    public void assertReachableWhole(String... names) {
        for (String name : names) {
            JComponent named = named(name);
            JComponent k = named.getParent().getParent() instanceof JScrollPane table ? table : named;
            // Through its parent: a text field's own scrollRectToVisible moves only the text inside it.
            GuiActionRunner.execute(() -> ((JComponent) k.getParent()).scrollRectToVisible(k.getBounds()));
            robot.waitForIdle();
            int[] seen = GuiActionRunner.execute(() -> new int[] {
                k.getVisibleRect().width,
                k.getVisibleRect().height,
                k.getWidth(),
                Math.min(k.getHeight(), page().getViewport().getExtentSize().height)
            });
            assertThat(seen[0]).as(name + "'s width in sight once scrolled to").isEqualTo(seen[2]);
            assertThat(seen[1]).as(name + "'s height in sight once scrolled to").isEqualTo(seen[3]);
        }
    }

    /** Nothing of the view cut, over another or out of its page ({@link ScreenLayout#problems}). */
    public void assertNoProblems(String view) {
        assertThat(ScreenLayout.problems(named(view))).isEmpty();
    }

    private JScrollPane page() {
        return (JScrollPane) named("gameScroll");
    }

    @Override
    public void close() {
        window.cleanUp();
    }
}
