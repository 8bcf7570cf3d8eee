package org.caissier.table;

import java.util.Locale;

/**
 * A command that the rules refuse, or a line that cannot be read. Carries the rule id of the broken rule
 * (for example {@code LC-BRAWL-2}) and the reason in French and English, so the screen can say it in the
 * player's language and {@code caissier run} can print it.
 */
public class RuleViolation extends RuntimeException {
    /** Rule id used for lines that cannot be read at all (unknown verb, missing word, bad number). */
    public static final String SYNTAX = "SYNTAX";

    private final String ruleId;
    private final String french;
    private final String english;

    public RuleViolation(String ruleId, String french, String english) {
        super(ruleId + ": " + english);
        this.ruleId = ruleId;
        this.french = french;
        this.english = english;
    }

    public static RuleViolation syntax(String french, String english) {
        return new RuleViolation(SYNTAX, french, english);
    }

    public String ruleId() {
        return ruleId;
    }

    public String french() {
        return french;
    }

    public String english() {
        return english;
    }

    /** The reason in the given language: French for {@code fr}, English otherwise. */
    public String message(Locale locale) {
        return "fr".equals(locale.getLanguage()) ? french : english;
    }
}
