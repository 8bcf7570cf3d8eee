package org.caissier.ui.kit;

import java.awt.Font;
import javax.swing.JLabel;

/**
 * A one-line heading in the largest size, down to a smallest one, at which its words fit its width: a long sentence
 * at a large text size is set a little smaller rather than cut.
 */
public final class FittingFont {
    private final JLabel label;
    private final Font largest;
    private final float smallest;

    private FittingFont(JLabel label, Font largest, float smallest) {
        this.label = label;
        this.largest = largest;
        this.smallest = smallest;
    }

    /** Sets {@code largest} on {@code label}, and a smaller size, not under {@code smallest}, where it does not fit. */
    public static void on(JLabel label, Font largest, float smallest) {
        FittingFont fit = new FittingFont(label, largest, smallest);
        label.setFont(largest);
        Refit.on(label, "text", fit::fit);
    }

    private void fit() {
        int room = label.getWidth() - label.getInsets().left - label.getInsets().right;
        String text = label.getText();
        if (room <= 0 || text == null) {
            return;
        }
        Font font = largest;
        while (label.getFontMetrics(font).stringWidth(text) > room && font.getSize2D() - 1 >= smallest) {
            font = font.deriveFont(font.getSize2D() - 1);
        }
        if (!font.equals(label.getFont())) {
            label.setFont(font);
        }
    }
}
