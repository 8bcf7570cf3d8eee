package org.caissier.table;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * A data file (board, event table) that is missing, unreadable or wrong; the message names where. A file that cannot
 * be read at all, or is wrong inside, is said by a text of the bundles, in French too ({@link #message(Locale)}).
 */
public class DataFileException extends RuntimeException {
    private final Said said;

    public DataFileException(String message) {
        super(message);
        this.said = null;
    }

    public DataFileException(String message, Throwable cause) {
        super(message, cause);
        this.said = null;
    }

    /** Said by a text of the bundles; {@link #getMessage()} is its English. */
    public DataFileException(Said said) {
        this(said, null);
    }

    /** Said by a kernel text; {@link #getMessage()} is its English. */
    public DataFileException(Said said, Throwable cause) {
        super(said.in(Locale.ENGLISH), cause);
        this.said = said;
    }

    /** The kernel text that says why, when the file could not be read at all. */
    public Optional<Said> said() {
        return Optional.ofNullable(said);
    }

    /** Why, in French for {@code fr} where the kernel has the words, in English otherwise. */
    public String message(Locale locale) {
        return said == null ? getMessage() : said.in(locale);
    }

    /** A data file named by its path that cannot be read at all (missing, a folder, too big, not ours to read). */
    public static DataFileException unreadable(Path file, IOException e) {
        return new DataFileException(Said.of("table.data.fileUnreadable", file, reasonOf(e)), e);
    }

    /** The reason of an unreadable file as an argument of a text: in the reader's language when it has one. */
    static Object reasonOf(IOException e) {
        return e instanceof TextFiles.Unreadable unreadable ? unreadable.said() : e.getMessage();
    }
}
