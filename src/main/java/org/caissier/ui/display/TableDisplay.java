package org.caissier.ui.display;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.ActionEvent;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.Optional;
import java.util.function.Function;
import javax.swing.AbstractAction;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.KeyStroke;
import javax.swing.SwingConstants;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.ImagePaintedPane;
import org.caissier.ui.kit.Measures;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ScreenFit;
import org.caissier.ui.kit.WindowPlaces;

/**
 * The table display: a second window with what the whole table may see of the open game, in very large type. On
 * a second screen (a television) it fills that screen without a frame and leaves the keyboard to the main window;
 * with one screen it is an ordinary window. Escape or F12 closes it.
 */
final class TableDisplay {
    /**
     * Ordinary text is at most this fraction of the window's height: about 38 px on a 1080-line television, so that
     * the figures a player looks for (names, cash, points, the last event: 1.3 times the ordinary text) are 50 px or
     * more there. When the view does not fit whole at that size, the largest size that does is taken.
     */
    private static final float TEXT_PER_HEIGHT = 1f / 28f;
    /**
     * The least ordinary text, every word of the display at least this (headings included), to be read from across
     * a room: a view that does not fit at it first brings its larger words down to it ({@link PublicView#tighten}).
     */
    private static final float FLOOR_TEXT = 32f;
    /** The ordinary text whose figures (1.3 times it, not closed up) are 32 px: six captains in a laptop's window. */
    private static final float FIGURES_FLOOR_TEXT = 32f / 1.3f;
    /** Below the floor only to keep everything whole: more crews than a screen holds at the floor's size. */
    private static final float SMALLEST_TEXT = 12f;
    /** The news and the last event: 1.3 times the ordinary text, 50 pixels on a 1080-line television. */
    private static final float NEWS_SCALE = 1.3f;
    /** The news while it is up: larger still, about 70 pixels on a 1080-line television. */
    private static final float ANNOUNCEMENT_SCALE = 1.8f;

    private final JFrame frame;
    private final Function<Float, Optional<PublicView>> source;
    private final Announcements news;
    private final Runnable stopListening;
    private AnnouncementLayer announced;
    private Messages messages;
    private PublicView view;
    private float textSize;
    /** How many steps the view took to close up ({@link PublicView#tighten}): its larger words brought down. */
    private int tightened;
    /** The content pane's size the text was last fitted to. */
    private Dimension fittedTo;
    /** The height the view's words asked for when it was last fitted: less later, and it may fit larger again. */
    private int fittedNeed;

    private LastEventLine lastEvent;
    /** Where the display is remembered; none when it fills a second screen. */
    private WindowPlaces places;

