package org.caissier.cup;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.util.List;
import java.util.regex.Pattern;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;

/**
 * What a club calls its event and the day it is sailed ({@code event="NAME"}, {@code date=YYYY-MM-DD} on the game
 * line of a tournament or regatta); either may be absent. Shown on the screen, the pages and the table display.
 * And the event's id ({@code id=}, random, added by the program to a new event's line; absent from an event made
 * before ids were kept): a match sailed for the event names it, so a match file is only offered to its own event.
 */
public record EventInfo(String name, LocalDate date, String id) {
    public static final EventInfo NONE = new EventInfo(null, null, null);
    public static final int MAX_NAME = 60;
    /** An event id as the program writes it: letters and digits, 8 to 64. */
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9]{8,64}");

    private static final Pattern DATE = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");
    private static final DateTimeFormatter ISO =
            DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT);

    public EventInfo {
        if (name != null) {
            checkName(name);
        }
        if (id != null) {
            checkId(id);
        }
    }

    public EventInfo(String name, LocalDate date) {
        this(name, date, null);
    }

    /** An event id, refused naming the field when it is not 8 to 64 letters and digits. */
    public static String checkId(String id) {
        if (!ID.matcher(id).matches()) {
            throw RuleViolation.syntaxOf("cup.event.id", id);
        }
        return id;
    }

    /** The event's name, refused naming the field: 1 to 60 characters, no control character or double quote. */
    public static String checkName(String name) {
        int length = name.codePointCount(0, name.length());
        if (name.isBlank() || length > MAX_NAME) {
            throw RuleViolation.syntaxOf("cup.event.length", MAX_NAME, length);
        }
        if (name.chars().anyMatch(Character::isISOControl)
                || Words.whyNotAName(name).isPresent()) {
            throw RuleViolation.syntaxOf("cup.event.character");
        }
        return name;
    }

    /** A real calendar date written YYYY-MM-DD, refused naming the field. */
    public static LocalDate parseDate(String text) {
        if (!DATE.matcher(text).matches()) {
            throw RuleViolation.syntaxOf("cup.event.dateForm", text);
        }
        try {
            return LocalDate.parse(text, ISO);
        } catch (DateTimeException e) {
            throw RuleViolation.syntaxOf("cup.event.noSuchDate", text);
        }
    }

    /** Reads {@code event=}, {@code date=} or {@code id=} into this, or gives null when the word is none of them. */
    EventInfo read(String word) {
        String n = CrewNames.option(word, "event", "epreuve");
        if (n != null) {
            return new EventInfo(checkName(n), date, id);
        }
        String d = CrewNames.option(word, "date");
        if (d != null) {
            return new EventInfo(name, parseDate(d), id);
        }
        String i = CrewNames.option(word, "id");
        if (i != null) {
            return new EventInfo(name, date, checkId(i));
        }
        return null;
    }

    /** The words of a game line, in their canonical form ({@code event="Spring Cup" date=2026-05-01 id=…}). */
    String words() {
        StringBuilder w = new StringBuilder();
        if (name != null) {
            w.append(" event=\"").append(name).append('"');
        }
        if (date != null) {
            w.append(" date=").append(date);
        }
        if (id != null) {
            w.append(" id=").append(id);
        }
        return w.toString();
    }

    /** A game line with these words after its options: {@code game ID [OPTIONS] [event= date=] CREWS}. */
    static String line(List<String> head, String words, List<String> crews) {
        String line = Words.join(head) + words;
        return crews.isEmpty() ? line : line + " " + Words.join(crews);
    }

    /** The date as the contract writes it, or null. */
    public String dateText() {
        return date == null ? null : date.toString();
    }
}
