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
        return made(new JTextArea(words) {
            // Never wider by itself than a line of reading: a page too narrow for its other parts scrolls to
            // their width, not to this one line's.
            @Override
            public java.awt.Dimension getPreferredSize() {
                java.awt.Dimension d = super.getPreferredSize();
                return new java.awt.Dimension(Math.min(d.width, 30 * getFont().getSize()), d.height);
            }
        });
    }

    /**
     * As {@link #of(String)}, but asking for the width of its words on one line whatever width it was last given
     * (a wrapped text area asks for the width it has): beside a control in an {@link ArrangedPanel}, the row is
     * then taken only where the words fit on one line there.
     */
    public static JTextArea oneLine(String words) {
        return made(new JTextArea(words) {
            @Override
            public java.awt.Dimension getPreferredSize() {
                java.awt.Insets in = getInsets();
                java.awt.FontMetrics fm = getFontMetrics(getFont());
                int line = fm.stringWidth(getText()) + in.left + in.right + 1;
                // Not laid out yet, or wide enough: one line (a text area with no width yet asks for a word a line).
                return getWidth() <= 0 || getWidth() >= line
                        ? new java.awt.Dimension(line, fm.getHeight() + in.top + in.bottom)
                        : new java.awt.Dimension(line, super.getPreferredSize().height);
            }
        });
    }

    private static JTextArea made(JTextArea area) {
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
