package org.caissier.testing;

import java.awt.Component;
import java.awt.Container;
import java.awt.Insets;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.JTextComponent;
import javax.swing.text.View;
import org.assertj.swing.edt.GuiActionRunner;
import org.caissier.ui.kit.WrappingLabel;

/**
 * What a player sees of a screen, measured from the components' bounds: the controls that show, whether one is cut
 * by the edge of what holds it, covers another, or is narrower than its words. Read on the EDT.
 */
public final class ScreenLayout {
    private ScreenLayout() {}

    /** One problem, in words a failing test can print. */
    public record Problem(String what) {
        @Override
        public String toString() {
            return what;
        }
    }

    /**
     * Every showing control under {@code root}: labels, buttons, fields, a list or a table with its scroll pane,
     * a named drawing (a scroll pane around a page of controls is looked into).
     */
    public static List<Component> controls(Container root) {
        return GuiActionRunner.execute(() -> {
            List<Component> found = new ArrayList<>();
            collect(root, found);
            return found;
        });
    }

    private static void collect(Container c, List<Component> found) {
        for (Component k : c.getComponents()) {
            if (!k.isShowing() || k.getWidth() == 0 || k.getHeight() == 0) {
                continue;
            }
            boolean leaf = k instanceof JLabel
                    || k instanceof AbstractButton
                    || k instanceof JTextComponent
                    || k instanceof JSpinner
                    || k instanceof JComboBox
                    || k instanceof JScrollPane pane && !(pane.getViewport().getView() instanceof JPanel)
                    || k instanceof JComponent && k.getName() != null && ((Container) k).getComponentCount() == 0;
            if (leaf) {
                found.add(k);
            } else if (k instanceof Container inner) {
                collect(inner, found);
            }
        }
    }

    /** The problems a player would see: controls cut by an edge, covering each other, or cutting their words. */
    public static List<Problem> problems(Container root) {
        List<Component> controls = controls(root);
        return GuiActionRunner.execute(() -> {
            List<Problem> problems = new ArrayList<>();
            List<Rectangle> bounds = new ArrayList<>();
            for (Component k : controls) {
                Rectangle seen = inItsPage(k);
                if (seen.width < k.getWidth() || seen.height < k.getHeight()) {
                    problems.add(new Problem(name(k) + " is cut: " + seen.width + "×" + seen.height + " of "
                            + k.getWidth() + "×" + k.getHeight() + " in sight"));
                }
                // Words that wrap ask for their width on one line, and are whole as long as their longest word is.
                int need = k instanceof WrappingLabel w ? longestWord(w) : k.getPreferredSize().width;
                if ((k instanceof JLabel || k instanceof AbstractButton) && k.getWidth() < need) {
                    problems.add(new Problem(name(k) + " is narrower than its words: " + k.getWidth() + " < " + need));
                }
                // What is in sight of each, in the same place: a part scrolled out of sight covers nothing.
                bounds.add(SwingUtilities.convertRectangle(k, ((JComponent) k).getVisibleRect(), root));
            }
            for (int i = 0; i < controls.size(); i++) {
                for (int j = i + 1; j < controls.size(); j++) {
                    Rectangle overlap = bounds.get(i).intersection(bounds.get(j));
                    if (!overlap.isEmpty() && !nested(controls.get(i), controls.get(j))) {
                        problems.add(new Problem(name(controls.get(i)) + " and " + name(controls.get(j))
                                + " overlap by " + overlap.width + "×" + overlap.height));
                    }
                }
            }
            return problems;
        });
    }

    /**
     * The part of a control its containers leave in sight, up to the page it is on: a page that scrolls hides
     * nothing for good, a container too small for its control does.
     */
    private static Rectangle inItsPage(Component k) {
        Rectangle seen = new Rectangle(0, 0, k.getWidth(), k.getHeight());
        Component at = k;
        while (at.getParent() != null && !(at.getParent() instanceof JViewport)) {
            seen.translate(at.getX(), at.getY());
            seen = seen.intersection(new Rectangle(
                    0, 0, at.getParent().getWidth(), at.getParent().getHeight()));
            at = at.getParent();
        }
        return seen;
    }

    /** The width of a wrapping label's longest word, which cannot wrap, with its insets. */
    private static int longestWord(WrappingLabel w) {
        View html = (View) w.getClientProperty(BasicHTML.propertyKey);
        Insets in = w.getInsets();
        return html == null
                ? w.getPreferredSize().width
                : (int) Math.ceil(html.getMinimumSpan(View.X_AXIS)) + in.left + in.right;
    }

    private static boolean nested(Component a, Component b) {
        return SwingUtilities.isDescendingFrom(a, b) || SwingUtilities.isDescendingFrom(b, a);
    }

    /** Where a component is on the screen now. */
    public static Rectangle onScreen(Component k) {
        return GuiActionRunner.execute(() -> new Rectangle(k.getLocationOnScreen(), k.getSize()));
    }

    /** Whether it is shown whole, nothing of it hidden behind an edge. */
    public static boolean wholeInSight(JComponent k) {
        return GuiActionRunner.execute(() -> {
            Rectangle seen = k.getVisibleRect();
            return k.isShowing() && seen.width == k.getWidth() && seen.height == k.getHeight();
        });
    }

    private static String name(Component k) {
        String text = k instanceof JLabel l ? l.getText() : k instanceof AbstractButton b ? b.getText() : null;
        return (k.getName() != null ? k.getName() : k.getClass().getSimpleName())
                + (text != null ? " “" + text + "”" : "");
    }
}
