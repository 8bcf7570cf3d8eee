package org.caissier.ui;

import java.io.IOException;
import org.caissier.table.JournalChangedException;
import org.caissier.table.JournalNotWritableException;

/** Why a game could not be saved, in the window's language when the reason is one a player can act on. */
final class SaveTrouble {
    private SaveTrouble() {
    }

    static String say(Messages m, IOException e) {
        if (e instanceof JournalChangedException changed) {
            return m.get("error.changed", changed.file());
        }
        if (e instanceof JournalNotWritableException refused) {
            return m.get("error.notWritable", refused.file());
        }
        return e.getMessage();
    }
}
