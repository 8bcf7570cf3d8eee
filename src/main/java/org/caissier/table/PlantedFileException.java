package org.caissier.table;

import java.nio.file.FileSystemException;
import java.nio.file.Path;

/**
 * A file the program writes beside a game (its lock, a torn line's text, a new journal) is a link, or not a plain
 * file: written through, it would change another file. Nothing was written; the sentence says what to remove.
 */
public final class PlantedFileException extends FileSystemException {
    private PlantedFileException(Path file, String reason) {
        super(file.toString(), null, reason);
    }

    @Override
    public String getMessage() {
        return getFile() + " " + getReason();
    }

    static PlantedFileException link(Path file, Exception cause) {
        PlantedFileException e = new PlantedFileException(
                file,
                "is a link to another file: Caissier writes only to a"
                        + " file of its own and never through a link, so nothing was written; remove the link and try again");
        if (cause != null) {
            e.initCause(cause);
        }
        return e;
    }

    static PlantedFileException hardLink(Path file, int links) {
        return new PlantedFileException(
                file,
                "has " + links + " names (a hard link to another file): Caissier writes"
                        + " only to a file of its own, so nothing was written; remove it and try again");
    }

    static PlantedFileException notRegular(Path file) {
        return new PlantedFileException(
                file,
                "is not a plain file (a folder, a pipe or a device): Caissier writes"
                        + " only to a file of its own, so nothing was written; remove it and try again");
    }

    static PlantedFileException replaced(Path file) {
        return new PlantedFileException(
                file, "was replaced by another file while it was being opened: nothing was" + " written; try again");
    }
}
