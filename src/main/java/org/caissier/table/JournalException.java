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
    private final Reason reason;

    /** Why: a rule's refusal (with its rule id), a kernel text, or words given as they are. */
    private record Reason(RuleViolation refusal, Said said, String asGiven) {
        String in(Locale locale) {
            if (refusal != null) {
                return RuleTexts.format("table.refused", List.of(refusal.ruleId(), refusal.message(locale)), locale);
            }
            return said != null ? said.in(locale) : asGiven;
        }
    }

    /** Words that come as they are (another part's message, in English). */
    public JournalException(int line, String message) {
        this(line, new Reason(null, null, message));
    }

    private JournalException(int line, Reason reason) {
        super(say(line, reason, Locale.ENGLISH));
        this.line = line;
        this.reason = reason;
    }

    /** The line the rules refused, with the rule's id and words. */
    public static JournalException refused(int line, RuleViolation refusal) {
        return new JournalException(line, new Reason(refusal, null, null));
    }

    /** A problem of the file itself, said by a kernel text ({@code table.journal.*}, {@code table.file.*}). */
    static JournalException of(int line, Said said) {
        return new JournalException(line, new Reason(null, said, null));
    }

    /** The line that is wrong (1-based), or 0 when the file as a whole is. */
    public int line() {
        return line;
    }

    /** Why, in French for {@code fr} and in English otherwise (words given as they are stay as they are). */
    public String message(Locale locale) {
        return say(line, reason, locale);
    }

    private static String say(int line, Reason reason, Locale locale) {
        String why = reason.in(locale);
        return line > 0 ? RuleTexts.format("table.journal.atLine", List.of(line, why), locale) : why;
    }
}
