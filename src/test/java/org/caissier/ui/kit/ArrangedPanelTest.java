package org.caissier.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JLabel;
import net.miginfocom.swing.MigLayout;
import org.junit.jupiter.api.Test;

/**
 * An arrangement is chosen from what its parts ask for now: one measured while its parts were wider is measured
 * again once they change, and taken again where it fits.
 */
class ArrangedPanelTest {
    @Test
    void the_side_by_side_arrangement_comes_back_once_its_parts_fit_again() {
        JLabel status = new JLabel("Round robin: 14 of 15 matches sailed, a sail-off called for");
        JButton print = new JButton("Print results…");
        ArrangedPanel panel = new ArrangedPanel(
                List.of(new MigLayout("insets 0, gap 6", "[][]"), new MigLayout("insets 0, gap 6, wrap 1", "[]")));
        panel.putAlike(status, "");
        panel.putAlike(print, "");
        String shorter = "Round robin: all sailed";
        int side = new JLabel(shorter).getPreferredSize().width + 6 + print.getPreferredSize().width;
        panel.setSize(new Dimension(side + 20, 200));
        panel.doLayout();
        assertThat(panel.arrangement())
                .as("the words too long beside the button")
                .isEqualTo(1);

        status.setText(shorter);
        panel.invalidate(); // as the label's revalidate does to the panel it is in
        panel.doLayout();

        assertThat(panel.arrangement())
                .as("the shorter words beside the button")
                .isZero();
        assertThat(print.getY())
                .as("the button beside the words, not below them")
                .isZero();
    }
}
