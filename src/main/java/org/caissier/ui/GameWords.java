package org.caissier.ui;

import java.awt.Window;
import org.caissier.table.DiceSource;

/** The shell's context speaking a game's own words (its bundle under {@code resources/i18n/}); the rest is the shell's. */
record GameWords(UiContext shell, String bundle) implements UiContext {
    @Override
    public Messages messages() {
        return shell.messages().forBundle(bundle);
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
    public void tell(String message) {
        shell.tell(message);
    }

    @Override
    public void refused(org.caissier.table.RuleViolation why) {
        shell.refused(why);
    }

    @Override
    public boolean startGame(String gameLine) {
        return shell.startGame(gameLine);
    }

    @Override
    public boolean openGame(java.nio.file.Path file) {
        return shell.openGame(file);
    }

    @Override
    public java.util.Optional<java.nio.file.Path> gamesFolder() {
        return shell.gamesFolder();
    }

    @Override
    public void showOnPhones() {
        shell.showOnPhones();
    }

    @Override
    public boolean phonesOffered() {
        return shell.phonesOffered();
    }
}
