package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.Window;
import java.util.Optional;

/**
 * Where a window opens, decided while it has no peer, so that the display is asked for one place only before it
 * shows (docs/architecture.md, "Where a window opens"). A dialog that was packed (which creates it, at 0,0), then
 * centred, then put where it was left, asked the display for three places in a row. Without a window manager the X
 * toolkit takes each answer of the display as the window's new place, on its own thread, and the display answers
 * nothing to a request that moves nothing: on a slow display the late answer about the centre came after the last
 * request, and the dialog opened believing itself at the centre (or the corner), and was saved there when closed.
 * Here the size and place are set first, and {@code pack()} creates the window there: every request it sends names
 * that one place.
 */
public final class FirstPlace {
    private FirstPlace() {}

    /** Packs {@code w} centred on {@code over} (the screen when null). */
    public static void pack(Window w, Component over) {
        pack(w, over, null);
    }

    /**
     * Packs {@code w} where it was last left when its owner keeps the places of dialogs ({@code key}, see
     * {@link WindowPlaces}) and that is on a present screen, never smaller than it needs; else centred on
     * {@code over}.
     */
    public static void pack(Window w, Component over, String key) {
        Optional<Rectangle> left = place(w, w.getPreferredSize(), over, key);
        w.pack(); // creates the window where it stands; its size then counts the frame the display draws around it
        left.ifPresent(r -> w.setSize(Math.max(r.width, w.getWidth()), Math.max(r.height, w.getHeight())));
    }

    /**
     * Gives {@code w}, a window that lays itself out at any size, {@code size} centred on {@code over} (the screen
     * when null), or the place it was last left as {@link #pack(Window, Component, String)} does. It is created
     * there when it first shows.
     */
    public static void sized(Window w, Dimension size, Component over, String key) {
        place(w, size, over, key)
                .ifPresent(r -> w.setSize(Math.max(r.width, size.width), Math.max(r.height, size.height)));
    }

    private static Optional<Rectangle> place(Window w, Dimension size, Component over, String key) {
        if (w.isDisplayable()) {
            // Placed after the display was asked for a place already: its late answer may win (see above).
            throw new IllegalStateException("a window is placed before it is packed or shown: " + w.getName());
        }
        w.setSize(size);
        w.setLocationRelativeTo(over);
        Optional<Rectangle> left = key == null ? Optional.empty() : WindowPlaces.keep(w, key);
        left.ifPresent(w::setBounds);
        // Inside the screen from the start, rather than moved there once shown (ScreenFit.everyWindow).
        if (w.getGraphicsConfiguration() != null) {
            w.setLocation(ScreenFit.inside(w.getBounds(), ScreenFit.usable(w.getGraphicsConfiguration()))
                    .getLocation());
        }
        return left;
    }
}
