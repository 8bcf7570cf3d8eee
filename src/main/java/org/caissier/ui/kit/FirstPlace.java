package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.swing.RootPaneContainer;

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
        packAt(w, x -> x.setLocationRelativeTo(over), key);
    }

    /**
     * Packs {@code w} at the place {@code first} chooses for its size (where it opens the first time), or where it
     * was last left as {@link #pack(Window, Component, String)} does.
     */
    public static void packBeside(Window w, Function<Dimension, Point> first, String key) {
        packAt(w, x -> x.setLocation(first.apply(x.getSize())), key);
    }

    /**
     * Packs again a window that was placed and created already, to content that changed (a row added, a message
     * shown), no larger than its screen. Refuses one not placed yet: packing creates it, and its place comes first.
     */
    public static void repack(Window w) {
        if (!w.isDisplayable()) {
            throw new IllegalStateException("a window is packed before it is placed: " + w.getName());
        }
        w.pack();
        ScreenFit.fit(w);
    }

    private static void packAt(Window w, Consumer<Window> first, String key) {
        // Every dialog's content sits in its scroll pane before the dialog exists, whatever its size: a content moved
        // into one later, while the window system was giving the dialog the keyboard, dropped the focus event AWT
        // waits for before it lets keys through, and the dialog took no key until it closed (docs/architecture.md,
        // "Where the keys go").
        ScreenFit.scrolls(w);
        Dimension wants = w.getPreferredSize();
        Optional<Rectangle> left = place(w, wants, first, key);
        Dimension size = left.map(r -> new Dimension(Math.max(r.width, wants.width), Math.max(r.height, wants.height)))
                .orElse(wants);
        Rectangle room = w.getGraphicsConfiguration() == null ? null : ScreenFit.usable(w.getGraphicsConfiguration());
        if (room != null && (size.width > room.width || size.height > room.height)) {
            // Larger than the screen (long French words at a large text size): it is created at the size that fits,
            // where it opens, rather than created larger and then fitted, a second place asked of the display as it
            // shows.
            w.setBounds(ScreenFit.inside(new Rectangle(w.getLocation(), size), room));
            w.addNotify();
            w.validate();
            // Words that wrap at the width the screen allows ask for more lines than at the width they wanted: the
            // dialog takes the height they now need (its place unchanged), else its buttons were cut at the bottom.
            Measures.forget(w); // the sizes asked were kept from before the layout
            int high = Math.min(w.getPreferredSize().height, room.height);
            if (high > w.getHeight()) {
                w.setBounds(ScreenFit.inside(new Rectangle(w.getX(), w.getY(), w.getWidth(), high), room));
                w.validate();
            }
            return;
        }
        w.pack(); // creates the window where it stands; its size then counts the frame the display draws around it
        left.ifPresent(r -> w.setSize(Math.max(r.width, w.getWidth()), Math.max(r.height, w.getHeight())));
    }

    /**
     * Gives {@code w}, a window that lays itself out at any size, {@code size} centred on {@code over} (the screen
     * when null), or the place it was last left as {@link #pack(Window, Component, String)} does. It is created
     * there when it first shows.
     */
    public static void sized(Window w, Dimension size, Component over, String key) {
        if (w instanceof RootPaneContainer r) {
            r.getRootPane().putClientProperty(ScreenFit.ANY_SIZE, true);
        }
        place(w, size, x -> x.setLocationRelativeTo(over), key)
                .ifPresent(r -> w.setSize(Math.max(r.width, size.width), Math.max(r.height, size.height)));
    }

    private static Optional<Rectangle> place(Window w, Dimension size, Consumer<Window> first, String key) {
        if (w.isDisplayable()) {
            // Placed after the display was asked for a place already: its late answer may win (see above).
            throw new IllegalStateException("a window is placed before it is packed or shown: " + w.getName());
        }
        w.setSize(size);
        first.accept(w);
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
