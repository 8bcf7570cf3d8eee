package org.caissier.ui;

import java.awt.Window;
import java.nio.file.Path;
import java.util.Optional;
import org.caissier.table.Command;
import org.caissier.table.DiceSource;
import org.caissier.table.RuleViolation;

/** The shell's context for the open game's screen, its play the open game's own, typed in its state and command. */
record PlayingContext<S, C extends Command>(UiContext shell, OpenGame<S, C> game) implements GameContext<S, C> {
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

    @Override
    public Messages messages() {
        return shell.messages();
    }

    @Override
    public Window window() {
        return shell.window();
    }

    @Override
    public DiceSource dice() {
        return shell.dice();
    }

    @Override
    public boolean startGame(String gameLine) {
        return shell.startGame(gameLine);
    }

    @Override
    public Optional<Path> gamesFolder() {
        return shell.gamesFolder();
    }

    @Override
    public boolean openGame(Path file) {
        return shell.openGame(file);
    }

    @Override
    public void showOnPhones() {
        shell.showOnPhones();
    }

    @Override
    public boolean phonesOffered() {
        return shell.phonesOffered();
    }

    @Override
    public void tell(String message) {
        shell.tell(message);
    }

    @Override
    public void refused(RuleViolation why) {
        shell.refused(why);
    }
}
