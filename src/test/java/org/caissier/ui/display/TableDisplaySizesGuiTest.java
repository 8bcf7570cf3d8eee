package org.caissier.ui.display;

import static java.util.concurrent.TimeUnit.SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javax.swing.JComponent;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.junit.jupiter.api.Test;

/**
 * The Cup's and Espion's table displays read from across a room as Long Cours' and Pistes' do: on a 1920×1080
 * television the crews and their points, the hunter's prompt, circle and roadblocks are 48 pixels or more; the
 * regatta's series under its own headings.
 */
@GuiTest
class TableDisplaySizesGuiTest extends MainWindows.Shown {

    @Test
    void the_cup_standings_and_the_regatta_series_are_48_pixels_or_more() {
        GuiActionRunner.execute(() -> frame.startGame("game cup-tournament Ann Bob Cid"));
        FrameFixture display = television();
        assertAtLeast48(display, "displayCrew1", "displayCrew3", "displayPoints1", "displayPoints3");
        display.close();

        GuiActionRunner.execute(() -> frame.startGame("game cup-regatta Ann Bob Cid"));
        display = television();
        assertAtLeast48(display, "displayCrew1", "displayCrew3", "displayNet1", "displayNet3");
        FrameFixture regatta = display;
        List<String> words = GuiActionRunner.execute(() -> robot
                .finder()
                .findAll(
                        regatta.target(),
                        new org.assertj.swing.core.GenericTypeMatcher<>(javax.swing.JLabel.class, true) {
                            @Override
                            protected boolean isMatching(javax.swing.JLabel l) {
                                return true;
                            }
                        })
                .stream()
                .map(javax.swing.JLabel::getText)
                .toList());
        assertThat(words).as("the series' headings").contains("Rank", "Crew", "Net", "Tie-break");
        display.close();
    }

    @Test
    void the_hunters_prompt_circle_and_roadblocks_are_48_pixels_or_more() {
        GuiActionRunner.execute(() -> frame.startGame("game espion Anna Bruno"));
        FrameFixture display = television();
        assertAtLeast48(display, "displayPrompt", "displayCircle", "displayRoadblocks");
        int promptWidth = GuiActionRunner.execute(() -> robot.finder()
                .findByName(display.target(), "displayPrompt", JComponent.class, false)
                .getPreferredSize()
                .width);
        assertThat(promptWidth).as("the prompt, whole on the screen").isLessThanOrEqualTo(1920);
        display.close();
    }

    private FrameFixture television() {
        window.menuItem("menuTableDisplay").click();
        FrameFixture display =
                WindowFinder.findFrame("tableDisplay").withTimeout(30, SECONDS).using(robot);
        GuiActionRunner.execute(() -> display.target().setBounds(0, 0, 1920, 1080));
        robot.waitForIdle();
        return display;
    }

    private void assertAtLeast48(FrameFixture display, String... names) {
        for (String name : List.of(names)) {
            float size = GuiActionRunner.execute(() -> robot.finder()
                    .findByName(display.target(), name, JComponent.class, false)
                    .getFont()
                    .getSize2D());
            assertThat(size).as(name).isGreaterThanOrEqualTo(48f);
        }
    }
}
