package org.caissier.table;

/**
 * A journal or a game line written by a later version of the program: a newer journal format, or a newer version
 * of a game's rules than this program knows. Refused as such, never read as a damaged file.
 */
public final class NewerVersionException extends RuntimeException {
    public NewerVersionException(String what, int found, int known) {
        super("made by a newer Caissier (" + what + " " + found + "; this program knows up to " + known
                + "): open it with that version or a later one");
    }
}
