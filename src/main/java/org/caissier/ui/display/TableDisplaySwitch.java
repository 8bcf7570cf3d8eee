package org.caissier.ui.display;

import java.awt.Window;
import java.util.Optional;
import java.util.function.Function;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WindowPlaces;

/**
 * The main window's table display, open or not: F12 opens it on the open game and closes it again, and it follows
 * the window (a new game view, another language) until it is closed, by the host or by closing its own window.
 */
public final class TableDisplaySwitch {
    private final Window owner;
    private final Announcements news;
    private final WindowPlaces places;
    private final Function<Float, Optional<PublicView>> source;
    private TableDisplay open;

    /** @param source the open game's public view for a text size; empty while no game is open */
    public TableDisplaySwitch(
            Window owner, Announcements news, WindowPlaces places, Function<Float, Optional<PublicView>> source) {
        this.owner = owner;
        this.news = news;
        this.places = places;
        this.source = source;
    }

    public boolean isOpen() {
        return open != null;
    }

    /** Opens the display, or closes it when it is open. */
    public void toggle(Messages messages) {
        if (open != null) {
            close();
        } else {
            open = new TableDisplay(owner, messages, news, places, source, () -> open = null);
            open.show();
        }
    }

    /** The game view was built again (language, theme): the display follows it. */
    public void rebuild(Messages messages) {
        if (open != null) {
            open.rebuild(messages);
        }
    }

    public void refresh() {
        if (open != null) {
            open.refresh();
        }
    }

    public void close() {
        if (open != null) {
            TableDisplay closing = open;
            open = null;
            closing.close();
        }
    }
}
