package org.caissier.pistes.ui;

import java.awt.Dimension;
import java.awt.Rectangle;
import javax.swing.JTextArea;
import javax.swing.UIManager;

/** Words for the players: a message that wraps in its column instead of running over its neighbours. */
final class Wrapped {
    private Wrapped() {}

    /**
     * A read-only area that looks like a label, asks for {@code ems} letters' widths and keeps room for
     * {@code lines} lines whatever it says, so nothing around it moves. Unlike a plain wrapping text area, its
     * size never follows the width it was last given (which lets a layout grow it without end).
     */
    static JTextArea area(int lines, int ems) {
        JTextArea a = new JTextArea(lines, 1) {
            @Override
            public Dimension getPreferredSize() {
                int em = getFont().getSize();
                return new Dimension(
                        ems * em, lines * getFontMetrics(getFont()).getHeight() + getInsets().top + getInsets().bottom);
            }

            @Override
            public Dimension getMinimumSize() {
                return new Dimension(4 * getFont().getSize(), getPreferredSize().height);
            }

            /**
             * Words never scroll the page to themselves. Their caret, moved by each new text, asked every pane round
             * them to show it: at a large text size, where the event table's tab is part of the page, each turn
             * played scrolled the page down to that tab's notice, even hidden behind another tab, and the stage
             * being typed went out of sight (explorer, Pistes seed 2).
             */
            @Override
            public void scrollRectToVisible(Rectangle r) {}

            /**
             * The first line's baseline, as for words in a Latin script. For words in a script laid out by
             * paragraph (Arabic figures, a direction mark), the look and feel lays them out at the width asked
             * to find it, not at the width shown: each of the two widths then asked for a new layout, and
             * MigLayout, which asks for the baseline at every layout, kept the screen laying out for good.
             */
            @Override
            public int getBaseline(int width, int height) {
                if (width < 0 || height < 0) {
                    throw new IllegalArgumentException("a width and a height of at least 0");
                }
                return getInsets().top + getFontMetrics(getFont()).getAscent();
            }
        };
        a.setEditable(false);
        a.setFocusable(false);
        a.setOpaque(false);
        a.setLineWrap(true);
        a.setWrapStyleWord(true);
        a.setBorder(null);
        a.setFont(UIManager.getFont("Label.font"));
        return a;
    }

    /** A rule's reason as a sentence for a tooltip: capital first, full stop, no rule id. */
    static String sentence(String words) {
        return words.isEmpty() ? words : Character.toUpperCase(words.charAt(0)) + words.substring(1) + ".";
    }
}
