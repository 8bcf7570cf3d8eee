package org.caissier.testing;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.GraphicsEnvironment;
import java.awt.Insets;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JLayeredPane;
import javax.swing.JList;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JRootPane;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.JViewport;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.table.JTableHeader;
import javax.swing.table.TableCellRenderer;
import javax.swing.text.JTextComponent;
import javax.swing.text.View;
import org.caissier.ui.kit.MustShow;

/**
 * Walks a window's component tree as a player would look at it and lists every fault at once: a component that
 * must show ({@link MustShow}, and a dialog's default button) out of the window, a control cut by the edge of what
 * holds it, words cut or ellipsed (labels, buttons, table cells and headers), words printed over another control,
 * words fainter than 4.5:1 against what lies under them, a text field narrower than its value, a control smaller
 * than 24×24 px, words a component paints itself printed over each other, touching, past its edge or under a
 * marker it paints ({@link ScreenChecks}), and a turn line under 28 px. Each fault has a key
 * (screen, state, component, kind: stable from run to run, for a list of the faults known and still to fix) and a
 * detail with the measures. Call on the EDT.
 */
public final class ScreenAudit {
    /** The property on a text field naming the longest value it must show (e.g. a radius "12.5"). */
    public static final String LONGEST = "caissier.longestValue";

    static final int MIN_TARGET = 24;

    /** One fault: {@code key} names where and what, {@code detail} the numbers. */
    public record Fault(String key, String detail) {
        @Override
        public String toString() {
            return key + " — " + detail;
        }
    }

    /** What to check: fit (cuts, sizes) and/or contrast; {@code scrolls} says whether a must-show may be scrolled to. */
    public record Checks(boolean fit, boolean contrast, boolean scrolls) {}

    private final String where;
    private final Checks checks;
    private final List<Fault> faults = new ArrayList<>();
    private final ContrastAudit contrast;

    private ScreenAudit(String where, Checks checks) {
        this.where = where;
        this.checks = checks;
        this.contrast = new ContrastAudit(where, faults);
    }

    /** The faults of {@code window}, each key starting with {@code where} (the screen and state). */
    public static List<Fault> of(Window window, String where, Checks checks) {
        ScreenAudit audit = new ScreenAudit(where, checks);
        audit.window(window);
        return audit.faults;
    }

    private void fault(Component k, String kind, String detail) {
        faults.add(new Fault(where + " · " + id(k) + " · " + kind, detail));
    }

    private void window(Window w) {
        if (checks.fit) {
            // What the window shows (its content, without the frame a window manager draws round a maximised one).
            Rectangle screen = GraphicsEnvironment.getLocalGraphicsEnvironment().getMaximumWindowBounds();
            Component content = w instanceof RootPaneContainer r ? r.getRootPane() : w;
            Rectangle shown = new Rectangle(content.getLocationOnScreen(), content.getSize());
            if (!screen.contains(shown)) {
                fault(w, "window larger than the screen", shown + " on " + screen);
            }
            faults.addAll(ScreenChecks.sideways(w, where));
            faults.addAll(ScreenChecks.keyboardInView(w, where));
            faults.addAll(ScreenChecks.turnLines(w, where));
        }
        walk(w, w);
    }

    private void walk(Container c, Window w) {
        if (checks.fit) {
            overlaps(c);
        }
        for (Component k : c.getComponents()) {
            if (!k.isShowing() || k.getWidth() <= 0 || k.getHeight() <= 0) {
                continue;
            }
            if (k instanceof JComponent j) {
                check(j, w);
            }
            if (k instanceof Container inner
                    && !(k instanceof JComboBox)
                    && !(k instanceof JTable)
                    && !(k instanceof JList)) {
                walk(inner, w);
            }
        }
    }

    private void check(JComponent k, Window w) {
        if (checks.fit) {
            mustShow(k, w);
            cut(k);
            words(k);
            field(k);
            target(k);
            painted(k);
            if (k instanceof JTable t) {
                cells(t);
            }
        }
        if (checks.contrast) {
            contrast.check(k);
        }
    }

    // ---- must show, cut

