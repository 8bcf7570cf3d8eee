package org.caissier.cup.match.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.caissier.testing.LongNames;
import org.caissier.testing.MainWindows;
import org.caissier.testing.ScreenAudit;
import org.caissier.testing.ScreenChecks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Six long-named boats in the middle of a race on a 1280 × 720 laptop (issue 39), the window maximised there under a
 * window manager (1280 × 700: its title bar takes the rest; the screen audit's, with none, is 720 high), the journal
 * folded, text 16: each boat's line that comes with the race (its move and the leg's cards,
 * which took two lines) under its buttons, and still every boat, the card's field and every action wholly in the
 * window, with nothing to scroll, in English and French (its actions, wider, took three rows). The advanced rules'
 * lines (sequence, crew points, key posts) come only with two boats (AC-START-1).
 */
@GuiTest
class SixBoatsMidRaceGuiTest extends MainWindows.Shown {
    @Override
    protected boolean journalOpen() {
        return false;
    }

    @ParameterizedTest(name = "in {0}")
    @ValueSource(strings = {"en", "fr"})
    void six_boats_with_their_cards_fit_a_1280_by_720_window(String language) {
        window.menuItem("menuBigger").click(); // 14 to 16, the usual text size the audit sees
        if (language.equals("fr")) {
            window.menuItem("menuFrench").click();
        }
        GuiActionRunner.execute(() -> frame.setSize(new Dimension(1280, 700)));
        List<String> lines = new ArrayList<>();
        lines.add("game cup-match legs=1 " + LongNames.quoted(6));
        lines.add("starts-first " + boat(0));
        int[] values = {2, 3, 4, 5, 2, 3};
        for (int round = 0; round < 3; round++) {
            for (int b = 0; b < 6; b++) {
                lines.add("card " + boat(b) + " " + values[(b + round) % 6] + " green");
            }
        }
        for (String line : lines) {
            boolean played =
                    GuiActionRunner.execute(() -> line.startsWith("game ") ? frame.startGame(line) : frame.play(line));
            assertThat(played).as(line).isTrue();
        }
        robot.waitForIdle();
        String where = "1280×700 cup-match/6 boats, three cards each, " + language + " 16";
        List<ScreenAudit.Fault> faults = GuiActionRunner.execute(
                () -> ScreenAudit.of(frame, where, new ScreenAudit.Checks(true, false, false)).stream()
                        // The test's screen may be smaller or larger than the window: a laptop's is 1280 × 720.
                        .filter(f -> !f.key().endsWith("window larger than the screen"))
                        .toList());
        assertThat(faults).as(where).isEmpty();
        assertThat(GuiActionRunner.execute(() -> ScreenChecks.sideways(frame, where)))
                .as(where)
                .isEmpty();
    }

    private static String boat(int index) {
        return "\"" + LongNames.ALL.get(index) + "\"";
    }
}
