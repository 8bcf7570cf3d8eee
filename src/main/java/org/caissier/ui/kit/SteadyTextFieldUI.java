package org.caissier.ui.kit;

import com.formdev.flatlaf.ui.FlatFormattedTextFieldUI;
import com.formdev.flatlaf.ui.FlatTextFieldUI;
import com.formdev.flatlaf.ui.FlatUIUtils;
import com.formdev.flatlaf.util.UIScale;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.Insets;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.plaf.ComponentUI;
import javax.swing.plaf.basic.BasicTextUI;
import javax.swing.text.AbstractDocument;
import javax.swing.text.JTextComponent;
import javax.swing.text.View;

/**
 * FlatLaf's text field, as high whatever script it holds: one line of its own font. Swing lays out text in a
 * script written right to left (Arabic digits typed into a number's field) with the font that has its letters, and
 * the field then asked for that font's taller line: the field grew by a pixel or two as it was typed in and shrank
 * back once emptied, and everything below it moved (explorer: the Cup match's card field, Espion's radius).
 *
 * <p>And as narrow at the least as a field of Latin text, whatever it holds: once a field has held words written
 * right to left (a pasted right-to-left mark), Swing lays its text out in views that ask their whole width as their
 * least, for as long as the field lives, and the field's least width grew with every letter typed in it, until the
 * page round it was wider than the window and scrolled sideways (explorer: the Cup regatta's card field, seed 6).
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
        return oneLine(c, leastWithoutText(this, c, super.getMinimumSize(c), minimumWidth));
    }

    @Override
    public int getBaseline(JComponent c, int width, int height) {
        return latinBaseline(c, height, super.getBaseline(c, width, height));
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
            return oneLine(c, leastWithoutText(this, c, super.getMinimumSize(c), minimumWidth));
        }

        @Override
        public int getBaseline(JComponent c, int width, int height) {
            return latinBaseline(c, height, super.getBaseline(c, width, height));
        }
    }

    /**
     * {@code size}, FlatLaf's least size of a field, without the width of the words it holds where they are laid out
     * as words written right to left are: the least a field of Latin text asks, FlatLaf's own least width included
     * ({@code flatLeast}, which it does not give a field sized in columns nor a spinner's or a combo box's).
     */
    static Dimension leastWithoutText(BasicTextUI ui, JComponent c, Dimension size, int flatLeast) {
        JTextComponent field = (JTextComponent) c;
        if (!Boolean.TRUE.equals(field.getDocument().getProperty("i18n"))) {
            return size; // Latin text: a field's least width is not its words'
        }
        float words;
        AbstractDocument doc = field.getDocument() instanceof AbstractDocument d ? d : null;
        if (doc != null) {
            doc.readLock();
        }
        try {
            words = ui.getRootView(field).getMinimumSpan(View.X_AXIS);
        } finally {
            if (doc != null) {
                doc.readUnlock();
            }
        }
        boolean sizedByFlatLaf = !(c instanceof JTextField f && f.getColumns() > 0)
                && !(c.getParent() instanceof JComboBox<?>)
                && !(c.getParent() instanceof JSpinner)
                && !(c.getParent() != null && c.getParent().getParent() instanceof JSpinner);
        int least = sizedByFlatLaf
                ? UIScale.scale(FlatUIUtils.minimumWidth(c, flatLeast))
                        + Math.round(FlatUIUtils.getBorderFocusWidth(c) * 2)
                : 0;
        size.width = Math.max(size.width - (int) words, least);
        return size;
    }

    /**
     * The baseline a field of Latin text has at {@code height}, where its words are laid out as other scripts' are
     * ({@code swing}: Swing's own, kept for Latin text). Swing then takes the baseline of the font that has their
     * letters: "🎲🎲" typed as Espion's radius lowered it, and every row the field aligns on its baseline with grew
     * 1 px and moved the hunter's actions below it (explorer, Espion seed 1).
     */
    static int latinBaseline(JComponent c, int height, int swing) {
        if (swing < 0 || !Boolean.TRUE.equals(((JTextComponent) c).getDocument().getProperty("i18n"))) {
            return swing;
        }
        Insets in = c.getInsets();
        FontMetrics metrics = c.getFontMetrics(c.getFont());
        return in.top + (height - in.top - in.bottom - metrics.getHeight()) / 2 + metrics.getAscent();
    }

    /** {@code size} with the height a line of the field's own font takes, as Swing gives a field of Latin text. */
    static Dimension oneLine(JComponent c, Dimension size) {
        Insets in = c.getInsets();
        size.height = c.getFontMetrics(c.getFont()).getHeight() + in.top + in.bottom;
        return size;
    }
}
