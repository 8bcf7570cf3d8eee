package org.caissier.ui.shell;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import javax.swing.JComponent;
import javax.swing.UIManager;
import javax.swing.text.JTextComponent;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ManualTimer;
import org.caissier.testing.Robots;
import org.caissier.testing.ShownWindow;
import org.caissier.ui.display.Announcements;
import org.caissier.ui.kit.DieFace;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Dice, storms and sinkings are told in large type, in the window and on the table display, for a few seconds
 * (the test's own clock says when they have passed), in the words of the journal; a purchase is not.
 */
@GuiTest
class AnnouncementGuiTest {
    @TempDir
    Path home;

    private Robot robot;
    private FrameFixture window;
    private final ManualTimer timer = new ManualTimer();

    @BeforeEach
    void open() {
        robot = Robots.newRobot();
        window = MainWindows.show(robot, home, timer);
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).startGame("game long-cours Ann Bob Cid"));
        play(
                "place Ann Marseille",
                "end Ann",
                "place Bob Londres",
                "end Bob",
                "place Cid \"San Francisco\"",
                "end Cid");
    }

    @AfterEach
    void close() {
        window.cleanUp();
    }

    @Test
    void a_die_is_announced_with_its_face_in_large_type_then_taken_down_when_the_time_has_passed() {
        play("buy Ann 1");
        assertThat(showing("announcement")).as("a purchase is no news").isFalse();

        play("resell Ann 4");
        String said = window.label("feedback").text().substring(2);
        assertThat(showing("announcement")).isTrue();
        assertThat(text("announcementText").getText()).isEqualTo(said).contains("4");
        assertThat(find("announcementDie1", DieFace.class).face()).isEqualTo(4);
        float base =
                GuiActionRunner.execute(() -> UIManager.getFont("Label.font").getSize2D());
        assertThat(text("announcementText").getFont().getSize2D())
                .as("large type")
                .isGreaterThanOrEqualTo(base * 1.5f);

        GuiActionRunner.execute(() -> timer.pass(shownFor().minusSeconds(1)));
        assertThat(showing("announcement")).as("still up before its time").isTrue();
        GuiActionRunner.execute(() -> timer.pass(shownFor()));
        assertThat(showing("announcement")).as("taken down after a few seconds").isFalse();
        assertThat(window.label("feedback").text())
                .as("the status line keeps it")
                .contains(said);
    }

    @Test
    void a_storm_is_announced_on_the_table_display_too_and_stays_there_as_the_last_event() {
        window.menuItem("menuTableDisplay").click();
        FrameFixture display =
                WindowFinder.findFrame("tableDisplay").withTimeout(30, SECONDS).using(robot);
        GuiActionRunner.execute(() -> window.target().toFront());
        ShownWindow.afterDialogClosed(window);

        play("storm Ann 33");
        String said = window.label("feedback").text().substring(2);
        assertThat(said).startsWith("Ann plays a Storm on zone 33").contains("Cid is wrecked");
        assertThat(showing("displayAnnouncement")).isTrue();
        assertThat(text("displayAnnouncementText").getText()).isEqualTo(said);
        assertThat(text("displayAnnouncementText").getFont().getSize2D())
                .isGreaterThan(display.label("displayTurn").target().getFont().getSize2D() * 0.8f);

        GuiActionRunner.execute(() -> timer.pass(shownFor()));
        assertThat(showing("displayAnnouncement")).isFalse();
        assertThat(text("displayLastEvent").getText()).isEqualTo(said);
    }

    @Test
    void the_news_speaks_the_table_s_language() {
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).setLanguage(Locale.FRENCH));
        play("resell Ann 5");
        assertThat(text("announcementText").getText())
                .isEqualTo(window.label("feedback").text().substring(2))
                .startsWith("Ann fait 5");
    }

    private static Duration shownFor() {
        return Announcements.SHOWN_FOR;
    }

    private boolean showing(String name) {
        return GuiActionRunner.execute(() ->
                robot.finder().findAll(c -> name.equals(c.getName())).stream().anyMatch(Component::isShowing));
    }

    private JTextComponent text(String name) {
        return find(name, JTextComponent.class);
    }

    private <T extends JComponent> T find(String name, Class<T> type) {
        return robot.finder().findByName(name, type, false);
    }

    private void play(String... lines) {
        for (String line : lines) {
            boolean played = GuiActionRunner.execute(() -> ((MainWindow) window.target()).play(line));
            assertThat(played).as(line).isTrue();
        }
    }
}