    /**
     * @param owner   the main window, whose screen the display avoids when there is another
     * @param source  builds the public view for a text size (the open game's {@link GameView#tableDisplay(float)})
     * @param closed  told once when the display has closed, however it closed
     */
    TableDisplay(
            Window owner,
            Messages messages,
            Announcements news,
            WindowPlaces places,
            Function<Float, Optional<PublicView>> source,
            Runnable closed) {
        this.source = source;
        this.messages = messages;
        this.news = news;
        this.stopListening = news.listen(this::showLastEvent);
        Optional<GraphicsConfiguration> other = otherScreen(owner);
        frame = other.map(JFrame::new).orElseGet(JFrame::new);
        frame.setName("tableDisplay");
        // It sizes itself to its screen and fits its type to its size (below); a smaller window would not scroll.
        frame.getRootPane().putClientProperty(ScreenFit.SIZES_ITSELF, true);
        frame.setContentPane(new ImagePaintedPane());
        frame.setTitle(messages.get("display.title"));
        frame.setDefaultCloseOperation(JFrame.DISPOSE_ON_CLOSE);
        if (other.isPresent()) {
            Rectangle screen = other.get().getBounds();
            frame.setUndecorated(true);
            frame.setBounds(screen);
            // The players keep typing in the main window; the television only shows.
            frame.setAutoRequestFocus(false);
        } else {
            // Large enough for the figures at 32 px on a 1366×768 laptop, and inside the screen's usable part.
            Rectangle screen = ScreenFit.usable(owner.getGraphicsConfiguration());
            FirstPlace.sized(
                    frame,
                    new Dimension(Math.min(1280, screen.width * 9 / 10), Math.min(800, screen.height * 9 / 10)),
                    owner,
                    null);
            // As a window, it goes back where the table last put it; on a television it fills the screen.
            places.restore(frame, "tableDisplay");
            places.remember(frame, "tableDisplay");
            this.places = places;
        }
        JComponent root = (JComponent) frame.getContentPane();
        for (KeyStroke key : new KeyStroke[] {
            KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), KeyStroke.getKeyStroke(KeyEvent.VK_F12, 0)
        }) {
            root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(key, "closeDisplay");
        }
        root.getActionMap().put("closeDisplay", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                close();
            }
        });
        frame.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                stopListening.run();
                if (announced != null) {
                    announced.close();
                }
                closed.run();
            }
        });
        root.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                // Type sized for the old room would be too small or cut off: build the view again at the new size
                // (the content pane's, which also changes when a window manager adds its frame).
                if (!root.getSize().equals(fittedTo)) {
                    rebuild();
                }
            }
        });
        // Displayable (not yet shown), so that the view can be laid out and fitted before it shows.
        frame.addNotify();
        rebuild();
    }

    /** A screen other than the owner's, when the computer has one. */
    private static Optional<GraphicsConfiguration> otherScreen(Window owner) {
        if (GraphicsEnvironment.isHeadless()) {
            return Optional.empty();
        }
        GraphicsDevice mine = owner.getGraphicsConfiguration().getDevice();
        for (GraphicsDevice device :
                GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices()) {
            if (device != mine && device.getType() == GraphicsDevice.TYPE_RASTER_SCREEN) {
                return Optional.of(device.getDefaultConfiguration());
            }
        }
        return Optional.empty();
    }

    void show() {
        frame.setVisible(true);
    }

    /** Builds the public view again for a new game view, maybe in another language. */
    void rebuild(Messages words) {
        messages = words;
        frame.setTitle(words.get("display.title"));
        rebuild();
    }

    /**
     * Builds the public view again (a new game view, another size) at the largest text size that shows all of it
     * in the window, and shows it: its larger words brought down to the ordinary text if that is what it takes to
     * keep every word at the floor's size, and below the floor only when nothing else shows it whole.
     */
    private void rebuild() {
        float most = most();
        float size = most;
        int steps = 0;
        if (!fits(most, 0)) {
            if (most > FLOOR_TEXT && fits(FLOOR_TEXT, 0)) {
                size = largest(FLOOR_TEXT, most, 0);
            } else {
                // At the floor the view's larger words come down, a step at a time, before every word would.
                boolean whole = false;
                while (!whole && tightened == steps) {
                    steps++;
                    whole = fits(FLOOR_TEXT, steps);
                }
                steps = tightened;
                if (whole) {
                    size = largest(FLOOR_TEXT, most, steps);
                } else if (fits(FIGURES_FLOOR_TEXT, 0)) {
                    // Nothing whole at the floor, however far closed up, but whole with the figures a player looks
                    // for still at 32 px: they keep that size, the rest of the text goes below the floor.
                    steps = 0;
                    size = largest(FIGURES_FLOOR_TEXT, FLOOR_TEXT, 0);
                } else {
                    // Nothing whole even so: the largest size below the floor that is, closed up.
                    size = largest(SMALLEST_TEXT, FLOOR_TEXT, steps);
                }
            }
        }
        if (size != textSize || steps != tightened || view == null) {
            build(size, steps);
            lay();
        }
        fittedTo = frame.getContentPane().getSize();
        fittedNeed = need();
    }

    /** The ordinary text the window's height gives, the floor at least: what the view is built at when it fits. */
    private float most() {
        return Math.max(FLOOR_TEXT, (frame.getHeight() > 0 ? frame.getHeight() : 800) * TEXT_PER_HEIGHT);
    }

    /** The height the view's words ask for as laid out now. */
    private int need() {
        return view == null ? 0 : view.component().getPreferredSize().height;
    }

    /** The largest size from {@code low} (taken as fitting) below {@code high} that fits, to half a pixel. */
    private float largest(float low, float high, int steps) {
        while (high - low > 0.5f) {
            float mid = (low + high) / 2;
            if (fits(mid, steps)) {
                low = mid;
            } else {
                high = mid;
            }
        }
        return low;
    }

    /** Whether the view built at {@code size}, tightened so many steps, shows whole in the window: every word uncut. */
    private boolean fits(float size, int steps) {
        build(size, steps);
        lay();
        return WholeView.shows((JComponent) frame.getContentPane());
    }

    /**
     * Lays the window out twice: text that wraps (the last event, the next matches, Espion's roadblocks) knows its
     * height once it knows its width, and is asked again (every part invalidated: a layout keeps the sizes of the
     * parts it was not told had changed).
     */
    private void lay() {
        for (int pass = 0; pass < 2; pass++) {
            Measures.forget(frame.getContentPane());
            frame.validate();
            if (view != null) {
                view.refresh();
            }
        }
        frame.validate();
    }

    private void build(float size, int steps) {
        textSize = size;
        tightened = 0;
        view = source.apply(textSize).orElse(null);
        lastEvent = null;
        frame.getContentPane().removeAll();
        if (view == null) {
            JLabel nothing = new JLabel(messages.get("display.none"), SwingConstants.CENTER);
            nothing.setFont(nothing.getFont().deriveFont(textSize));
            frame.getContentPane().add(nothing, BorderLayout.CENTER);
        } else {
            if (announced != null) {
                announced.close();
                announced = null;
            }
            if (view.showsLastEvent()) {
                frame.getContentPane().add(view.component(), BorderLayout.CENTER);
            } else {
                float newsSize = textSize * ANNOUNCEMENT_SCALE;
                announced = new AnnouncementLayer(news, "displayAnnouncement", () -> newsSize);
                frame.getContentPane().add(announced.around(view.component()), BorderLayout.CENTER);
                lastEvent = new LastEventLine(steps > 0 ? textSize : textSize * NEWS_SCALE);
                frame.getContentPane().add(lastEvent.component(), BorderLayout.SOUTH);
                showLastEvent();
            }
            view.refresh();
            while (tightened < steps && view.tighten()) {
                tightened++;
            }
        }
        frame.getContentPane().revalidate();
        frame.getContentPane().repaint();
    }

    /** The ordinary text size the view was last built at. */
    float textSize() {
        return textSize;
    }

    private void showLastEvent() {
        if (lastEvent != null) {
            lastEvent.show(news.last().map(Announcements.News::sentence).orElse(null));
        }
    }

    /**
     * Shows the game's new state, and fits the view again if it no longer shows whole at the size it was fitted to
     * (Pistes' first stage: the banner, one line until then, takes four), or if its words now ask for less height
     * than when it was fitted smaller or closed up than the window's height gives (a short event after a long one);
     * a view whose words keep their height keeps its size, so that the type does not change at every move.
     */
    void refresh() {
        if (view != null) {
            view.refresh();
            lay();
            boolean shrank = (textSize < most() || tightened > 0) && need() < fittedNeed;
            if (shrank || !WholeView.shows((JComponent) frame.getContentPane())) {
                rebuild();
            }
        }
    }

    void close() {
        if (places != null) {
            places.save(frame, "tableDisplay");
        }
        frame.dispose();
    }
}
