package org.caissier.ui.kit;

import java.awt.AWTEvent;
import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dialog;
import java.awt.Frame;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsEnvironment;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.WindowEvent;
import java.util.function.ToIntFunction;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JScrollPane;
import javax.swing.JViewport;
import javax.swing.RootPaneContainer;
import javax.swing.SwingUtilities;

/**
 * Windows and dialogs open at a size that fits the screen they open on: no larger than its usable part (the
 * screen's bounds without the panels and docks a desktop keeps there) and wholly inside it; what no longer fits
 * scrolls. A packed dialog of long French words at text size 32 would otherwise open taller than a laptop's
 * screen, its buttons below the edge.
 */
public final class ScreenFit {
    /** On a window's root pane: the window sizes itself to its screen already (the table display), leave it. */
    public static final String SIZES_ITSELF = "caissier.sizesItself";

    /** On a dialog's root pane: its content draws at any size (a chart); it is made smaller, never scrolled. */
    public static final String ANY_SIZE = "caissier.anySize";

    private ScreenFit() {}

    /** The part of the screen of {@code gc} a window may use: its bounds less the desktop's insets. */
    public static Rectangle usable(GraphicsConfiguration gc) {
        Rectangle r = new Rectangle(gc.getBounds());
        Insets in = Toolkit.getDefaultToolkit().getScreenInsets(gc);
        r.x += in.left;
        r.y += in.top;
        r.width -= in.left + in.right;
        r.height -= in.top + in.bottom;
        return r;
    }

    /** The usable part of the default screen (the main window's before it has one). */
    public static Rectangle usable() {
        return usable(GraphicsEnvironment.getLocalGraphicsEnvironment()
                .getDefaultScreenDevice()
                .getDefaultConfiguration());
    }

    /** Makes {@code w} no larger than the usable part of its screen and moves it wholly inside it. */
    public static void fit(Window w) {
        GraphicsConfiguration gc = w.getGraphicsConfiguration();
        if (gc == null
                || !w.isDisplayable()
                || w instanceof Frame f && (f.getExtendedState() & Frame.MAXIMIZED_BOTH) != 0
                || w instanceof RootPaneContainer r && r.getRootPane().getClientProperty(SIZES_ITSELF) != null) {
            return;
        }
        Rectangle room = usable(gc);
        Rectangle at = w.getBounds();
        // A window filling a whole screen on purpose (the table display on a television) is left as it is.
        if (at.equals(gc.getBounds())) {
            return;
        }
        Rectangle fitted = inside(at, room);
        if (fitted.width < at.width || fitted.height < at.height) {
            // Dialogs are wrapped before they are activated (FirstPlace, everyWindow); only one already focused when
            // it opened is wrapped here. Moving the content into the scroll pane takes it out of the window for a
            // moment, and the focus with it, and AWT forgets the focus requests made for it: the field someone is
            // typing in is asked for again at once (docs/architecture.md, "Where the keys go").
            Component typing = w.getFocusOwner() != null ? w.getFocusOwner() : w.getMostRecentFocusOwner();
            if (scrolls(w)) {
                askAgain(w, typing);
            }
        }
        if (!fitted.equals(at)) {
            w.setBounds(fitted);
            w.validate();
        }
    }

    /** {@code at} made no larger than {@code room} and moved wholly inside it. */
    static Rectangle inside(Rectangle at, Rectangle room) {
        Rectangle fitted = new Rectangle(at.x, at.y, Math.min(at.width, room.width), Math.min(at.height, room.height));
        fitted.x = Math.max(room.x, Math.min(fitted.x, room.x + room.width - fitted.width));
        fitted.y = Math.max(room.y, Math.min(fitted.y, room.y + room.height - fitted.height));
        return fitted;
    }

