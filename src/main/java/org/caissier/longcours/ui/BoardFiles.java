package org.caissier.longcours.ui;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.caissier.longcours.BoardLoader;
import org.caissier.table.DataFileException;

/** Checks a board file before a game is started on it, so a wrong file is explained before anyone sits down. */
final class BoardFiles {
    private BoardFiles() {}

    /**
     * What is wrong with the file (naming the entry), or nothing if it is a good board; a file that cannot be read
     * at all is said in the screen's language.
     */
    static Optional<String> problemWith(Path file, Locale locale) {
        try {
            new BoardLoader().load(file);
            return Optional.empty();
        } catch (DataFileException e) {
            return Optional.of(e.message(locale));
        }
    }
}
