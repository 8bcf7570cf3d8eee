package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.io.IOException;
import java.nio.file.Files;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.app.Wiring;
import org.caissier.testing.GuiTest;
import org.caissier.testing.LongNames;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.caissier.testing.ScreenLayout;
import org.caissier.ui.kit.UiTimer;
import org.caissier.ui.kit.WrappingLabel;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.Test;

/**
 * The stage's banner names the driver it concerns: with a name as long as a name may be (40 letters) at twice the
 * usual text on a 1280×720 laptop, that line is wider than the window, and wraps, whole (issue 39), instead of being
 * cut or widening the page; the half distance under it wraps too, and the Arrived button shortens the name.
 */
@GuiTest
class DriverNameInTheBannerGuiTest extends MainWindows.ShownLater {
    @Test
    void a_forty_letter_name_wraps_whole_in_the_banner_at_200_percent_on_a_1280_by_720_laptop() throws IOException {
        // The View menu's "Larger text" steps from the size the settings hold: one step up reaches 32.
        Files.writeString(home.resolve("settings.properties"), "fontSize=30\n");
        robot = Robots.newRobot();
        // The journal as the window places it for its width: folded on a laptop.
        window = MainWindows.show(robot, home, UiTimer.swing(), Wiring.registry(), false);
        window.menuItem("menuBigger").click();
        MainWindow frame = (MainWindow) window.target();
        GuiActionRunner.execute(() -> frame.setSize(1280, 720));
        String driver = LongNames.ALL.get(0);
        GuiActionRunner.execute(() -> frame.startGame("game pistes " + LongNames.quoted(8)));
        assertThat(GuiActionRunner.execute(() -> frame.play("drive \"" + driver + "\" R19 J11 B14 3 4 dice=typed")))
                .isTrue();
        robot.waitForIdle();
        window.label("eventLabel").requireText("Puncture");

        JComponent who = (JComponent) robot.finder().findByName(window.target(), "resultWho", true);
        assertThat(GuiActionRunner.execute(() -> who instanceof WrappingLabel w ? w.words() : ""))
                .startsWith(driver + " rolled 3 + 4");
        GuiActionRunner.execute(() -> who.scrollRectToVisible(new Rectangle(0, 0, who.getWidth(), who.getHeight())));
        robot.waitForIdle();
        assertThat(ScreenLayout.wholeInSight(who))
                .as("the banner's first line in sight whole")
                .isTrue();
        JComponent page = (JComponent) robot.finder().findByName(window.target(), "pistesView", true);
        assertThat(ScreenLayout.problems(page))
                .as("the banner's first line at 200 % on 1280×720")
                .filteredOn(p -> p.toString().contains("resultWho"))
                .isEmpty();
        assertThat(GuiActionRunner.execute(() -> who.getHeight() >= who.getPreferredSize().height))
                .as("as tall as its lines")
                .isTrue();
        JScrollPane scroll = (JScrollPane) robot.finder().findByName(window.target(), "pistesScroll", true);
        assertThat(GuiActionRunner.execute(() -> scroll.getHorizontalScrollBar().isShowing()))
                .as("the page scrolls sideways")
                .isFalse();
    }
}