    /**
     * What a dialog holds, in a scroll pane: at text size 32 a dialog of long French words is taller than a laptop's
     * screen, and its last fields and buttons are scrolled to rather than cut off. Says whether it moved the content
     * (a frame lays its own out to any size, as does a dialog marked {@link #ANY_SIZE}; a dialog's may scroll
     * already).
     */
    static boolean scrolls(Window w) {
        if (!(w instanceof JDialog r)
                || r.getContentPane() instanceof JScrollPane
                || r.getRootPane().getClientProperty(ANY_SIZE) != null) {
            return false;
        }
        Container content = r.getContentPane();
        // A button taken out of its window stops being its default (JButton.removeNotify): Enter must still confirm.
        JButton confirms = r.getRootPane().getDefaultButton();
        JScrollPane scroll = new JScrollPane(new Holder(content));
        scroll.setName("screenFitScroll");
        scroll.setBorder(BorderFactory.createEmptyBorder());
        int step =
                Math.max(16, content.getFont() == null ? 16 : content.getFont().getSize());
        scroll.getVerticalScrollBar().setUnitIncrement(step);
        scroll.getHorizontalScrollBar().setUnitIncrement(step);
        r.setContentPane(scroll);
        if (content instanceof JComponent page) {
            KeyboardInView.on(page); // the field being typed in scrolls into sight
        }
        r.getRootPane().setDefaultButton(confirms);
        r.validate();
        return true;
    }

    /**
     * A dialog's content in its scroll pane, laid out as it was before it had one: at the dialog's size, however
     * short of what it asks (a message grown longer squeezes its line rather than bringing a scroll bar over the
     * buttons), and scrolled only across a side where the dialog is as large as the screen allows (long French words
     * at 200 %): down where it is taller than the screen; across only where it is narrower than the content's least
     * width (below it, down to that width, its fields narrow and its sentences wrap rather than scroll sideways).
     */
    private static final class Holder extends FittedPanel {
        Holder(Container content) {
            super(new BorderLayout());
            setOpaque(false);
            add(content, BorderLayout.CENTER);
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return getParent() instanceof JViewport v
                    && (v.getWidth() >= getMinimumSize().width || !filled(r -> r.width));
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            return getParent() instanceof JViewport v
                    && (v.getHeight() >= getPreferredSize().height || !filled(r -> r.height));
        }

        /** Whether the dialog is as large as the usable part of its screen across the side {@code side} measures. */
        private boolean filled(ToIntFunction<Rectangle> side) {
            Window w = SwingUtilities.getWindowAncestor(this);
            GraphicsConfiguration gc = w == null ? null : w.getGraphicsConfiguration();
            return gc != null && side.applyAsInt(w.getBounds()) >= side.applyAsInt(usable(gc));
        }
    }

    /** Asks again, in the same call, for the field that had (or was getting) the keyboard before its content moved. */
    private static void askAgain(Window w, Component typing) {
        Container content =
                ((JScrollPane) ((JDialog) w).getContentPane()).getViewport().getView() instanceof Container c
                        ? c
                        : null;
        if (typing == null || typing == w || content == null || !SwingUtilities.isDescendingFrom(typing, content)) {
            typing = w.getFocusTraversalPolicy().getInitialComponent(w);
        }
        if (typing != null && typing != w) {
            typing.requestFocusInWindow();
        }
    }

    /**
     * Fits a window before it shows: a dialog too tall for the screen then scrolls from the start, and nothing is
     * moved under a focused field. {@link #everyWindow} fits the windows nobody fitted (a message box).
     */
    public static void beforeShowing(Window w) {
        fit(w);
    }

    /**
     * Fits every frame and dialog as it opens, until the returned action is run: one place for all the program's
     * windows (its own dialogs and the option panes), whatever size they were packed or set to.
     */
    public static Runnable everyWindow() {
        AWTEventListener listener = e -> {
            if (e.getID() == WindowEvent.WINDOW_OPENED
                    && e.getSource() instanceof Window w
                    && (w instanceof Dialog || w instanceof Frame)) {
                // A dialog Swing made (a message, a file chooser) gets its scroll pane now, before its activation
                // asks for a field, so that no later fit moves its content under a focus request (see FirstPlace).
                if (!w.isFocused()) {
                    scrolls(w);
                }
                fit(w);
                // The window system may still be placing the window where it was asked first; once its own answer
                // is in, the window is fitted again (nothing changes when it already fits).
                SwingUtilities.invokeLater(() -> fit(w));
            }
        };
        Toolkit.getDefaultToolkit().addAWTEventListener(listener, AWTEvent.WINDOW_EVENT_MASK);
        return () -> Toolkit.getDefaultToolkit().removeAWTEventListener(listener);
    }
}
