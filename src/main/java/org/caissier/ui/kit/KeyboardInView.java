package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.Container;
import java.awt.KeyboardFocusManager;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.HierarchyEvent;
import java.beans.PropertyChangeEvent;
import java.beans.PropertyChangeListener;
import javax.swing.JComponent;
import javax.swing.JList;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;

/**
 * The component that has the keyboard scrolled into sight in a page that scrolls: when it gets the keyboard, and
 * when the page is laid out anew (a larger text size, a row added) with it out of sight. A table or a list shows
 * its chosen line. The page listens to the keyboard only while it is on screen.
 *
 * <p>The keyboard coming back to the component that had it last in the page's window — a dialog closed, the window
 * activated again — is no reason to scroll: the page stays where the user scrolled it (found by the explorer: the
 * page jumped back to the field after a dialog cancelled, Pistes, a Cup tournament, Long Cours, Espion).
 */
public final class KeyboardInView implements PropertyChangeListener {
    private final JComponent page;
    /** What had the keyboard last in the page's window; null before anything there had it. */
    private Component last;

    private KeyboardInView(JComponent page) {
        this.page = page;
    }

    /** Keeps the keyboard in sight within {@code page} (a scroll pane's view, or what holds one). */
    public static void on(JComponent page) {
        KeyboardInView keeper = new KeyboardInView(page);
        page.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.DISPLAYABILITY_CHANGED) != 0) {
                KeyboardFocusManager keys = KeyboardFocusManager.getCurrentKeyboardFocusManager();
                keys.removePropertyChangeListener("focusOwner", keeper);
                if (page.isDisplayable()) {
                    keys.addPropertyChangeListener("focusOwner", keeper);
                }
            }
        });
        if (page.isDisplayable()) {
            KeyboardFocusManager.getCurrentKeyboardFocusManager().addPropertyChangeListener("focusOwner", keeper);
        }
        page.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                keeper.showLater(
                        KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
            }
        });
    }

    @Override
    public void propertyChange(PropertyChangeEvent e) {
        if (!(e.getNewValue() instanceof Component owner)) {
            return;
        }
        Window home = SwingUtilities.getWindowAncestor(page);
        if (home == null || SwingUtilities.getWindowAncestor(owner) != home) {
            return; // another window (a dialog) has it: what the page's window had stays its last
        }
        boolean back = owner == last;
        last = owner;
        if (!back) {
            showLater(owner);
        }
    }

    /** Once the layout under way is done: a component given the keyboard as it is added has no place yet. */
    private void showLater(Component owner) {
        if (owner instanceof JComponent k && SwingUtilities.isDescendingFrom(k, page)) {
            SwingUtilities.invokeLater(() -> show(k));
        }
    }

    private static void show(JComponent k) {
        if (!k.isShowing()
                || k != KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner()) {
            return;
        }
        Rectangle wanted = new Rectangle(0, 0, k.getWidth(), k.getHeight());
        if (k instanceof JTable t) {
            wanted = t.getCellRect(Math.max(0, t.getSelectedRow()), 0, true);
        } else if (k instanceof JList<?> l && l.getModel().getSize() > 0) {
            wanted = l.getCellBounds(Math.max(0, l.getSelectedIndex()), Math.max(0, l.getSelectedIndex()));
        }
        Rectangle seen = k.getVisibleRect();
        if (wanted != null && !seen.contains(wanted)) {
            reveal(k, wanted);
        }
    }

    /** The whole of {@code k} scrolled into sight, in every pane round it. */
    static void reveal(JComponent k) {
        reveal(k, new Rectangle(0, 0, k.getWidth(), k.getHeight()));
    }

    /**
     * {@code wanted} (in {@code k}'s coordinates) scrolled into sight in every pane round {@code k}, the innermost
     * first. Not {@code k.scrollRectToVisible}: a text field's only moves the text inside it (the name field with the
     * keyboard stayed below a dialog's fold), and a viewport does not pass the request on to a pane round its own.
     */
    static void reveal(JComponent k, Rectangle wanted) {
        for (Container p = k.getParent(); p != null; p = p.getParent()) {
            if (p instanceof JViewport v && v.getView() instanceof JComponent view) {
                view.scrollRectToVisible(SwingUtilities.convertRectangle(k, wanted, view));
            }
        }
    }
}
