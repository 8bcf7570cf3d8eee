package org.caissier.table;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;

/**
 * The system refuses to let this program write a game's journal (the file or its folder is read-only, it belongs
 * to someone else, the disk is mounted read-only). Nothing was changed; the game can still be looked at.
 */
public final class JournalNotWritableException extends IOException {
    private final transient Path file;

    public JournalNotWritableException(Path file, IOException cause) {
        super(
                "you may not write to " + file + " (the file or its folder is read-only): nothing was changed;"
                        + " the game can be looked at read-only, or copied to a folder of yours to be played",
                cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** Whether the system refused the access itself (permissions, a read-only or immutable file or disk). */
    public static boolean denied(IOException e) {
        if (e instanceof AccessDeniedException) {
            return true;
        }
        String reason = e instanceof FileSystemException f ? f.getReason() : null;
        return reason != null
                && (reason.contains("Read-only file system") || reason.contains("Operation not permitted"));
    }

    /** {@code e} as this exception when the system refused the write, else {@code e} itself. */
    static IOException explain(Path file, IOException e) {
        return denied(e) && !(e instanceof JournalNotWritableException) ? new JournalNotWritableException(file, e) : e;
    }
}
