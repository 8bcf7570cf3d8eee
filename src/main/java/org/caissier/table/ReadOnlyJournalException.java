package org.caissier.table;

import java.io.IOException;
import java.nio.file.Path;

/** A game opened to be looked at only: nothing is written to its journal. */
public final class ReadOnlyJournalException extends IOException {
    private final transient Path file;

    public ReadOnlyJournalException(Path file) {
        super("this game is open read-only here (another program plays it): nothing was changed in " + file);
        this.file = file;
    }

    /** The game's file. */
    public Path file() {
        return file;
    }
}
