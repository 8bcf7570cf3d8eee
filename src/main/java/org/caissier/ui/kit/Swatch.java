package org.caissier.ui.kit;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import javax.swing.Icon;

/**
 * A small mark of a colour in front of a name or a number: a ship's round dot, an event's square. Its dark outline
 * keeps a pale colour visible on a light theme.
 */
public record Swatch(Color color, int size, boolean round) implements Icon {
    public static Swatch dot(Color color, int size) {
        return new Swatch(color, size, true);
    }

    public static Swatch square(Color color, int size) {
        return new Swatch(color, size, false);
    }

    @Override
    public void paintIcon(Component c, Graphics g, int x, int y) {
        g.setColor(color);
        if (round) {
            g.fillOval(x, y, size, size);
        } else {
            g.fillRect(x, y, size, size);
        }
        g.setColor(Color.DARK_GRAY);
        if (round) {
            g.drawOval(x, y, size, size);
        } else {
            g.drawRect(x, y, size, size);
        }
    }

    /** A square's outline is drawn one pixel past its fill. */
    @Override
    public int getIconWidth() {
        return round ? size : size + 1;
    }

    @Override
    public int getIconHeight() {
        return getIconWidth();
    }
}
