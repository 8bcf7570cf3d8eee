package org.caissier.table;

import java.util.Locale;

/**
 * A journal or a game line written by a later version of the program: a newer journal format, or a newer version
 * of a game's rules than this program knows. Refused as such, never read as a damaged file.
 */
public final class NewerVersionException extends RuntimeException {
    private final transient Said said;

    /** {@code what}: what is newer, a text of the bundles ({@code table.word.journalFormat}). */
    public NewerVersionException(Said what, int found, int known) {
        super(Said.of("table.newer", what, found, known).in(Locale.ENGLISH));
        this.said = Said.of("table.newer", what, found, known);
    }

    /** Why, as a text of the bundles. */
    public Said said() {
        return said;
    }
}
