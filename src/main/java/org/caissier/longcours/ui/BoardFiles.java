package org.caissier.longcours.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.caissier.longcours.BoardLoader;
import org.caissier.table.DataFileException;
import org.caissier.table.TextFiles;

/** Checks a board file before a game is started on it, so a wrong file is explained before anyone sits down. */
final class BoardFiles {
    private BoardFiles() {
    }

    /**
     * What is wrong with the file (naming the entry), or nothing if it is a good board; a file that cannot be read
     * at all is said in the screen's language.
     */
    static Optional<String> problemWith(Path file, Locale locale) {
        try {
            new BoardLoader().load(TextFiles.read(file, TextFiles.DATA_CAP), file.toString());
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of(DataFileException.unreadable(file, e).message(locale));
        } catch (DataFileException e) {
            return Optional.of(e.message(locale));
        }
    }
}
