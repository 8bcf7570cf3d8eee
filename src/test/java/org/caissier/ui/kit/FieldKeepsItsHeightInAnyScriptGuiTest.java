package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JFormattedTextField;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.text.JTextComponent;
import net.miginfocom.swing.MigLayout;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.testing.GuiTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A field typed in in another script keeps its height, and nothing below it moves: "١٢" typed into the Cup match's
 * card field then Enter moved the boats and the field by 2 px (explorer, Cup match seed 3), into Espion's radius
 * every action below by 1 px (Espion seed 3). Swing lays such words out with the font that has their letters, and
 * the field asked for that font's taller line until it was emptied.
 */
@GuiTest
class FieldKeepsItsHeightInAnyScriptGuiTest {
    private JFrame frame;

    @ParameterizedTest
    @ValueSource(ints = {14, 32})
    void the_actions_below_a_field_stay_where_they_were_whatever_it_holds(int textSize) {
        JButton below = GuiActionRunner.execute(() -> {
            Theme.apply(false, textSize);
            JPanel page = new JPanel(new MigLayout("wrap 1"));
            // A card's field, and a spinner's (a formatted field inside it).
            JTextField card = new JTextField(18);
            JSpinner radius = new JSpinner(new SpinnerNumberModel(3, 0, 99, 1));
            JButton action = new JButton("Play");
            page.add(card);
            page.add(radius);
            page.add(action);
            frame = new JFrame("fields");
            frame.add(page);
            frame.pack();
            frame.setVisible(true);
            return action;
        });
        Rectangle before = GuiActionRunner.execute(() -> below.getBounds());
        assertThat(GuiActionRunner.execute(() -> textFields().size())).isEqualTo(2);
        for (String typed : List.of("١٢", "٣", "", "12", "مرحبا", "")) {
            GuiActionRunner.execute(() -> {
                for (JTextComponent f : textFields()) {
                    f.setText(typed);
                }
                frame.getContentPane().validate();
            });
            assertThat(GuiActionRunner.execute(() -> below.getBounds()))
                    .as("the action below the fields holding “" + typed + "” at text " + textSize)
                    .isEqualTo(before);
        }
    }

    @Test
    void a_field_in_another_script_is_as_high_as_an_empty_one() {
        int[] heights = GuiActionRunner.execute(() -> {
            Theme.apply(false, 16);
            JTextField plain = new JTextField(10);
            JFormattedTextField number = new JFormattedTextField(12);
            int empty = plain.getPreferredSize().height;
            int emptyNumber = number.getPreferredSize().height;
            plain.setText("١٢");
            number.setText("١٢");
            return new int[] {empty, plain.getPreferredSize().height, emptyNumber, number.getPreferredSize().height};
        });
        assertThat(heights[1]).as("a field holding “١٢”").isEqualTo(heights[0]);
        assertThat(heights[3]).as("a number's field holding “١٢”").isEqualTo(heights[2]);
    }

    /** And as narrow at the least: a field that held a right-to-left mark asked its words' width (Cup regatta seed 6). */
    @Test
    void a_field_that_held_words_written_right_to_left_asks_no_more_least_width_than_an_empty_one() {
        int[] widths = GuiActionRunner.execute(() -> {
            Theme.apply(false, 16);
            JTextField columns = new JTextField(14);
            JTextField free = new JTextField();
            JFormattedTextField number = new JFormattedTextField(12);
            int[] w = new int[6];
            JTextField[] all = {columns, free, number};
            for (int i = 0; i < 3; i++) {
                w[2 * i] = all[i].getMinimumSize().width;
                all[i].setText("\u202Eevil");
                all[i].setText("Ann Bob Cid Dan Eve Fay ".repeat(4));
                w[2 * i + 1] = all[i].getMinimumSize().width;
            }
            return w;
        });
        assertThat(widths[1]).as("a field of 14 columns").isEqualTo(widths[0]);
        assertThat(widths[3]).as("a field of no columns").isEqualTo(widths[2]);
        assertThat(widths[5]).as("a number's field").isEqualTo(widths[4]);
    }

    private List<JTextComponent> textFields() {
        List<JTextComponent> all = new ArrayList<>();
        collect(frame.getContentPane(), all);
        return all;
    }

    private static void collect(java.awt.Container c, List<JTextComponent> all) {
        for (java.awt.Component k : c.getComponents()) {
            if (k instanceof JTextComponent t) {
                all.add(t);
            }
            if (k instanceof java.awt.Container inner) {
                collect(inner, all);
            }
        }
    }

    @AfterEach
    void close() {
        GuiActionRunner.execute(() -> {
            if (frame != null) {
                frame.dispose();
            }
            Theme.apply(false, 14);
        });
    }
}
