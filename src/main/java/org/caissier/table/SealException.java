package org.caissier.table;

import java.util.List;
import java.util.Locale;

/**
 * Sealed lines that cannot be read: the PIN is not the one the journal was sealed with ({@link #line()} is 0),
 * or the sealed line at {@link #line()} was changed or damaged (authenticated encryption refuses it whole).
 * {@link #getMessage()} says why in English, as {@code caissier run} prints it; {@link #message(Locale)} says it in
 * the reader's language ({@code table.seal.*} in the rule texts).
 */
public class SealException extends Exception {
    private final int line;
    private final Said reason;

    public SealException(int line, Said reason) {
        super(say(line, reason, Locale.ENGLISH));
        this.line = line;
        this.reason = reason;
    }

    /** The sealed line refused (1-based), or 0 for a PIN that does not open the journal. */
    public int line() {
        return line;
    }

    /** The reason without the line number, in English. */
    public String reason() {
        return reason.in(Locale.ENGLISH);
    }

    /** The reason without the line number, as a text of the bundles. */
    public Said said() {
        return reason;
    }

    /** Why, with the line number if there is one, in French for {@code fr} and in English otherwise. */
    public String message(Locale locale) {
        return say(line, reason, locale);
    }

    private static String say(int line, Said reason, Locale locale) {
        return line > 0 ? RuleTexts.format("table.journal.atLine", List.of(line, reason), locale) : reason.in(locale);
    }
}
