package org.caissier.ui.shell;

import org.caissier.table.Command;
import org.caissier.ui.game.ForwardingUiContext;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.Outcome;
import org.caissier.ui.game.UiContext;

/** The shell's context for the open game's screen, its play the open game's own, typed in its state and command. */
record PlayingContext<S, C extends Command>(UiContext shell, OpenGame<S, C> game)
        implements GameContext<S, C>, ForwardingUiContext {
    @Override
    public Outcome<S> play(C command) {
        return game.play(command);
    }

    @Override
    public Outcome<S> play(String line) {
        return game.play(line);
    }

    @Override
    public GameContext<S, C> speaking(String bundle) {
        return new PlayingContext<>(shell.speaking(bundle), game);
    }
}
