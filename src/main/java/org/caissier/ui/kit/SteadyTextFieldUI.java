package org.caissier.ui.kit;

import com.formdev.flatlaf.ui.FlatFormattedTextFieldUI;
import com.formdev.flatlaf.ui.FlatTextFieldUI;
import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.JComponent;
import javax.swing.plaf.ComponentUI;

/**
 * FlatLaf's text field, as high whatever script it holds: one line of its own font. Swing lays out text in a
 * script written right to left (Arabic digits typed into a number's field) with the font that has its letters, and
 * the field then asked for that font's taller line: the field grew by a pixel or two as it was typed in and shrank
 * back once emptied, and everything below it moved (explorer: the Cup match's card field, Espion's radius).
 */
public final class SteadyTextFieldUI extends FlatTextFieldUI {
    public static ComponentUI createUI(JComponent c) {
        return new SteadyTextFieldUI();
    }

    @Override
    public Dimension getPreferredSize(JComponent c) {
        return oneLine(c, super.getPreferredSize(c));
    }

    @Override
    public Dimension getMinimumSize(JComponent c) {
        return oneLine(c, super.getMinimumSize(c));
    }

    /** The same for a formatted field (a spinner's number, a date). */
    public static final class Formatted extends FlatFormattedTextFieldUI {
        public static ComponentUI createUI(JComponent c) {
            return new Formatted();
        }

        @Override
        public Dimension getPreferredSize(JComponent c) {
            return oneLine(c, super.getPreferredSize(c));
        }

        @Override
        public Dimension getMinimumSize(JComponent c) {
            return oneLine(c, super.getMinimumSize(c));
        }
    }

    /** {@code size} with the height a line of the field's own font takes, as Swing gives a field of Latin text. */
    static Dimension oneLine(JComponent c, Dimension size) {
        Insets in = c.getInsets();
        size.height = c.getFontMetrics(c.getFont()).getHeight() + in.top + in.bottom;
        return size;
    }
}
