package org.caissier.ui;

import java.util.Locale;
import org.caissier.table.DataFileException;
import org.caissier.table.JournalException;
import org.caissier.table.RuleViolation;
import org.caissier.table.TextFiles;

/** Why a file or a line was refused, in the screen's language where the kernel has the words for it. */
public final class Reasons {
    private Reasons() {
    }

    public static String of(Exception e, Locale locale) {
        if (e instanceof JournalException refused) {
            return refused.message(locale);
        }
        if (e instanceof DataFileException wrong) {
            return wrong.message(locale);
        }
        if (e instanceof TextFiles.Unreadable unreadable) {
            return unreadable.said().in(locale);
        }
        if (e instanceof RuleViolation v) {
            return v.said().in(locale);
        }
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }
}
