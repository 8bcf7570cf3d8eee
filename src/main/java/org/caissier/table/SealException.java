package org.caissier.table;

/**
 * Sealed lines that cannot be read: the PIN is not the one the journal was sealed with ({@link #line()} is 0),
 * or the sealed line at {@link #line()} was changed or damaged (authenticated encryption refuses it whole).
 */
public class SealException extends Exception {
    private final int line;

    public SealException(int line, String message) {
        super(line > 0 ? "line " + line + ": " + message : message);
        this.line = line;
    }

    /** The sealed line refused (1-based), or 0 for a PIN that does not open the journal. */
    public int line() {
        return line;
    }

    /** The reason without the line number. */
    public String reason() {
        String m = getMessage();
        return line > 0 ? m.substring(("line " + line + ": ").length()) : m;
    }
}
