package org.caissier.ui.game;

import org.caissier.ui.kit.Messages;

/** The shell's context speaking a game's own words (its bundle under {@code resources/i18n/}); the rest is the shell's. */
record GameWords(UiContext shell, String bundle) implements ForwardingUiContext {
    @Override
    public Messages messages() {
        return shell.messages().forBundle(bundle);
    }
}
