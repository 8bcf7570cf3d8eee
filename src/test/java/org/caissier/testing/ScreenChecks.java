package org.caissier.testing;

import java.awt.Component;
import java.awt.Container;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.JViewport;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;
import javax.swing.table.JTableHeader;
import javax.swing.table.TableCellRenderer;
import javax.swing.text.JTextComponent;
import org.caissier.testing.ScreenAudit.Fault;
import org.caissier.ui.kit.FittedPanel;
import org.caissier.ui.kit.MustShow;
import org.caissier.ui.kit.PaintedLabels;

/**
 * Checks of the screen audit that stand on their own, each a function of what it looks at and of the words that
 * name the screen and its state ({@code where}, the first words of every fault's key), giving every fault found:
 * the screen audit calls them, and so may any test that walks the program into a state of its own. Call on the EDT.
 */
public final class ScreenChecks {
    /** A turn line is read from across the table: at least this many pixels. */
    public static final float TURN_LINE = 28f;
    /** The table display is read from across a room: every word at least this many pixels, its headings too. */
    public static final float TABLE_DISPLAY = 32f;
    /** The components that say whose turn it is, in every game. */
    private static final Set<String> TURN_LINES = Set.of("turnLabel", "espionTurn");

    private ScreenChecks() {}

    /**
     * Words a component paints itself ({@link PaintedLabels}: a board's port names): each inside it, none over
     * another or touching it side by side, and none under a marker it paints (a ship).
     */
    public static List<Fault> paintedWords(JComponent k, String where) {
        List<Fault> faults = new ArrayList<>();
        if (!(k instanceof PaintedLabels p)) {
            return faults;
        }
        List<Rectangle> labels = p.labelBounds();
        Rectangle inside = new Rectangle(0, 0, k.getWidth(), k.getHeight());
        int out = 0;
        List<String> close = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            if (!inside.contains(labels.get(i))) {
                out++;
            }
            for (int j = i + 1; j < labels.size(); j++) {
                if (!PaintedLabels.apart(labels.get(i), labels.get(j))) {
                    close.add(at(labels.get(i)) + " and " + at(labels.get(j)));
                }
            }
        }
        if (out > 0) {
            faults.add(fault(where, k, "painted words past its edge", out + " of " + labels.size()));
        }
        if (!close.isEmpty()) {
            faults.add(fault(
                    where,
                    k,
                    "painted words over or touching each other",
                    close.size() + " pairs of " + labels.size() + " words, e.g. " + close.get(0)));
        }
        int covered = 0;
        for (Rectangle marker : p.markerBounds()) {
            for (Rectangle label : labels) {
                if (marker.intersects(label)) {
                    covered++;
                }
            }
        }
        if (covered > 0) {
            faults.add(fault(
                    where,
                    k,
                    "marker over painted words",
                    covered + " words under " + p.markerBounds().size() + " markers"));
        }
        return faults;
    }

    /**
     * A page that scrolls sideways (a game's, the launcher's, a dialog's content): at any text size it may scroll
     * down only, its parts stacking (a sideways scroll hides the actions at the right edge until it is found).
     */
    public static List<Fault> sideways(Window w, String where) {
        List<Fault> faults = new ArrayList<>();
        for (Component k : showing(w)) {
            if (k instanceof JScrollPane pane
                    && (pagePane(pane) || "screenFitScroll".equals(pane.getName()))
                    && pane.getHorizontalScrollBar().isShowing()) {
                faults.add(fault(
                        where,
                        pane,
                        "page scrolls sideways",
                        pane.getViewport().getViewSize().width + " px wide in a "
                                + pane.getViewport().getExtentSize().width + " px view"));
            }
        }
        return faults;
    }

    /** The component that has the keyboard, if in this window, wholly in sight (a page scrolls it into view). */
    public static List<Fault> keyboardInView(Window w, String where) {
        Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        if (!(owner instanceof JComponent k) || SwingUtilities.getWindowAncestor(k) != w || !k.isShowing()) {
            return List.of();
        }
        Rectangle seen = k.getVisibleRect();
        // A tall list or table has the keyboard on its chosen line: that line, not the whole, must show.
        int high = k instanceof JTable || k instanceof JList || k instanceof JTextArea
                ? Math.min(k.getHeight(), k.getFontMetrics(k.getFont()).getHeight())
                : k.getHeight();
        int wide = k instanceof JTable || k instanceof JList ? Math.min(k.getWidth(), 40) : k.getWidth();
        if (seen.width < wide || seen.height < high) {
            return List.of(fault(
                    where,
                    k,
                    "has the keyboard, out of sight",
                    seen.width + "×" + seen.height + " of " + k.getWidth() + "×" + k.getHeight() + " in sight"));
        }
        return List.of();
    }

    /** Every showing turn line under {@code root} at least {@link #TURN_LINE} px. */
    public static List<Fault> turnLines(Container root, String where) {
        List<Fault> faults = new ArrayList<>();
        for (Component k : showing(root)) {
            if (k instanceof JLabel l
                    && k.getName() != null
                    && TURN_LINES.contains(k.getName())
                    && l.getFont().getSize2D() < TURN_LINE) {
                faults.add(fault(
                        where,
                        k,
                        "turn line under " + (int) TURN_LINE + " px",
                        l.getFont().getSize2D() + " px: " + ScreenAudit.plain(String.valueOf(l.getText()))));
            }
        }
        return faults;
    }

    /**
     * Every word showing under {@code root} (the table display) at least {@link #TABLE_DISPLAY} px: labels, texts,
     * a table's cells and headings.
     */
    public static List<Fault> displayWords(Container root, String where) {
        List<Fault> faults = new ArrayList<>();
        for (Component k : showing(root)) {
            String text = k instanceof JLabel l
                    ? l.getText()
                    : k instanceof JTextComponent t ? t.getText() : k instanceof AbstractButton b ? b.getText() : null;
            if (text != null && !text.isBlank() && k.getFont().getSize2D() < TABLE_DISPLAY) {
                faults.add(fault(
                        where,
                        k,
                        "display words under " + (int) TABLE_DISPLAY + " px",
                        k.getFont().getSize2D() + " px: " + ScreenAudit.plain(text)));
            }
            if (k instanceof JTable t && t.getRowCount() > 0 && t.getColumnCount() > 0) {
                Component cell = t.prepareRenderer(t.getCellRenderer(0, 0), 0, 0);
                if (cell.getFont().getSize2D() < TABLE_DISPLAY) {
                    faults.add(fault(
                            where,
                            k,
                            "display cells under " + (int) TABLE_DISPLAY + " px",
                            cell.getFont().getSize2D() + " px"));
                }
                JTableHeader header = t.getTableHeader();
                if (header != null && header.isShowing()) {
                    TableCellRenderer hr = t.getColumnModel().getColumn(0).getHeaderRenderer();
                    hr = hr != null ? hr : header.getDefaultRenderer();
                    Component h = hr.getTableCellRendererComponent(
                            t, t.getColumnModel().getColumn(0).getHeaderValue(), false, false, -1, 0);
                    if (h.getFont().getSize2D() < TABLE_DISPLAY) {
                        faults.add(fault(
                                where,
                                k,
                                "display headings under " + (int) TABLE_DISPLAY + " px",
                                h.getFont().getSize2D() + " px"));
                    }
                }
            }
        }
        return faults;
    }

    /**
     * Where the main actions stand in {@code w}, by the audit's names: every component marked {@link MustShow} (the
     * actions, every player's figures) and every named button inside one, their top left corners in the window.
     */
    public static Map<String, Point> mainActions(Window w) {
        Map<String, Point> at = new LinkedHashMap<>();
        Component content = w instanceof RootPaneContainer r ? r.getRootPane() : w;
        for (Component k : showing(w)) {
            if (k instanceof JComponent j && MustShow.marked(j)) {
                at.put(ScreenAudit.id(k), SwingUtilities.convertPoint(k, 0, 0, content));
                for (Component inner : showing(j)) {
                    if (inner instanceof AbstractButton && inner.getName() != null) {
                        at.put(inner.getName(), SwingUtilities.convertPoint(inner, 0, 0, content));
                    }
                }
            }
        }
        return at;
    }

    /**
     * The controls that moved between states of one screen ({@code places}, as {@link #mainActions} found them in
     * the states {@code states} name, in order): each compared with where it last showed.
     */
    public static List<Fault> moved(String where, List<String> states, List<Map<String, Point>> places) {
        List<Fault> faults = new ArrayList<>();
        Map<String, Point> last = new LinkedHashMap<>();
        Map<String, String> lastState = new LinkedHashMap<>();
        for (int i = 0; i < places.size(); i++) {
            for (var e : places.get(i).entrySet()) {
                Point before = last.get(e.getKey());
                if (before != null && !before.equals(e.getValue())) {
                    faults.add(new Fault(
                            where + " · " + e.getKey() + " · moves between states",
                            "at "
                                    + before.x + "," + before.y + " after " + lastState.get(e.getKey()) + ", at "
                                    + e.getValue().x + "," + e.getValue().y + " after " + states.get(i)));
                }
                last.put(e.getKey(), e.getValue());
                lastState.put(e.getKey(), states.get(i));
            }
        }
        return faults;
    }

    /**
     * Whether a viewport shows a page of controls (the game's page, the actions, a shop), which scrolls down only,
     * rather than a table, a list or a text, whose lines may be scrolled to sideways.
     */
    static boolean page(JViewport viewport) {
        Component view = viewport.getView();
        boolean game = false;
        for (Container at = viewport.getParent(); at != null && !game; at = at.getParent()) {
            game = at instanceof JScrollPane pane && pagePane(pane);
        }
        return game
                && view != null
                && !(view instanceof JTable)
                && !(view instanceof JList)
                && !(view instanceof JTextComponent);
    }

    /**
     * Whether a scroll pane holds a page of the main window: a game's view ({@code gameScroll}) or any page that
     * fits itself to its pane ({@link FittedPanel}: the launcher's too, whatever its pane is called), not a dialog's
     * content ({@code screenFitScroll}).
     */
    private static boolean pagePane(JScrollPane pane) {
        return "gameScroll".equals(pane.getName())
                || !"screenFitScroll".equals(pane.getName())
                        && pane.getViewport().getView() instanceof FittedPanel;
    }

    /** How much of {@code seen} (in the coordinates of {@code viewport}'s view) lies across the viewport's width. */
    static int across(Rectangle seen, JViewport viewport) {
        Rectangle shown = viewport.getViewRect();
        return Math.min(seen.x + seen.width, shown.x + shown.width) - Math.max(seen.x, shown.x);
    }

    private static List<Component> showing(Container c) {
        List<Component> found = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (!k.isShowing() || k.getWidth() <= 0 || k.getHeight() <= 0) {
                continue;
            }
            found.add(k);
            if (k instanceof Container inner && !(k instanceof JTable)) {
                found.addAll(showing(inner));
            }
        }
        return found;
    }

    private static Fault fault(String where, Component k, String kind, String detail) {
        return new Fault(where + " · " + ScreenAudit.id(k) + " · " + kind, detail);
    }

    private static String at(Rectangle r) {
        return r.x + "," + r.y + " " + r.width + "×" + r.height;
    }
}
