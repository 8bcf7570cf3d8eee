package org.caissier.ui.kit;

import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.JButton;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.View;

/**
 * A button whose words wrap, centred, at a width in pixels, and that is as tall as they then need. Not a CSS width
 * in its HTML: Swing reads a "px" there as 1.3 pixels, and a button so wrapped came out wider than asked (the
 * launcher's Resume 7 px past the window's side at French 200 %).
 */
public final class WrappingButton extends JButton {
    private final int width;

    /** {@code words}: plain words (they are escaped); {@code width}: the button's, borders included. */
    public WrappingButton(String words, int width) {
        super("<html><div style='text-align: center'>" + SwingHtml.text(words) + "</div></html>");
        this.width = width;
    }

    @Override
    public Dimension getPreferredSize() {
        View v = (View) getClientProperty(BasicHTML.propertyKey);
        if (v == null || isPreferredSizeSet()) {
            return super.getPreferredSize();
        }
        Insets in = getInsets();
        v.setSize(Math.max(1, width - in.left - in.right), 0);
        int high = (int) Math.ceil(v.getPreferredSpan(View.Y_AXIS));
        return new Dimension(width, high + in.top + in.bottom);
    }

    @Override
    public Dimension getMinimumSize() {
        return isMinimumSizeSet() ? super.getMinimumSize() : getPreferredSize();
    }
}
