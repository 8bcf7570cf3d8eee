package org.caissier.testing;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.AbstractButton;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JMenuItem;
import javax.swing.JRadioButton;
import javax.swing.JTable;
import javax.swing.JToggleButton;
import javax.swing.ListCellRenderer;
import javax.swing.UIManager;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.JTextComponent;
import org.caissier.testing.ScreenAudit.Fault;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.kit.Contrast;

/**
 * The screen audit's look at colours: words fainter than 4.5:1 (WCAG's formula) against what lies under them, in
 * a component, a table's cells, a list's lines, a placeholder, and a refused action as it paints itself. Its
 * faults go to the audit's list, named as the audit names them. Call on the EDT.
 */
public final class ContrastAudit {
    static final double MIN_CONTRAST = 4.5;
    private static final Pattern HTML_COLOUR = Pattern.compile("color\\s*[:=]\\s*['\"]?#([0-9a-fA-F]{6})");

    private final String where;
    private final List<Fault> faults;

    ContrastAudit(String where, List<Fault> faults) {
        this.where = where;
        this.faults = faults;
    }

    void check(JComponent k) {
        contrast(k);
        if (k instanceof JTable t) {
            cellContrast(t);
        }
        if (k instanceof JList<?> l) {
            listContrast(l);
        }
    }

    private void fault(Component k, String kind, String detail) {
        faults.add(new Fault(where + " · " + ScreenAudit.id(k) + " · " + kind, detail));
    }

    private void contrast(JComponent k) {
        if (k instanceof ActionButton b && !b.isEnabled() && b.getToolTipText() != null) {
            // Refused, it looks disabled, yet a press on it says why: a live control, read like any other.
            double r = paintedContrast(b);
            if (r < MIN_CONTRAST) {
                fault(
                        k,
                        "refused control's words below 4.5:1",
                        String.format("%.2f:1 as painted: %s", r, ScreenAudit.plain(b.getText())));
            }
            return;
        }
        if (!k.isEnabled() || k instanceof JMenuItem) {
            return;
        }
        String text = k instanceof JLabel l
                ? l.getText()
                : k instanceof AbstractButton b ? b.getText() : k instanceof JTextComponent t ? t.getText() : null;
        Color ground = ground(k);
        if (text != null && !text.isBlank()) {
            inks(k, text, k.getForeground(), ground);
        }
        if (k instanceof JTextComponent t
                && t.getClientProperty("JTextField.placeholderText") instanceof String hint
                && t.getText().isEmpty()) {
            Color ink = UIManager.getColor("TextField.placeholderForeground");
            if (ink != null) {
                ratio(k, "placeholder", hint, ink, ground);
            }
        }
    }

    /**
     * The contrast of a component's words with its background as it paints them (WCAG's formula): the background
     * is the commonest colour inside its border, the words the pixel farthest from it.
     */
    public static double paintedContrast(JComponent k) {
        BufferedImage image = new BufferedImage(k.getWidth(), k.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(ground(k));
        g.fillRect(0, 0, k.getWidth(), k.getHeight());
        k.paint(g);
        g.dispose();
        Map<Integer, Integer> counts = new HashMap<>();
        int inset = k.getHeight() / 4;
        for (int y = inset; y < k.getHeight() - inset; y++) {
            for (int x = inset; x < k.getWidth() - inset; x++) {
                counts.merge(image.getRGB(x, y), 1, Integer::sum);
            }
        }
        if (counts.isEmpty()) {
            return 21;
        }
        Color background = new Color(counts.entrySet().stream()
                .max(Map.Entry.comparingByValue())
                .orElseThrow()
                .getKey());
        double best = 1;
        for (int rgb : counts.keySet()) {
            best = Math.max(best, Contrast.ratio(new Color(rgb), background));
        }
        return best;
    }

    private void inks(JComponent k, String text, Color ink, Color ground) {
        ratio(k, "contrast", text, ink, ground);
        if (BasicHTML.isHTMLString(text)) {
            Matcher m = HTML_COLOUR.matcher(text);
            while (m.find()) {
                ratio(k, "contrast", text, new Color(Integer.parseInt(m.group(1), 16)), ground);
            }
        }
    }

    private void ratio(JComponent k, String kind, String text, Color ink, Color ground) {
        double r = Contrast.ratio(ink, ground);
        if (r < MIN_CONTRAST) {
            fault(
                    k,
                    kind + " below 4.5:1",
                    String.format("%.2f:1, %s on %s: %s", r, hex(ink), hex(ground), ScreenAudit.plain(text)));
        }
    }

    private void cellContrast(JTable t) {
        Rectangle visible = t.getVisibleRect();
        int first = Math.max(0, t.rowAtPoint(visible.getLocation()));
        int last = t.rowAtPoint(new Point(0, visible.y + visible.height - 1));
        last = last < 0 ? t.getRowCount() - 1 : last;
        for (int row = first; row <= last; row++) {
            for (int col = 0; col < t.getColumnCount(); col++) {
                Component r = t.prepareRenderer(t.getCellRenderer(row, col), row, col);
                if (r instanceof JLabel l && l.getText() != null && !l.getText().isBlank() && r.isEnabled()) {
                    Color ground = r.isOpaque() ? r.getBackground() : t.getBackground();
                    double ratio = Contrast.ratio(r.getForeground(), ground);
                    if (ratio < MIN_CONTRAST) {
                        faults.add(new Fault(
                                where + " · " + ScreenAudit.id(t) + "[" + t.getColumnName(col)
                                        + "] · cell contrast below 4.5:1",
                                String.format(
                                        "%.2f:1, %s on %s, row %d: %s",
                                        ratio,
                                        hex(r.getForeground()),
                                        hex(ground),
                                        row,
                                        ScreenAudit.plain(l.getText()))));
                    }
                }
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private void listContrast(JList l) {
        ListCellRenderer renderer = l.getCellRenderer();
        int first = l.getFirstVisibleIndex();
        int last = l.getLastVisibleIndex();
        for (int i = Math.max(0, first); i <= last && i < l.getModel().getSize(); i++) {
            boolean selected = l.isSelectedIndex(i);
            Component r = renderer.getListCellRendererComponent(l, l.getModel().getElementAt(i), i, selected, false);
            if (r instanceof JLabel label
                    && label.getText() != null
                    && !label.getText().isBlank()) {
                Color ground = r.isOpaque() ? r.getBackground() : l.getBackground();
                double ratio = Contrast.ratio(r.getForeground(), ground);
                if (ratio < MIN_CONTRAST) {
                    faults.add(new Fault(
                            where + " · " + ScreenAudit.id(l) + " · line contrast below 4.5:1",
                            String.format(
                                    "%.2f:1, %s on %s, line %d: %s",
                                    ratio,
                                    hex(r.getForeground()),
                                    hex(ground),
                                    i,
                                    ScreenAudit.plain(label.getText()))));
                }
            }
        }
    }

    /** The colour under a component's words: its own when it paints it, else the nearest opaque ancestor's. */
    private static Color ground(JComponent k) {
        if (k instanceof JButton
                || k instanceof JToggleButton && !(k instanceof JCheckBox) && !(k instanceof JRadioButton)
                || k instanceof JTextComponent) {
            return k.getBackground();
        }
        Component at = k;
        while (at != null) {
            if (at.isOpaque() && at.getBackground() != null) {
                return at.getBackground();
            }
            at = at.getParent();
        }
        return UIManager.getColor("Panel.background");
    }

    private static String hex(Color c) {
        return String.format("#%06x", c.getRGB() & 0xffffff);
    }
}
