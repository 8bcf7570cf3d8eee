package org.caissier.pistes.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The stage's message line says what could not be read, in the script it was typed in ("١٢" typed as a section,
 * explorer seed 5). Words in such a script are laid out by paragraph; MigLayout asks the line for its baseline at
 * its preferred width, the screen paints it at its column's width, and each of the two widths asked the window for
 * a new layout: the screen's thread laid the page out again and again for good, and the screen never came to rest.
 */
@GuiTest
class WordsInAnotherScriptRestGuiTest {
    private JFrame frame;

    @Test
    void a_message_in_another_script_is_laid_out_then_left_at_rest() {
        AtomicInteger layouts = new AtomicInteger();
        JTextArea words = GuiActionRunner.execute(() -> {
            // The stage's entry column: the message over the field and its button, narrower than the message asks.
            JPanel column = new JPanel(new MigLayout("insets 0, wrap 2", "[grow,fill][]")) {
                @Override
                public void doLayout() {
                    layouts.incrementAndGet();
                    super.doLayout();
                }
            };
            JTextArea area = Wrapped.area(1, 26);
            column.add(area, "span 2, growx");
            column.add(new JTextField(10));
            column.add(new JButton("Add"));
            frame = new JFrame("words");
            frame.add(column);
            frame.setSize(300, 200);
            frame.setVisible(true);
            return area;
        });
        GuiActionRunner.execute(() -> words.setText("“١٢”: not a section (a letter and a number, as R 19)"));
        // Each round trip runs what the screen's thread was asked before it: a layout asked for again and again
        // shows as one more layout in every round.
        for (int round = 0; round < 10; round++) {
            GuiActionRunner.execute(() -> null);
        }
        int settled = layouts.get();
        for (int round = 0; round < 10; round++) {
            GuiActionRunner.execute(() -> null);
        }
        assertThat(layouts.get())
                .as("layouts of the column once its words were shown and laid out")
                .isEqualTo(settled);
        assertThat(GuiActionRunner.execute(() -> words.getText())).startsWith("“١٢”");
    }

    @AfterEach
    void close() {
        GuiActionRunner.execute(() -> frame.dispose());
    }
}
