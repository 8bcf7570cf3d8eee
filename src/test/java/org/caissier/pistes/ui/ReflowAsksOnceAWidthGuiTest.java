package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JPanel;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.junit.jupiter.api.Test;

/**
 * A stage's parts side by side at one width and stacked at another, the two widths in turn (a scroll bar that
 * comes with the taller, stacked arrangement and goes with the shorter one): the parts ask their parent again once
 * a width, never at every turn: asking at every turn keeps the screen's queue busy for good. The explorer saw
 * Pistes' screen still busy after a minute (seeds 3 and 5); such a chase would explain it, it was not caught in the
 * act.
 */
@GuiTest
class ReflowAsksOnceAWidthGuiTest {

    @Test
    void two_widths_in_turn_ask_the_parent_again_once_each() {
        AtomicInteger asked = new AtomicInteger();
        JPanel parts = GuiActionRunner.execute(() -> {
            JPanel p = new JPanel(new Reflow(12)) {
                @Override
                public void revalidate() {
                    asked.incrementAndGet();
                }
            };
            for (int i = 0; i < 2; i++) {
                JPanel part = new JPanel();
                part.setPreferredSize(new Dimension(100, 30));
                part.setMinimumSize(new Dimension(60, 30));
                p.add(part);
            }
            p.getPreferredSize(); // before the first layout: side by side
            return p;
        });
        asked.set(0);
        for (int turn = 0; turn < 6; turn++) {
            int width = turn % 2 == 0 ? 150 : 300; // too narrow for both side by side, then wide enough
            GuiActionRunner.execute(() -> {
                parts.setSize(width, 80);
                parts.doLayout();
                parts.getPreferredSize(); // the parent asks, as the revalidate asked it to
            });
        }
        GuiActionRunner.execute(() -> null); // the asks posted meanwhile, done
        assertThat(asked.get())
                .as("times the parent was asked again over six turns of two widths")
                .isEqualTo(2);
    }
}
