package org.caissier.ui.game;

import javax.swing.JComponent;

/**
 * What the whole table may see of a game, in very large type, for a television or a second screen: never
 * anything a player keeps secret. Built by the game ({@link GameView#tableDisplay(float)}), shown by the shell.
 */
public interface PublicView {
    JComponent component();

    /** Shows the session's current state; called on the EDT right after the main view's refresh. */
    void refresh();

    /**
     * Whether this view shows the last event of the game itself, in large type (the Pistes event and its dice);
     * otherwise the display shows the news over the view for a few seconds and keeps the last of it on a line
     * below ({@link Announcements}).
     */
    default boolean showsLastEvent() {
        return false;
    }

    /**
     * One step of bringing its larger words (figures, headlines) down to its ordinary text, the least needed first,
     * for a window too small for the view at the least text size a table display takes (every word 32 px at
     * least): false when it has no step left. Called after {@link #refresh}, before the view is laid out.
     */
    default boolean tighten() {
        return false;
    }
}
