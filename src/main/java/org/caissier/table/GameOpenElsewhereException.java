package org.caissier.table;

import java.io.IOException;
import java.nio.file.Path;

/** The journal is open for play in another program or window: it may only be looked at, read-only. */
public final class GameOpenElsewhereException extends IOException {
    private final transient Path file;

    public GameOpenElsewhereException(Path file) {
        super("this game is open in another Caissier window or program: " + file
                + " (it can be looked at read-only here)");
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
