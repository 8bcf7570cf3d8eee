package org.caissier.table;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The journal is no longer as this program left it: another program or tool added to it, cut it, or put another
 * file in its place. Nothing was written, and nothing more will be through this session: writing at its old end
 * would overwrite what the other one wrote. The game must be opened again, from the file as it is now.
 */
public final class JournalChangedException extends IOException {
    private final transient Path file;

    public JournalChangedException(Path file, String what) {
        super(file + " was changed by another program while it was open here (" + what
                + "): nothing was written, and nothing more will be; open the game again to go on from the file as"
                + " it is now");
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
