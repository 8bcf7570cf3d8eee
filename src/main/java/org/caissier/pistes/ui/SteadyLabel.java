package org.caissier.pistes.ui;

import java.awt.Dimension;
import java.awt.FontMetrics;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;

/**
 * A one-line label as wide as the widest of the texts it may say, whatever it says now: what stands beside it or
 * under it does not move as its figures change.
 */
final class SteadyLabel extends JLabel {
    private List<String> mayAlsoSay = List.of();

    /** The texts it may say, the widest first or not: it is as wide as the widest of them. */
    void mayAlsoSay(String... texts) {
        mayAlsoSay = List.of(texts);
        revalidate();
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension d = super.getPreferredSize();
        if (isPreferredSizeSet() || getText() == null || getText().isEmpty()) {
            return d;
        }
        // The label's own measure of its text now, plus what the widest text needs beyond it.
        FontMetrics metrics = getFontMetrics(getFont());
        int now = SwingUtilities.computeStringWidth(metrics, getText());
        int widest = now;
        for (String text : mayAlsoSay) {
            widest = Math.max(widest, SwingUtilities.computeStringWidth(metrics, text));
        }
        return new Dimension(d.width + widest - now, d.height);
    }
}
