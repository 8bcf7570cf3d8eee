package org.caissier.ui.game;

import java.awt.Window;
import org.caissier.table.DiceSource;
import org.caissier.ui.kit.Messages;

/** What a game's dialogs and menus may use from the shell; an open game's screen gets its {@link GameContext}, which plays. */
public interface UiContext {
    Messages messages();

    Window window();

    /** The dice the table chose (on screen, typed in, the box). */
    DiceSource dice();

    /** Starts a new game from its {@code game ...} line, as the launcher does. */
    boolean startGame(String gameLine);

    /** The folder new games' journals go to (a match started from its event, say), when there is one. */
    default java.util.Optional<java.nio.file.Path> gamesFolder() {
        return java.util.Optional.empty();
    }

    /** Opens a saved game (a match's event, say), as the launcher does; false when it could not. */
    default boolean openGame(java.nio.file.Path file) {
        return false;
    }

    /**
     * Game → Show on phones: the dialog that publishes the open game's page for the players' phones (its address,
     * QR code, Start and Stop); by default, nothing.
     */
    default void showOnPhones() {}

    /** Whether the open game can be shown on phones (its game has a page for them); by default, false. */
    default boolean phonesOffered() {
        return false;
    }

    /** This context with a game's own words: {@code messages()} reads that game's bundle. */
    default UiContext speaking(String bundle) {
        return new GameWords(this, bundle);
    }

    /** Says something to the table where the result of the last command is shown (nothing was played). */
    default void tell(String message) {}

    /**
     * The view changed what is due on its own, no line played (Espion's "Done cutting"): the keyboard goes to the next
     * input as after a line, rather than staying on the pressed button or passing to the one after it, which a stray
     * Space would press (docs/architecture.md, "Where the keys go"). By default, nothing.
     */
    default void nextInputMoved() {}

    /** Says, where a refused command is shown, the rule that refuses an action pressed now (nothing was played). */
    default void refused(org.caissier.table.RuleViolation why) {
        tell(why.message(messages().locale()));
    }
}