    private void mustShow(JComponent k, Window w) {
        // A dialog's default button (Enter) is its main action: marked or not, it must show.
        if (!MustShow.marked(k) && !(k instanceof JButton b && b.isDefaultButton())) {
            return;
        }
        Rectangle seen = checks.scrolls ? beyondScrolling(k) : k.getVisibleRect();
        // A table's figures are its rows: the empty part below them (a table filling its pane) need not show.
        Rectangle whole = k instanceof JTable t
                ? new Rectangle(0, 0, t.getWidth(), Math.min(t.getHeight(), t.getRowCount() * t.getRowHeight()))
                : new Rectangle(0, 0, k.getWidth(), k.getHeight());
        Rectangle shown = checks.scrolls
                ? new Rectangle(0, 0, Math.min(seen.width, whole.width), Math.min(seen.height, whole.height))
                : seen.intersection(whole);
        if (shown.width < whole.width || shown.height < whole.height) {
            fault(
                    k,
                    "must show, not wholly in the window",
                    Math.max(0, shown.width) + "×" + Math.max(0, shown.height) + " of " + whole.width + "×"
                            + whole.height + " in sight");
        }
    }

    /**
     * The part of {@code k} in sight once any scroll pane around it is scrolled to it: a scroll pane hides nothing
     * for good, so only other edges cut (those between {@code k} and its scroll pane, and those around the pane).
     */
    private static Rectangle beyondScrolling(Component k) {
        Rectangle seen = new Rectangle(0, 0, k.getWidth(), k.getHeight());
        Component at = k;
        while (at.getParent() != null && !(at instanceof Window)) {
            Container parent = at.getParent();
            if (parent instanceof JViewport viewport) {
                // A page of controls scrolls down only: what lies past its pane's side stays out of sight.
                int wide = ScreenChecks.page(viewport) ? ScreenChecks.across(seen, viewport) : seen.width;
                Rectangle pane = beyondScrolling(viewport);
                boolean paneWhole = pane.width >= viewport.getWidth() && pane.height >= viewport.getHeight();
                return paneWhole
                        ? new Rectangle(0, 0, wide, seen.height)
                        : new Rectangle(0, 0, Math.min(wide, pane.width), Math.min(seen.height, pane.height));
            }
            seen.translate(at.getX(), at.getY());
            seen = seen.intersection(new Rectangle(0, 0, parent.getWidth(), parent.getHeight()));
            at = parent;
        }
        return new Rectangle(0, 0, Math.max(0, seen.width), Math.max(0, seen.height));
    }

    /** A control cut by the edge of a container that does not scroll (a scroll pane's view is not cut). */
    private void cut(JComponent k) {
        if (!control(k)) {
            return;
        }
        Rectangle seen = new Rectangle(0, 0, k.getWidth(), k.getHeight());
        Component at = k;
        while (at.getParent() != null && !(at.getParent() instanceof JViewport) && !(at instanceof Window)) {
            seen.translate(at.getX(), at.getY());
            seen = seen.intersection(new Rectangle(
                    0, 0, at.getParent().getWidth(), at.getParent().getHeight()));
            at = at.getParent();
        }
        if (seen.width < k.getWidth() || seen.height < k.getHeight()) {
            fault(
                    k,
                    "cut by its container",
                    Math.max(0, seen.width) + "×" + Math.max(0, seen.height) + " of " + k.getWidth() + "×"
                            + k.getHeight() + " in sight");
        } else if (at.getParent() instanceof JViewport viewport
                && ScreenChecks.page(viewport)
                && ScreenChecks.across(seen, viewport) < k.getWidth()) {
            fault(
                    k,
                    "cut at its pane's side",
                    Math.max(0, ScreenChecks.across(seen, viewport)) + " of " + k.getWidth()
                            + " px in sight in a page that scrolls down only");
        }
    }

