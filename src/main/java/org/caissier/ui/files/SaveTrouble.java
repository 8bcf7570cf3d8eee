package org.caissier.ui.files;

import java.io.IOException;
import org.caissier.table.JournalChangedException;
import org.caissier.table.JournalNotWritableException;
import org.caissier.ui.kit.Messages;

/**
 * Why a file could not be read or written, as a sentence of the bundles with the file as its value: never the
 * exception's own message, which is the system's English.
 */
public final class SaveTrouble {
    private SaveTrouble() {}

    public static String say(Messages m, IOException e) {
        if (e instanceof JournalChangedException changed) {
            return m.get("error.changed", changed.file());
        }
        if (e instanceof JournalNotWritableException refused) {
            return m.get("error.notWritable", refused.file());
        }
        if (e instanceof org.caissier.table.GameOpenElsewhereException elsewhere) {
            return m.get("error.openElsewhere", elsewhere.file());
        }
        if (e instanceof org.caissier.table.ReadOnlyJournalException readOnly) {
            return m.get("error.readOnly", readOnly.file());
        }
        if (e instanceof org.caissier.table.TextFiles.Unreadable unreadable) {
            return unreadable.said().in(m.locale());
        }
        if (e instanceof org.caissier.table.PlantedFileException planted) {
            return m.get("error.planted", where(planted));
        }
        if (e instanceof java.nio.file.NoSuchFileException missing) {
            return m.get("error.io.missing", where(missing));
        }
        if (e instanceof java.nio.file.AccessDeniedException denied) {
            return m.get("error.io.denied", where(denied));
        }
        if (e instanceof java.nio.file.FileSystemException other && other.getFile() != null) {
            return m.get("error.io.file", where(other));
        }
        return m.get("error.io.other");
    }

    private static String where(java.nio.file.FileSystemException e) {
        return e.getFile() == null ? "?" : e.getFile();
    }
}
