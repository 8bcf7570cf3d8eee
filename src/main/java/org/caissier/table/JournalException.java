package org.caissier.table;

import java.util.List;
import java.util.Locale;

/**
 * A file refused as a journal: not a journal at all, or damaged before its last line. The file is left as it was.
 * {@link #getMessage()} says why in English (for {@code caissier run} and the logs); {@link #message(Locale)} says it
 * in the reader's language where the reason is a rule's refusal or one of the kernel's own texts
 * ({@code table.journal.*}, {@code table.file.*} in the rule texts).
 */
public class JournalException extends Exception {
    private final int line;
    /** Why, as a kernel text (a rule's refusal is one), or null for words given as they are. */
    private final Said said;

    private final String asGiven;

    /** Words that come as they are (another part's message, in English). */
    public JournalException(int line, String message) {
        this(line, null, message);
    }

    private JournalException(int line, Said said, String asGiven) {
        super(say(line, said == null ? asGiven : said.in(Locale.ENGLISH), Locale.ENGLISH));
        this.line = line;
        this.said = said;
        this.asGiven = asGiven;
    }

    /** The line the rules refused, with the rule's id and words. */
    public static JournalException refused(int line, RuleViolation refusal) {
        return of(line, refusal.said());
    }

    /** A problem of the file itself, said by a kernel text ({@code table.journal.*}, {@code table.file.*}). */
    static JournalException of(int line, Said said) {
        return new JournalException(line, said, null);
    }

    /** The line that is wrong (1-based), or 0 when the file as a whole is. */
    public int line() {
        return line;
    }

    /** Why, in French for {@code fr} and in English otherwise (words given as they are stay as they are). */
    public String message(Locale locale) {
        return say(line, said == null ? asGiven : said.in(locale), locale);
    }

    private static String say(int line, String why, Locale locale) {
        return line > 0 ? RuleTexts.format("table.journal.atLine", List.of(line, why), locale) : why;
    }
}
