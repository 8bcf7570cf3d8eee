package org.caissier.ui.kit;

import com.formdev.flatlaf.ui.FlatSpinnerUI;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import javax.swing.JComponent;
import javax.swing.JSpinner;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import javax.swing.plaf.ComponentUI;
import javax.swing.plaf.basic.BasicArrowButton;

/**
 * FlatLaf's spinner with its two arrows side by side, each at least 24×24 px (FlatLaf stacks two half-height arrows,
 * 23×12 at text 16, too small a target for a hand at a game table): less on the left pointing left, more on the
 * right pointing right. Typing a number and the arrow keys work as before; FlatLaf still paints it.
 */
public final class SideBySideSpinnerUI extends FlatSpinnerUI {
    /** The smallest an arrow may be, either way, in pixels. */
    static final int MIN_TARGET = 24;

    public static ComponentUI createUI(JComponent c) {
        return new SideBySideSpinnerUI();
    }

    @Override
    protected LayoutManager createLayout() {
        return new SideBySide(super.createLayout());
    }

    @Override
    protected Component createNextButton() {
        return pointing(super.createNextButton(), SwingConstants.EAST);
    }

    @Override
    protected Component createPreviousButton() {
        return pointing(super.createPreviousButton(), SwingConstants.WEST);
    }

    private static Component pointing(Component button, int direction) {
        if (button instanceof BasicArrowButton arrow) {
            arrow.setDirection(direction);
        }
        return button;
    }

    /**
     * The editor, then the two arrows, each a square as tall as the spinner inside its border and never under
     * {@link #MIN_TARGET}. FlatLaf's own layout is still told of the parts, since it paints from them.
     */
    private static final class SideBySide implements LayoutManager {
        private final LayoutManager flat;

        SideBySide(LayoutManager flat) {
            this.flat = flat;
        }

        @Override
        public void addLayoutComponent(String name, Component c) {
            flat.addLayoutComponent(name, c);
        }

        @Override
        public void removeLayoutComponent(Component c) {
            flat.removeLayoutComponent(c);
        }

        private static Component part(Container parent, String name) {
            for (Component c : parent.getComponents()) {
                if (name.equals(c.getName())) {
                    return c;
                }
            }
            return null;
        }

        private static Component editor(Container parent) {
            return parent instanceof JSpinner s ? s.getEditor() : null;
        }

        private static Insets padding() {
            Insets p = UIManager.getInsets("Spinner.padding");
            return p == null ? new Insets(0, 0, 0, 0) : p;
        }

        @Override
        public Dimension preferredLayoutSize(Container parent) {
            Insets in = parent.getInsets();
            Insets pad = padding();
            Component editor = editor(parent);
            Dimension e = editor == null ? new Dimension(0, 0) : editor.getPreferredSize();
            if (editor != null) {
                // Two figures at least, whatever the model allows: a typed "12" must show.
                java.awt.FontMetrics fm = editor.getFontMetrics(parent.getFont());
                Insets ei = editor instanceof Container c ? c.getInsets() : new Insets(0, 0, 0, 0);
                e = new Dimension(Math.max(e.width, fm.stringWidth("00") + 4 + ei.left + ei.right), e.height);
            }
            int inner = Math.max(MIN_TARGET, e.height + pad.top + pad.bottom);
            return new Dimension(
                    in.left + e.width + pad.left + pad.right + 2 * inner + in.right, in.top + inner + in.bottom);
        }

        @Override
        public Dimension minimumLayoutSize(Container parent) {
            return preferredLayoutSize(parent);
        }

        @Override
        public void layoutContainer(Container parent) {
            Insets in = parent.getInsets();
            Insets pad = padding();
            int inner = parent.getHeight() - in.top - in.bottom;
            int right = parent.getWidth() - in.right;
            Component next = part(parent, "Spinner.nextButton");
            Component previous = part(parent, "Spinner.previousButton");
            if (next != null) {
                next.setBounds(right - inner, in.top, inner, inner);
            }
            if (previous != null) {
                previous.setBounds(right - 2 * inner, in.top, inner, inner);
            }
            Component editor = editor(parent);
            if (editor != null) {
                int x = in.left + pad.left;
                editor.setBounds(
                        x,
                        in.top + pad.top,
                        Math.max(0, right - 2 * inner - pad.right - x),
                        Math.max(0, inner - pad.top - pad.bottom));
            }
        }
    }
}
