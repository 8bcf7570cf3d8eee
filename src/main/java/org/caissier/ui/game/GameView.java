package org.caissier.ui.game;

import java.util.List;
import java.util.Optional;
import javax.swing.JComponent;

/** A game's table, shown in the middle of the main window. */
public interface GameView {
    JComponent component();

    /** Shows the session's current state; called on the EDT after every change and once at the start. */
    void refresh();

    /**
     * Takes over what the players had chosen on the view this one replaces, the window having been built again for
     * another language, theme or text size (a stage being typed, a point of call picked). Called before the first
     * {@link #refresh()}; by default, nothing is carried over.
     */
    default void carryOver(GameView previous) {}

    /**
     * Where the next input goes: the field the player to play types in or picks from next. The window puts the
     * keyboard there after every change and after every dialog closes; never a button (Space would press it).
     */
    default Optional<java.awt.Component> nextInput() {
        return Optional.empty();
    }

    /** Words the command bar offers to complete: verbs, player names, stops. */
    List<String> completions();

    /**
     * A press of the box's buttons, mapped for this game ({@code org.caissier.device.ButtonMapping}): the
     * action id and the seat that pressed (1-based, 0 for the roll button). Called on the EDT; false when the
     * screen does not handle that action.
     */
    default boolean boxAction(String actionId, int seat) {
        return false;
    }

    /** The box seat (1-based) to light: whose turn it is; 0 lights none. */
    default int seatToLight() {
        return 0;
    }

    /**
     * A new view of what the whole table may see, for the table display (View → Table display): public
     * information only. {@code textSize} is the size in points of its ordinary text, chosen from the display's
     * size; headlines are larger. Empty when the game has none.
     */
    default Optional<PublicView> tableDisplay(float textSize) {
        return Optional.empty();
    }

    /**
     * Whether the main window keeps a strip above this view for the news ({@link Announcements}). A view that shows
     * each piece of news in large type itself (Pistes: the last drive's event and dice on top of its page) answers
     * false and has the strip's height for its own. By default, true.
     */
    default boolean newsStrip() {
        return true;
    }

    /** How far the game has gone, in a few words for the Resume button ("round 4"); empty when it cannot say. */
    default Optional<String> progress() {
        return Optional.empty();
    }

    /** A part the game adds to the status bar (e.g. that its results are published); empty when none. */
    default Optional<JComponent> statusPart() {
        return Optional.empty();
    }

    /**
     * Called before an undo takes back the journal's lines from {@code index} (of the session's history) on: the
     * view takes back what they caused outside this journal (the line a match's finish wrote into its event), or
     * refuses — says why ({@link UiContext#tell}) and answers false, and nothing is undone. By default, true.
     */
    default boolean beforeUndo(int index) {
        return true;
    }

    /** The game is closed: the view releases what it started (a server, a window). Called on the EDT. */
    default void close() {}

    /**
     * Plays a line typed in the command bar. A game whose commands carry dice rolls here, with the table's dice,
     * what the line needs and lacks, and marks faces typed in the bar as typed; by default the line is played
     * as it is. The answer says whether the line was taken (played, or a roll asked for it).
     */
    default boolean playFromBar(String line, GameContext<?, ?> context) {
        return context.play(line).played();
    }

    /**
     * Whether a line typed in the command bar is a secret that must not stay there (the spy's move, typed where the
     * hunter sees it): the view says why ({@link UiContext#tell}) and answers true, and the bar is cleared at once,
     * nothing played, the line kept out of its history. By default, false.
     */
    default boolean refusesAsSecret(String line) {
        return false;
    }
}
