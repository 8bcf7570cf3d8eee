package org.caissier.longcours.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.ActionPlaces;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.Robots;
import org.caissier.testing.ScreenLayout;
import org.caissier.ui.shell.MainWindow;
import org.junit.jupiter.api.Test;

/**
 * Six captains named as long as a name may be, on a 1280×720 laptop (the window 30 px shorter, as a title bar
 * takes it): the page does not scroll, the actions and every captain's figures are in sight whole, the turn line
 * is at least 28 px, and no action moves from one captain's turn to the next.
 */
@GuiTest
class LongCoursFitsGuiTest extends MainWindows.ShownLater {
    static final List<String> CAPTAINS = List.of(
            "Anne-Sophie Delacroix-Montbrison-Lévêque",
            "Jean-Christophe Écuyer-Villeneuve-Bérard",
            "Marie-Antoinette Désirée Lefèvre-Dumouli",
            "Pierre-Alexandre Hébert-Château-Girardot",
            "Bérengère-Éléonore Quintin-Saint-Exupéry",
            "Charles-Henri Beaumont-Lévesque-Périgord");
    private static final String[] ACTIONS = {
        "placeButton",
        "buyButton",
        "moveButton",
        "directButton",
        "resellButton",
        "stormButton",
        "brawlButton",
        "moreActions",
        "endTurnButton",
        "stopPicker"
    };

    @Test
    void six_long_names_fit_a_1280_by_720_laptop_in_english() throws IOException {
        assertFitsAndStays("en");
    }

    @Test
    void six_long_names_fit_a_1280_by_720_laptop_in_french() throws IOException {
        assertFitsAndStays("fr");
    }

    private void assertFitsAndStays(String language) throws IOException {
        Files.writeString(home.resolve("settings.properties"), "fontSize=16\n");
        robot = Robots.newRobot();
        window = MainWindows.show(robot, home);
        if (language.equals("fr")) {
            window.menuItem("menuFrench").click();
        }
        GuiActionRunner.execute(() -> window.target().setSize(new Dimension(1280, 690)));
        String names =
                String.join(" ", CAPTAINS.stream().map(n -> "\"" + n + "\"").toList());
        GuiActionRunner.execute(() -> ((MainWindow) window.target()).startGame("game long-cours " + names));
        robot.waitForIdle();
        if (robot.finder()
                .findAll(window.target(), c -> "journalTab".equals(c.getName()) && c.isShowing())
                .isEmpty()) {
            robot.pressAndReleaseKeys(KeyEvent.VK_F9);
            robot.waitForIdle();
        }
        Map<String, Point> first = ActionPlaces.of(robot, window.target(), ACTIONS);
        assertWhole("the first turn");
        float turn = GuiActionRunner.execute(
                () -> window.label("turnLabel").target().getFont().getSize2D());
        assertThat(turn).as("the turn line's size").isGreaterThanOrEqualTo(28f);
        String[] stops = {"Marseille", "Hambourg", "San Francisco"};
        for (String stop : stops) {
            window.comboBox("stopPicker").selectItem(stop);
            window.button("placeButton").click();
            assertThat(ActionPlaces.of(robot, window.target(), ACTIONS))
                    .as("after placing at " + stop)
                    .isEqualTo(first);
            window.spinner("buyAmount").enterTextAndCommit("50");
            window.button("buyButton").click();
            window.label("buyRefusal").requireVisible();
            assertThat(ActionPlaces.of(robot, window.target(), ACTIONS))
                    .as("Buy refused at " + stop)
                    .isEqualTo(first);
            window.button("endTurnButton").click();
            robot.waitForIdle();
            assertThat(ActionPlaces.of(robot, window.target(), ACTIONS))
                    .as("the turn after " + stop)
                    .isEqualTo(first);
        }
        assertWhole("the fourth captain's turn");
        String tip =
                GuiActionRunner.execute(() -> window.label("turnLabel").target().getToolTipText());
        String text = window.label("turnLabel").text();
        assertThat(tip == null ? text : tip)
                .as("the whole name, on the line or in its tooltip")
                .contains(CAPTAINS.get(3));
    }

    private void assertWhole(String when) {
        JScrollPane page = (JScrollPane) robot.finder().findByName(window.target(), "gameScroll", true);
        assertThat(GuiActionRunner.execute(() -> page.getHorizontalScrollBar().isShowing()))
                .as(when + ": the page scrolls sideways")
                .isFalse();
        assertThat(GuiActionRunner.execute(() -> page.getVerticalScrollBar().isShowing()))
                .as(when + ": the page scrolls")
                .isFalse();
        for (String name : List.of("openActions", "endTurnButton", "playersTable", "turnLabel", "infoLabel")) {
            JComponent k = (JComponent) robot.finder().findByName(window.target(), name, true);
            assertThat(ScreenLayout.wholeInSight(k))
                    .as(when + ": " + name + " in sight whole")
                    .isTrue();
        }
        assertThat(ScreenLayout.problems(
                        (JComponent) robot.finder().findByName(window.target(), "longCoursView", true)))
                .as(when)
                .isEmpty();
    }
}
