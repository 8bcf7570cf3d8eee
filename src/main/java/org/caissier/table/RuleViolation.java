package org.caissier.table;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A command that the rules refuse, or a line that cannot be read. Carries the rule id of the broken rule
 * (for example {@code LC-BRAWL-2}) and the reason, so the screen can say it in the player's language and
 * {@code caissier run} can print it.
 *
 * <p>The reason is a key of the rule texts with its arguments ({@link #of}): the words are in the bundles
 * {@code resources/i18n/rules/GAME.properties} (English) and {@code GAME_fr.properties} (French), where
 * {@code GAME} is the key's first segment ({@code pistes.stage.tooDear} is in {@code rules/pistes}), shared by the
 * screen and {@code run}. The older form with the French and English sentences written out still works.
 */
public class RuleViolation extends RuntimeException {
    /** Rule id used for lines that cannot be read at all (unknown verb, missing word, bad number). */
    public static final String SYNTAX = "SYNTAX";

    /** An argument that is itself a word of either language (an item's name). */
    public record Both(String french, String english) implements Phrase {
        @Override
        public String in(Locale locale) {
            return RuleTexts.french(locale) ? french : english;
        }
    }

    private final String ruleId;
    private final String key;
    private final List<Object> args;
    private final String french;
    private final String english;

    /** The reason written out in both languages. */
    public RuleViolation(String ruleId, String french, String english) {
        super(ruleId + ": " + english);
        this.ruleId = ruleId;
        this.key = null;
        this.args = List.of();
        this.french = french;
        this.english = english;
    }

    /** The reason as a key of the rule texts and its arguments ({@code {0}}, {@code {1}} ... in the texts). */
    public RuleViolation(String ruleId, String key, List<?> args) {
        super(ruleId + ": " + RuleTexts.format(key, args, Locale.ENGLISH));
        this.ruleId = ruleId;
        this.key = key;
        this.args = List.copyOf(args);
        this.french = null;
        this.english = null;
    }

    /** A refusal whose reason is the rule text {@code key} with these arguments. */
    public static RuleViolation of(String ruleId, String key, Object... args) {
        return new RuleViolation(ruleId, key, List.of(args));
    }

    /** A sealed line found changed, taking a line back or playing it again: the seal's reason, in either language. */
    public static RuleViolation changedSeal(String ruleId, SealException reason) {
        return new RuleViolation(ruleId, reason.said().key(), reason.said().args());
    }

    public static RuleViolation syntax(String french, String english) {
        return new RuleViolation(SYNTAX, french, english);
    }

    /** A line that cannot be read, said by a rule text. */
    public static RuleViolation syntaxOf(String key, Object... args) {
        return of(SYNTAX, key, args);
    }

    public String ruleId() {
        return ruleId;
    }

    /** The key of the rule text, for a refusal given by key. */
    public Optional<String> key() {
        return Optional.ofNullable(key);
    }

    public List<Object> args() {
        return args;
    }

    public String french() {
        return message(Locale.FRENCH);
    }

    public String english() {
        return message(Locale.ENGLISH);
    }

    /** The rule's id and the reason, as the kernel says a refusal in either language ({@code table.refused}). */
    public Said said() {
        return Said.of("table.refused", ruleId, new Both(french(), english()));
    }

    /** The reason in the given language: French for {@code fr}, English otherwise. */
    public String message(Locale locale) {
        if (key != null) {
            return RuleTexts.format(key, args, locale);
        }
        return RuleTexts.french(locale) ? french : english;
    }
}
