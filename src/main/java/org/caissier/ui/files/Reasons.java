package org.caissier.ui.files;

import java.util.Locale;
import org.caissier.table.DataFileException;
import org.caissier.table.JournalException;
import org.caissier.table.RuleViolation;
import org.caissier.table.TextFiles;
import org.caissier.ui.kit.Messages;

/**
 * Why a file or a line was refused, in the screen's language: the kernel's texts, or a sentence of the bundles with
 * the file as its value — never an exception's own (English) message.
 */
public final class Reasons {
    private Reasons() {}

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
        Messages m = new Messages(locale);
        if (e instanceof java.io.IOException io) {
            return SaveTrouble.say(m, io);
        }
        if (e instanceof java.nio.file.InvalidPathException bad) {
            return m.get("error.path.invalid", bad.getInput());
        }
        // Anything else is the program's own fault: said as such, its English message left to the log.
        return m.get("error.unexpected");
    }
}