    /**
     * Words printed over another control: two labels, buttons or fields side by side in one container whose bounds
     * cross (a label wider than its column runs under the field beside it). Layered panes and viewports place their
     * children over each other on purpose, and are left out.
     */
    private void overlaps(Container c) {
        if (c instanceof JLayeredPane || c instanceof JViewport || c instanceof JRootPane) {
            return;
        }
        List<JComponent> shown = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k.isShowing()
                    && k.getWidth() > 0
                    && k.getHeight() > 0
                    && (k instanceof JLabel
                            || k instanceof AbstractButton
                            || k instanceof JTextComponent
                            || k instanceof JComboBox)) {
                shown.add((JComponent) k);
            }
        }
        for (int i = 0; i < shown.size(); i++) {
            for (int j = i + 1; j < shown.size(); j++) {
                Rectangle a = shown.get(i).getBounds();
                Rectangle b = shown.get(j).getBounds();
                Rectangle both = a.intersection(b);
                if (both.width > 1 && both.height > 1) {
                    fault(
                            shown.get(i),
                            "over another control",
                            "crosses " + id(shown.get(j)) + " by " + both.width + "×" + both.height);
                }
            }
        }
    }

    private static boolean control(JComponent k) {
        return k instanceof JLabel
                || k instanceof AbstractButton
                || k instanceof JTextComponent
                || k instanceof JComboBox
                || k instanceof JSpinner
                || k instanceof JScrollPane
                || k instanceof JTable;
    }

    // ---- words that fit

    private void words(JComponent k) {
        String text = k instanceof JLabel l
                ? l.getText()
                : k instanceof AbstractButton b && !(k instanceof JMenuItem && !(k instanceof JMenu))
                        ? b.getText()
                        : null;
        if (text == null || text.isBlank()) {
            return;
        }
        Insets in = k.getInsets();
        if (BasicHTML.isHTMLString(text)) {
            View v = (View) k.getClientProperty(BasicHTML.propertyKey);
            if (v == null) {
                return;
            }
            int width = k.getWidth() - in.left - in.right;
            int height = k.getHeight() - in.top - in.bottom;
            if (k instanceof AbstractButton) {
                return; // a button's HTML is laid out with its icon; its preferred size is checked below
            }
            v.setSize(Math.max(1, width), 0);
            float needX = v.getMinimumSpan(View.X_AXIS);
            float needY = v.getPreferredSpan(View.Y_AXIS);
            v.setSize(Math.max(1, width), Math.max(1, height));
            if (needX > width + 1 || needY > height + 1) {
                fault(
                        k,
                        "words cut",
                        "needs " + (int) needX + "×" + (int) needY + ", has " + width + "×" + height + ": "
                                + plain(text));
            }
            return;
        }
        // What its words need, not a preferred width the program set (a turn line asks for its longest sentence).
        Dimension words = k instanceof JLabel l
                ? l.getUI().getPreferredSize(l)
                : ((AbstractButton) k).getUI().getPreferredSize(k);
        int need = words != null ? words.width : k.getPreferredSize().width;
        if (k.getWidth() < need) {
            fault(k, "words cut", "needs " + need + " px, has " + k.getWidth() + ": " + text);
        }
        FontMetrics fm = k.getFontMetrics(k.getFont());
        if (k.getHeight() - in.top - in.bottom < fm.getAscent() + fm.getDescent() - 1) {
            fault(
                    k,
                    "words cut",
                    "height " + k.getHeight() + " for words " + (fm.getAscent() + fm.getDescent()) + " px high: "
                            + text);
        }
    }

    private void cells(JTable t) {
        Rectangle visible = t.getVisibleRect();
        int first = Math.max(0, t.rowAtPoint(visible.getLocation()));
        int last = t.rowAtPoint(new Point(0, visible.y + visible.height - 1));
        last = last < 0 ? t.getRowCount() - 1 : last;
        for (int col = 0; col < t.getColumnCount(); col++) {
            int width = t.getColumnModel().getColumn(col).getWidth();
            if (t.getColumnModel().getColumn(col).getMaxWidth() == 0) {
                continue; // hidden on purpose: nothing to show (no clubs, no averages)
            }
            for (int row = first; row <= last; row++) {
                Component r = t.prepareRenderer(t.getCellRenderer(row, col), row, col);
                String text = r instanceof JLabel l ? l.getText() : null;
                if (text != null
                        && !text.isBlank()
                        && !BasicHTML.isHTMLString(text)
                        && r.getPreferredSize().width > width) {
                    faults.add(new Fault(
                            where + " · " + id(t) + "[" + t.getColumnName(col) + "] · cell words cut",
                            "row " + row + " needs " + r.getPreferredSize().width + " px, has " + width + ": " + text));
                }
                if (text != null && r.getPreferredSize().height > t.getRowHeight(row)) {
                    faults.add(new Fault(
                            where + " · " + id(t) + "[" + t.getColumnName(col) + "] · cell words cut",
                            "row " + row + " needs " + r.getPreferredSize().height + " px high, has "
                                    + t.getRowHeight(row) + ": " + plain(text)));
                }
            }
            JTableHeader header = t.getTableHeader();
            if (header != null && header.isShowing()) {
                TableCellRenderer hr = t.getColumnModel().getColumn(col).getHeaderRenderer();
                hr = hr != null ? hr : header.getDefaultRenderer();
                Component h = hr.getTableCellRendererComponent(
                        t, t.getColumnModel().getColumn(col).getHeaderValue(), false, false, -1, col);
                String text = h instanceof JLabel l ? l.getText() : null;
                if (text != null
                        && !text.isBlank()
                        && !BasicHTML.isHTMLString(text)
                        && h.getPreferredSize().width > width) {
                    faults.add(new Fault(
                            where + " · " + id(t) + "[" + t.getColumnName(col) + "] · header words cut",
                            "needs " + h.getPreferredSize().width + " px, has " + width + ": " + text));
                }
            }
        }
    }

    private void field(JComponent k) {
        if (!(k instanceof JTextField f) || !f.isEditable()) {
            return;
        }
        String longest = f.getClientProperty(LONGEST) instanceof String s ? s : "";
        String text = f.getText().length() > longest.length() ? f.getText() : longest;
        FontMetrics fm = f.getFontMetrics(f.getFont());
        // At least two figures, whatever it holds: a typed "4" must show.
        int need = Math.max(fm.stringWidth(text), fm.stringWidth("00")) + 2;
        Insets in = f.getInsets();
        int has = f.getWidth() - in.left - in.right;
        if (has < need) {
            fault(
                    f,
                    "field narrower than its value",
                    "needs " + need + " px for “" + (text.isEmpty() ? "00" : text) + "”, has " + has);
        }
        // The grey words of an empty field are cut by an ellipsis where they do not fit.
        if (f.getText().isEmpty()
                && f.getClientProperty("JTextField.placeholderText") instanceof String hint
                && fm.stringWidth(hint) > has) {
            fault(f, "placeholder cut", "needs " + fm.stringWidth(hint) + " px, has " + has + ": " + hint);
        }
    }

    private void target(JComponent k) {
        boolean clickable = k instanceof AbstractButton && !(k instanceof JMenuItem) || k instanceof JComboBox;
        if (clickable && (k.getWidth() < MIN_TARGET || k.getHeight() < MIN_TARGET)) {
            fault(k, "smaller than 24×24", k.getWidth() + "×" + k.getHeight());
        }
    }

    private void painted(JComponent k) {
        faults.addAll(ScreenChecks.paintedWords(k, where));
    }

    // ---- naming

    /**
     * How the key names a component: its name, or its nearest named ancestor's with its kind and words (a
     * component of no name).
     */
    static String id(Component k) {
        if (k.getName() != null && !(k instanceof Window)) {
            return k.getName();
        }
        if (k instanceof Window w) {
            return w.getName() != null ? w.getName() : w.getClass().getSimpleName();
        }
        String text = k instanceof JLabel l ? l.getText() : k instanceof AbstractButton b ? b.getText() : null;
        Component named = k.getParent();
        while (named != null && named.getName() == null) {
            named = named.getParent();
        }
        return (named == null ? "" : named.getName() + ">")
                + k.getClass().getSimpleName()
                + (text == null ? "" : "“" + shorten(plain(text)) + "”");
    }

    private static String shorten(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "…";
    }

    static String plain(String text) {
        return text.replaceAll("<[^>]*>", " ").replaceAll("\\s+", " ").trim();
    }

    /** Whether {@code k} lies inside {@code root} (for callers that want one part). */
    static boolean inside(Component k, Container root) {
        return SwingUtilities.isDescendingFrom(k, root);
    }
}
