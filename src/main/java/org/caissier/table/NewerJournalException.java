package org.caissier.table;

/** A journal refused because a newer program wrote it: nothing in it is damaged, so nothing is to be rescued. */
public final class NewerJournalException extends JournalException {
    public NewerJournalException(int line, NewerVersionException cause) {
        super(line, cause.getMessage());
        initCause(cause);
    }
}
