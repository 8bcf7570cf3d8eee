package org.caissier.ui.kit;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.BorderFactory;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

/**
 * Words that look like a label and wrap at the width their column gives them, as tall as their lines there: a long
 * explanation at a large text size takes a second line instead of widening the page past the window. Lay it out
 * with no minimum width (MigLayout's {@code wmin 0}).
 */
public final class WrappedWords {
    private WrappedWords() {}

    public static JTextArea of(String words) {
        JTextArea area = new JTextArea(words) {
            // Never wider by itself than a line of reading: a page too narrow for its other parts scrolls to
            // their width, not to this one line's.
            @Override
            public java.awt.Dimension getPreferredSize() {
                java.awt.Dimension d = super.getPreferredSize();
                return new java.awt.Dimension(Math.min(d.width, 30 * getFont().getSize()), d.height);
            }
        };
        area.setEditable(false);
        area.setFocusable(false);
        area.setOpaque(false);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setBorder(BorderFactory.createEmptyBorder());
        area.setFont(UIManager.getFont("Label.font"));
        // Its height for a width is known once it has that width: the column is asked again then, once.
        area.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                if (area.getPreferredSize().height != area.getHeight()) {
                    SwingUtilities.invokeLater(area::revalidate);
                }
            }
        });
        return area;
    }
}
