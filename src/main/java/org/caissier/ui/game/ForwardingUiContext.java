package org.caissier.ui.game;

import java.awt.Window;
import java.nio.file.Path;
import java.util.Optional;
import org.caissier.table.DiceSource;
import org.caissier.table.RuleViolation;
import org.caissier.ui.kit.Messages;

/** A context that is the shell's in all it does not change itself (another game's words, the open game's play). */
public interface ForwardingUiContext extends UiContext {
    /** The context everything else is asked of. */
    UiContext shell();

    @Override
    default Messages messages() {
        return shell().messages();
    }

    @Override
    default Window window() {
        return shell().window();
    }

    @Override
    default DiceSource dice() {
        return shell().dice();
    }

    @Override
    default boolean startGame(String gameLine) {
        return shell().startGame(gameLine);
    }

    @Override
    default Optional<Path> gamesFolder() {
        return shell().gamesFolder();
    }

    @Override
    default boolean openGame(Path file) {
        return shell().openGame(file);
    }

    @Override
    default void showOnPhones() {
        shell().showOnPhones();
    }

    @Override
    default boolean phonesOffered() {
        return shell().phonesOffered();
    }

    @Override
    default void tell(String message) {
        shell().tell(message);
    }

    @Override
    default void refused(RuleViolation why) {
        shell().refused(why);
    }

    @Override
    default void nextInputMoved() {
        shell().nextInputMoved();
    }
}
