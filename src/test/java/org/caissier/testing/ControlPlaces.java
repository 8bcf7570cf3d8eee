package org.caissier.testing;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JRootPane;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;

/**
 * Where each button and field of a window stands and how much of it is in sight: compared before and after
 * something is said in a form (a refusal quoting a long value), nothing may have moved or been cut for it.
 */
public final class ControlPlaces {
    private ControlPlaces() {}

    /** Each showing button's and field's place in {@code w}'s root pane and the part of it in sight (on the EDT). */
    public static Map<String, String> of(RootPaneContainer w) {
        Map<String, String> places = new LinkedHashMap<>();
        JRootPane root = w.getRootPane();
        for (JComponent k : controls(root)) {
            Rectangle at = SwingUtilities.convertRectangle(k.getParent(), k.getBounds(), root);
            Rectangle seen = k.getVisibleRect();
            places.put(
                    (k.getName() == null ? k.getClass().getSimpleName() : k.getName()) + "@" + places.size(),
                    at.x + "," + at.y + " " + at.width + "x" + at.height + ", seen " + seen.width + "x" + seen.height);
        }
        return places;
    }

    /**
     * The showing buttons and fields of {@code w} cut at a side (on the EDT): part of their width out of sight in a
     * part of them that shows. One below the fold of a page that scrolls down is scrolled to, not cut.
     */
    public static List<String> cutAcross(RootPaneContainer w) {
        List<String> cut = new ArrayList<>();
        for (JComponent k : controls(w.getRootPane())) {
            Rectangle seen = k.getVisibleRect();
            if (seen.height > 0 && seen.width < k.getWidth()) {
                cut.add(k.getName() + ": " + seen.width + " of " + k.getWidth() + " px in sight");
            }
        }
        return cut;
    }

    private static List<JComponent> controls(Container in) {
        List<JComponent> found = new ArrayList<>();
        for (Component k : in.getComponents()) {
            if (k.isShowing() && (k instanceof AbstractButton || k instanceof JTextComponent)) {
                found.add((JComponent) k);
            } else if (k instanceof Container c) {
                found.addAll(controls(c));
            }
        }
        return found;
    }
}
