package org.caissier.ui.kit;

import java.awt.Frame;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.RootPaneContainer;

/**
 * Where the windows were: the main window, the table display, the box's window, and the dialogs a host moves
 * aside (see {@link #keep}). Kept in the settings when a window closes (not on every move: each save is forced to
 * the disk) and put back the next time, but only where a screen still is — a place on a television unplugged since would leave the window out of sight.
 * A damaged entry is ignored, as every setting is.
 */
public final class WindowPlaces {
    /** At least this much of the window, its title bar included, must be on one screen to go back there. */
    private static final int SEEN = 80;

    private final AppSettings settings;
    private final Supplier<List<Rectangle>> screens;

    public WindowPlaces(AppSettings settings) {
        this(settings, WindowPlaces::presentScreens);
    }

    /** @param screens the screens present now (their bounds), for tests */
    public WindowPlaces(AppSettings settings, Supplier<List<Rectangle>> screens) {
        this.settings = settings;
        this.screens = screens;
    }

    /** Puts the window back where it was, if that is on a present screen; says whether it did. */
    public boolean restore(Window window, String key) {
        Optional<Rectangle> place = placeFor(key);
        place.ifPresent(window::setBounds);
        if (place.isPresent()
                && window instanceof Frame frame
                && Boolean.parseBoolean(settings.get("window." + key + ".maximized", "false"))) {
            frame.setExtendedState(frame.getExtendedState() | Frame.MAXIMIZED_BOTH);
        }
        return place.isPresent();
    }

    /**
     * Saves the window's place when the user closes it. A window the program closes itself ({@code dispose()})
     * is saved by its owner through {@link #save} first: the events of a disposed window come later, on the EDT,
     * when the settings' folder may be gone.
     */
    public void remember(Window window, String key) {
        // Its dialogs find these places through it (see keep): no window needs to hand them down.
        if (window instanceof RootPaneContainer container) {
            container.getRootPane().putClientProperty(WindowPlaces.class, this);
        }
        window.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                save(window, key);
            }
        });
    }

    /**
     * A dialog the host moves aside (an editor, the charts, the live results) opens where it was last left, when
     * that is on a present screen: that place, or nothing (then it opens where it is put). Its place is kept by the
     * places of the first owner whose place is remembered; with none, nothing is kept. Only {@link FirstPlace} puts
     * it there, before the dialog has a peer.
     */
    static Optional<Rectangle> keep(Window dialog, String key) {
        for (Window w = dialog.getOwner(); w != null; w = w.getOwner()) {
            if (w instanceof RootPaneContainer container
                    && container.getRootPane().getClientProperty(WindowPlaces.class) instanceof WindowPlaces places) {
                return places.keepDialog(dialog, key);
            }
        }
        return Optional.empty();
    }

    private Optional<Rectangle> keepDialog(Window dialog, String key) {
        // A dialog closes through its own buttons (dispose) more often than through its frame.
        dialog.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                save(dialog, key);
            }

            @Override
            public void windowClosed(WindowEvent e) {
                // Not when the whole program closes: its settings may be gone by the time this event comes.
                if (dialog.getOwner().isDisplayable()) {
                    save(dialog, key);
                }
            }
        });
        return placeFor(key);
    }

    /** The place saved for {@code key} when it is on a present screen. */
    Optional<Rectangle> placeFor(String key) {
        return saved(key).filter(this::onAScreen);
    }

    /** The place saved for {@code key}, if one is there and readable. */
    public Optional<Rectangle> saved(String key) {
        String[] parts = settings.get("window." + key, "").split(",");
        if (parts.length != 4) {
            return Optional.empty();
        }
        try {
            Rectangle r = new Rectangle(
                    Integer.parseInt(parts[0].trim()),
                    Integer.parseInt(parts[1].trim()),
                    Integer.parseInt(parts[2].trim()),
                    Integer.parseInt(parts[3].trim()));
            return r.width > 0 && r.height > 0 ? Optional.of(r) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Saves where the window is now. */
    public void save(Window window, String key) {
        if (window.getWidth() <= 0 || window.getHeight() <= 0) {
            return;
        }
        boolean maximized = window instanceof Frame frame && (frame.getExtendedState() & Frame.MAXIMIZED_BOTH) != 0;
        Rectangle r = window.getBounds();
        String place = r.x + "," + r.y + "," + r.width + "," + r.height;
        if (!place.equals(settings.get("window." + key, ""))) {
            settings.put("window." + key, place);
        }
        if (maximized != Boolean.parseBoolean(settings.get("window." + key + ".maximized", "false"))) {
            settings.put("window." + key + ".maximized", Boolean.toString(maximized));
        }
    }

    private boolean onAScreen(Rectangle place) {
        Rectangle titleBar =
                new Rectangle(place.x, place.y, Math.min(place.width, SEEN * 2), Math.min(place.height, SEEN / 2));
        for (Rectangle screen : screens.get()) {
            Rectangle seen = screen.intersection(place);
            Rectangle bar = screen.intersection(titleBar);
            if (!bar.isEmpty()
                    && bar.width >= Math.min(SEEN, place.width)
                    && bar.height >= titleBar.height
                    && seen.width >= Math.min(SEEN, place.width)
                    && seen.height >= Math.min(SEEN, place.height)) {
                return true;
            }
        }
        return false;
    }

    private static List<Rectangle> presentScreens() {
        List<Rectangle> found = new ArrayList<>();
        if (!GraphicsEnvironment.isHeadless()) {
            for (GraphicsDevice device :
                    GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices()) {
                found.add(device.getDefaultConfiguration().getBounds());
            }
        }
        return found;
    }
}
