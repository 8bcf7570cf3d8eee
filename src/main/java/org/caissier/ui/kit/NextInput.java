package org.caissier.ui.kit;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.Dialog;
import java.awt.Frame;
import java.awt.KeyboardFocusManager;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
import java.awt.event.ComponentEvent;
import java.awt.event.WindowEvent;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;

/**
 * Puts the keyboard where the next input goes, after every change and after every dialog over the window closes:
 * the field the view names ({@link GameView#nextInput}), never a button that Space would press. A line being typed
 * in the command bar keeps its focus: the typist is already where he means to be.
 */
public final class NextInput implements AWTEventListener {
    private final Window window;
    private final Supplier<Optional<Component>> target;
    private final Predicate<Component> typingElsewhere;
    /** A change is being made that no one at the keyboard asked for (a press on the box). */
    private boolean quiet;
    /**
     * What had the keyboard in another window of the program (the table display) as a dialog over this window
     * opened: it has it back once the dialog closes.
     */
    private Component elsewhere;
    /** The window of the program that got the keyboard last. */
    private Window lastFocused;

    public NextInput(Window window, Supplier<Optional<Component>> target, Predicate<Component> typingElsewhere) {
        this.window = window;
        this.target = target;
        this.typingElsewhere = typingElsewhere;
    }

    /** Listens for the dialogs of this window closing, until {@link #stop}. */
    public NextInput start() {
        // Component events too: a dialog that hides on closing (the phones dialog, the box's) is never disposed.
        Toolkit.getDefaultToolkit()
                .addAWTEventListener(this, AWTEvent.WINDOW_EVENT_MASK | AWTEvent.COMPONENT_EVENT_MASK);
        return this;
    }

    public void stop() {
        Toolkit.getDefaultToolkit().removeAWTEventListener(this);
    }

    /**
     * After a change: the focus moves within the window, if the window has it. A change made while a dialog has the
     * keyboard (a result that arrives, the live page, the box) asks for nothing: a request for a component of a
     * window that cannot take the focus now would hold back the keys typed in the dialog until it is granted.
     */
    public void afterChange() {
        if (quiet || !window.isFocused()) {
            return;
        }
        Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        if (owner != null && typingElsewhere.test(owner)) {
            return;
        }
        target.get().filter(Component::isShowing).ifPresent(Component::requestFocusInWindow);
    }

    /**
     * Makes a change that came from elsewhere than this window's keyboard and mouse (a press on the box): the
     * keyboard stays where the person typing left it, in the command bar or a field, empty or not.
     */
    public void withoutMoving(Runnable change) {
        boolean was = quiet;
        quiet = true;
        try {
            change.run();
        } finally {
            quiet = was;
        }
    }

    @Override
    public void eventDispatched(AWTEvent event) {
        int id = event.getID();
        // Shown again too: a dialog that hides on closing (the phones dialog, the box's) opens only once.
        if ((id == WindowEvent.WINDOW_OPENED || id == ComponentEvent.COMPONENT_SHOWN)
                && event.getSource() instanceof Dialog opened
                && ownedByWindow(opened)) {
            remember(KeyboardFocusManager.getCurrentKeyboardFocusManager().getPermanentFocusOwner());
        }
        if (id == WindowEvent.WINDOW_GAINED_FOCUS && event.getSource() instanceof Window w) {
            lastFocused = w;
        }
        // Dialogs over the window, and another frame of the program that had the keyboard (the table display
        // closed with F12): a menu's, a list's or a tooltip's own window closing changes nothing of where the keys go.
        boolean gone = id == WindowEvent.WINDOW_CLOSED || id == ComponentEvent.COMPONENT_HIDDEN;
        if (gone
                && event.getSource() instanceof Window closed
                && closed != window
                && (closed instanceof Dialog
                        ? ownedByWindow(closed)
                        : closed instanceof Frame && closed == lastFocused)) {
            if (closed == lastFocused) {
                lastFocused = null;
            }
            SwingUtilities.invokeLater(() -> {
                if (!window.isShowing() || anotherDialogShows() || anotherWindowActive()) {
                    return;
                }
                Component back = elsewhere;
                elsewhere = null;
                if (back != null && back.isShowing()) {
                    // Opened from this window's menu while the keyboard was in the table display: it goes back
                    // there, not into this window, whose page would scroll to a field the person was not at.
                    back.requestFocus();
                    return;
                }
                Component owner = window.getMostRecentFocusOwner();
                // Where the view names no field (the launcher, no game open), back to what had the keyboard before
                // the dialog opened: without a window manager nothing else gives the window the keyboard again, and
                // the dialog gone stayed Java's focused window (every key after it lost, a page later scrolled to a
                // field that got the keyboard long after it was given).
                Optional<Component> before = Optional.ofNullable(owner).filter(Component::isShowing);
                Optional<Component> to = owner != null && typingElsewhere.test(owner)
                        ? Optional.of(owner)
                        : target.get().filter(Component::isShowing).or(() -> before);
                to.ifPresent(c -> {
                    if (window.isFocused()) {
                        c.requestFocusInWindow();
                    } else {
                        // Once the dialog is gone the window is active again; without a window manager it must ask
                        // for it. The one request across windows the rule allows (docs/architecture.md): made only
                        // when no dialog shows and no other window of the program has the keyboard.
                        c.requestFocus();
                    }
                });
            });
        }
    }

    /**
     * Where the keyboard was as a dialog over this window opened: kept when it was in another window of the program
     * (the table display), and while a dialog opens over a dialog, until the last of them closes.
     */
    private void remember(Component had) {
        // A window with nothing to type in (the table display) is its own focus owner.
        Window home = had instanceof Window w ? w : had == null ? null : SwingUtilities.getWindowAncestor(had);
        if (home instanceof Dialog) {
            return;
        }
        elsewhere = home != null && home != window ? had : null;
    }

    /** The keyboard is in another window of the program (the table display, the simulated box): it stays there. */
    private boolean anotherWindowActive() {
        Window active = KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow();
        return active != null && active != window && active.isShowing();
    }

    private boolean ownedByWindow(Window w) {
        for (Window o = w.getOwner(); o != null; o = o.getOwner()) {
            if (o == window) {
                return true;
            }
        }
        return false;
    }

    /** A dialog over the window, or a modal one anywhere (a message box with no owner blocks the window too). */
    private boolean anotherDialogShows() {
        for (Window w : window.getOwnedWindows()) {
            if (w.isShowing() && w instanceof Dialog) {
                return true;
            }
        }
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && w instanceof Dialog d && d.isModal()) {
                return true;
            }
        }
        return false;
    }
}
