package org.caissier.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Font;
import java.util.List;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.caissier.ui.kit.WrappingLabel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The screen audit reads words that wrap as a player does: a wrapping label given fewer lines than its words take at
 * its width (Long Cours' first sentence at 200 % with a 40-letter name, shown on two lines of its three) is words cut.
 */
@GuiTest
class WrappedWordsAuditGuiTest {
    private static final String SENTENCE =
            "Anne-Sophie Delacroix-Montbrison-Lévêque is at Marseille (sells fruit) with 3 M";
    private static final String CUT = "probe · actionsWhere · words cut";

    private FrameFixture window;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void a_wrapped_sentence_shown_on_fewer_lines_than_it_takes_is_cut_and_whole_once_it_has_them() {
        Robot robot = Robots.newRobot();
        WrappingLabel[] where = new WrappingLabel[1];
        JFrame frame = GuiActionRunner.execute(() -> {
            where[0] = new WrappingLabel(2, 0);
            where[0].setName("actionsWhere");
            where[0].setFont(where[0].getFont().deriveFont(Font.BOLD, 32f));
            where[0].setVerticalAlignment(JLabel.TOP);
            where[0].setText(SENTENCE);
            // Placed by hand: the test, not a layout, says how much room the words get.
            JPanel page = new JPanel(null);
            page.add(where[0]);
            JFrame f = new JFrame();
            f.setContentPane(page);
            return f;
        });
        window = new FrameFixture(robot, frame);
        window.show(new Dimension(900, 400));

        int twoLines = GuiActionRunner.execute(() -> {
            WrappingLabel empty = new WrappingLabel(2, 0);
            empty.setFont(where[0].getFont());
            return empty.getPreferredSize().height;
        });
        GuiActionRunner.execute(() -> where[0].setBounds(8, 8, 640, twoLines));
        robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> where[0].getPreferredSize().height))
                .as("the sentence takes more than two lines at 640 px")
                .isGreaterThan(twoLines);
        assertThat(keys(frame)).contains(CUT);

        GuiActionRunner.execute(() -> where[0].setBounds(8, 8, 640, where[0].getPreferredSize().height));
        robot.waitForIdle();
        assertThat(keys(frame)).doesNotContain(CUT);
    }

    private static List<String> keys(JFrame frame) {
        return GuiActionRunner.execute(
                () -> ScreenAudit.of(frame, "probe", new ScreenAudit.Checks(true, false, false)).stream()
                        .map(ScreenAudit.Fault::key)
                        .toList());
    }
}
