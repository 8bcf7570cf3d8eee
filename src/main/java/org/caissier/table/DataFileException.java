package org.caissier.table;

/** A data file (board, event table) that is missing, unreadable or wrong; the message names where. */
public class DataFileException extends RuntimeException {
    public DataFileException(String message) {
        super(message);
    }

    public DataFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
