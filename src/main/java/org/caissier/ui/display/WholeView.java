package org.caissier.ui.display;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.JTextComponent;
import javax.swing.text.View;
import org.caissier.ui.kit.PaintedLabels;
import org.caissier.ui.kit.WrappingLabel;

/**
 * Whether a laid-out view shows all it holds: every word (a label, a text) at its full size and inside the view,
 * every other part no smaller than its minimum, words painted by the component itself apart (not touching) and inside it. The table display grows its type until the next size up would
 * fail this. Call on the EDT, after a layout.
 */
final class WholeView {
    private WholeView() {}

    static boolean shows(JComponent root) {
        return whole(root, new Rectangle(0, 0, root.getWidth(), root.getHeight()), root);
    }

    private static boolean whole(Container c, Rectangle room, JComponent root) {
        for (Component k : c.getComponents()) {
            if (!k.isVisible()) {
                continue;
            }
            Rectangle at = SwingUtilities.convertRectangle(c, k.getBounds(), root);
            boolean words =
                    k instanceof JLabel l && l.getText() != null && !l.getText().isBlank()
                            || k instanceof JTextComponent t && !t.getText().isEmpty();
            Dimension need = words ? k.getPreferredSize() : k.getMinimumSize();
            // A text that wraps takes the width it is given: only its height (and its longest word, below) tells
            // whether its words all show.
            boolean wraps = k instanceof javax.swing.JTextArea || k instanceof WrappingLabel;
            if (words && !room.contains(at) || !wraps && k.getWidth() < need.width || k.getHeight() < need.height) {
                return false;
            }
            if (words && k instanceof JLabel l && !longestWordFits(l)) {
                return false;
            }
            if (k instanceof PaintedLabels painted && !apart(k, painted)) {
                return false;
            }
            if (k instanceof Container inner && !whole(inner, room, root)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a label whose words wrap (HTML) is as wide as its longest word, which cannot wrap (a hyphenated
     * surname): its preferred width says nothing of it.
     */
    private static boolean longestWordFits(JLabel l) {
        View html = (View) l.getClientProperty(BasicHTML.propertyKey);
        if (html == null) {
            return true;
        }
        Insets in = l.getInsets();
        int width = l.getWidth() - in.left - in.right;
        int height = l.getHeight() - in.top - in.bottom;
        html.setSize(Math.max(1, width), 0);
        float need = html.getMinimumSpan(View.X_AXIS);
        html.setSize(Math.max(1, width), Math.max(1, height));
        return need <= width + 1;
    }

    /**
     * Whether the words a component paints itself (a board's port names) all lie inside it and apart: it is painted
     * once off the screen, since it places them as it paints.
     */
    private static boolean apart(Component k, PaintedLabels painted) {
        BufferedImage scratch =
                new BufferedImage(Math.max(1, k.getWidth()), Math.max(1, k.getHeight()), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            k.paint(g);
        } finally {
            g.dispose();
        }
        List<Rectangle> labels = painted.labelBounds();
        Rectangle inside = new Rectangle(0, 0, k.getWidth(), k.getHeight());
        for (int i = 0; i < labels.size(); i++) {
            if (!inside.contains(labels.get(i))) {
                return false;
            }
            for (int j = i + 1; j < labels.size(); j++) {
                if (!PaintedLabels.apart(labels.get(i), labels.get(j))) {
                    return false;
                }
            }
        }
        return true;
    }
}
