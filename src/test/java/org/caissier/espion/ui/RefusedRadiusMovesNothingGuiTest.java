package org.caissier.espion.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.CheapSeal;
import org.caissier.testing.EspionJournals;
import org.caissier.testing.GuiTest;
import org.caissier.testing.MainWindows;
import org.caissier.testing.PastModals;
import org.caissier.ui.game.GameRegistry;
import org.junit.jupiter.api.Test;

/**
 * A radius refused moves none of the hunter's controls, the journal opened beside the game on a laptop's window: a
 * hostile radius ({@code '; --}) and Enter shifted every one of them 250 px left, out of the window for some. The
 * refusal only laid the page out again; what moved them was the journal's split, which had lost its divider when the
 * journal was folded and put the game at 0 px at its next layout (GameKeepsItsWidthBesideTheJournalGuiTest). Found
 * by the explorer: Espion seed 5 at 300 steps (1366×768), step 22. And "🎲🎲" refused moved them 1 px down: the
 * field took the baseline of the font that has the dice, and its row, aligned on baselines, grew (Espion seed 1,
 * step 31; SteadyTextFieldUI).
 */
@GuiTest
class RefusedRadiusMovesNothingGuiTest extends MainWindows.Shown {
    private static final List<String> HUNTERS =
            List.of("drawCircle", "cutRoad", "doneCutting", "answerIn", "answerOut", "spyTurn", "checkRoute");

    @Override
    protected boolean journalOpen() {
        return false;
    }

    @Override
    protected GameRegistry games() {
        return CheapSeal.registry();
    }

    @Test
    void a_hostile_radius_refused_leaves_the_hunters_controls_where_they_were() throws Exception {
        Path script = Files.writeString(
                home.resolve("espion.cmd"), "game espion Anna Bruno territory=25\n" + "start Anna Nozay\n");
        Path file = EspionJournals.sealed(
                home.resolve("espion.caissier"), "0a1b2c3d4e5f60718293a4b5", "24681012", CheapSeal.KDF, script);
        GuiActionRunner.execute(() -> PastModals.run(() -> frame.openGame(file)));
        robot.waitForIdle();
        window.button("journalTab").click();
        robot.waitForIdle();
        Map<String, Rectangle> before = GuiActionRunner.execute(this::places);

        for (String hostile :
                List.of("'; --", "9".repeat(300), "<b>12</b>", "Ⅻ", "🎲🎲", "é".repeat(41), "a".repeat(301))) {
            window.textBox("circleRadius").deleteText().enterText(hostile);
            window.textBox("circleRadius").pressAndReleaseKeys(KeyEvent.VK_ENTER);
            robot.waitForIdle();
            assertThat(GuiActionRunner.execute(this::places))
                    .as("the hunter's controls after the radius “%s” refused", hostile)
                    .isEqualTo(before);
        }
    }

    /** Where each of the hunter's controls is in the window. */
    private Map<String, Rectangle> places() {
        Map<String, Rectangle> at = new LinkedHashMap<>();
        for (String name : HUNTERS) {
            Component k = robot.finder().findByName(frame, name, JComponent.class, false);
            at.put(name, SwingUtilities.convertRectangle(k.getParent(), k.getBounds(), frame.getRootPane()));
        }
        return at;
    }
}
