package org.caissier.ui.game;

import java.nio.file.Path;

/**
 * What an open game is played for: another game's journal (a match's event, which its finish scores) and the
 * players of this one as that game's page names them ("Zoé – Marc"). The window keeps that game on the phones
 * while this one is played ({@link OnPhones}).
 */
public record PlayedFor(Path game, String players) {
    public PlayedFor {
        if (game == null || players == null) {
            throw new IllegalArgumentException("a game played for another names its file and its players");
        }
    }
}
