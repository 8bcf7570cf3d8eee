package org.caissier.table;

/** A file refused as a journal: not a journal at all, or damaged before its last line. The file is left as it was. */
public class JournalException extends Exception {
    private final int line;

    public JournalException(int line, String message) {
        super(line > 0 ? "line " + line + ": " + message : message);
        this.line = line;
    }

    /** The line that is wrong (1-based), or 0 when the file as a whole is. */
    public int line() {
        return line;
    }
}
