package org.caissier.ui.kit;

import java.awt.AWTEvent;
import java.awt.Component;
import java.awt.Dialog;
import java.awt.KeyboardFocusManager;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.AWTEventListener;
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
        // Dialogs only: a menu's, a list's or a tooltip's own window closing changes nothing of where the keys go.
        boolean gone = event.getID() == WindowEvent.WINDOW_CLOSED
                || event.getID() == java.awt.event.ComponentEvent.COMPONENT_HIDDEN;
        if (gone && event.getSource() instanceof Dialog closed && closed != window && ownedByWindow(closed)) {
            SwingUtilities.invokeLater(() -> {
                if (!window.isShowing() || anotherDialogShows() || anotherWindowActive()) {
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
