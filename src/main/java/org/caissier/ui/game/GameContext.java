package org.caissier.ui.game;

import org.caissier.table.Command;

/**
 * What a game's screen may use from the shell, with the window's play typed in the game's state and command: a
 * command of another game does not compile, and each play says what came of it.
 *
 * @param <S> the game's state
 * @param <C> the game's command type
 */
public interface GameContext<S, C extends Command> extends UiContext {

    /** Plays a command built by the screen: applied, saved, then shown; a refusal is explained in place. */
    Outcome<S> play(C command);

    /** Plays a command line as typed: read in the current state, then as {@link #play(Command)}. */
    Outcome<S> play(String line);

    /** This context with a game's own words: {@code messages()} reads that game's bundle. */
    @Override
    GameContext<S, C> speaking(String bundle);
}
