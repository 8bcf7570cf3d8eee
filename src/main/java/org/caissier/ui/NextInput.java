package org.caissier.ui;

import java.awt.AWTEvent;
import java.awt.Component;
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
final class NextInput implements AWTEventListener {
    private final Window window;
    private final Supplier<Optional<Component>> target;
    private final Predicate<Component> typingElsewhere;

    NextInput(Window window, Supplier<Optional<Component>> target, Predicate<Component> typingElsewhere) {
        this.window = window;
        this.target = target;
        this.typingElsewhere = typingElsewhere;
    }

    /** Listens for the dialogs of this window closing, until {@link #stop}. */
    NextInput start() {
        Toolkit.getDefaultToolkit().addAWTEventListener(this, AWTEvent.WINDOW_EVENT_MASK);
        return this;
    }

    void stop() {
        Toolkit.getDefaultToolkit().removeAWTEventListener(this);
    }

    /** After a change: the focus moves within the window, if the window has it. */
    void afterChange() {
        Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        if (owner != null && typingElsewhere.test(owner)) {
            return;
        }
        target.get().filter(Component::isShowing).ifPresent(Component::requestFocusInWindow);
    }

    @Override
    public void eventDispatched(AWTEvent event) {
        if (event.getID() == WindowEvent.WINDOW_CLOSED && event.getSource() instanceof Window closed
                && closed != window && ownedByWindow(closed)) {
            // Once the dialog is gone the window is active again; without a window manager it must ask for it.
            SwingUtilities.invokeLater(() -> {
                if (!window.isShowing() || anotherDialogShows()) {
                    return;
                }
                Component owner = window.getMostRecentFocusOwner();
                if (owner != null && typingElsewhere.test(owner)) {
                    owner.requestFocus();
                    return;
                }
                target.get().filter(Component::isShowing).ifPresent(Component::requestFocus);
            });
        }
    }

    private boolean ownedByWindow(Window w) {
        for (Window o = w.getOwner(); o != null; o = o.getOwner()) {
            if (o == window) {
                return true;
            }
        }
        return false;
    }

    private boolean anotherDialogShows() {
        for (Window w : window.getOwnedWindows()) {
            if (w.isShowing() && w instanceof java.awt.Dialog) {
                return true;
            }
        }
        return false;
    }
}
