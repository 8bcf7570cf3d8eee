package org.caissier.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/** Splits a command line into words: spaces separate, double quotes group, {@code #} starts a comment. */
public final class Words {
    private Words() {}

    /**
     * The whole number a word writes, if it writes one in ASCII digits (at most nine, an optional sign before them:
     * no look-alike digit passes for one). Integer.parseInt alone would
     * also take Arabic-Indic, fullwidth and other digits that look like ours or like nothing a table would type.
     */
    public static OptionalInt integer(String word) {
        // A loop rather than a regular expression: every die face and amount of a replayed game comes through here.
        int first = !word.isEmpty() && (word.charAt(0) == '+' || word.charAt(0) == '-') ? 1 : 0;
        int digits = word.length() - first;
        if (digits < 1 || digits > 9) {
            return OptionalInt.empty();
        }
        for (int i = first; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c < '0' || c > '9') {
                return OptionalInt.empty();
            }
        }
        return OptionalInt.of(Integer.parseInt(word));
    }

    /**
     * Why a word is not a number, when it is one but too long for {@link #integer} (more than nine digits): a
     * refusal that says so, rather than "not a whole number".
     */
    public static Optional<RuleViolation> tooLong(String word) {
        int first = !word.isEmpty() && (word.charAt(0) == '+' || word.charAt(0) == '-') ? 1 : 0;
        if (word.length() - first <= 9) {
            return Optional.empty();
        }
        for (int i = first; i < word.length(); i++) {
            if (word.charAt(i) < '0' || word.charAt(i) > '9') {
                return Optional.empty();
            }
        }
        return Optional.of(RuleViolation.syntaxOf("table.number.tooLong", word));
    }

    /**
     * The words of a line, without the comment. An unclosed quote is refused, naming where it opened; so is a
     * control or invisible formatting character (a zero-width space, a direction mark), which would make two words
     * that look alike differ.
     */
    public static List<String> split(String line) {
        // Nearly every line (all those of a long saved game) is printable ASCII words between spaces: cut them out
        // whole, and leave quotes, tabs, comments and the rest of Unicode to the full reading below.
        List<String> words = new ArrayList<>(4);
        int start = -1;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == ' ') {
                if (start >= 0) {
                    words.add(line.substring(start, i));
                    start = -1;
                }
            } else if (c > ' ' && c < 0x7F && c != '"' && c != '#') {
                if (start < 0) {
                    start = i;
                }
            } else {
                return splitAnyLine(line);
            }
        }
        if (start >= 0) {
            words.add(line.substring(start));
        }
        return words;
    }

    private static List<String> splitAnyLine(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        boolean quoted = false;
        int quoteAt = -1;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (invisible(c)) {
                throw RuleViolation.syntaxOf("table.line.control", String.format("U+%04X", (int) c), i + 1);
            }
            if (quoted) {
                if (c == '"') {
                    quoted = false;
                } else {
                    word.append(c);
                }
            } else if (c == '"') {
                quoted = true;
                quoteAt = i;
                inWord = true;
            } else if (c == '#') {
                break;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quoted) {
            throw RuleViolation.syntaxOf("table.line.openQuote", quoteAt + 1);
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    /**
     * A control character other than a space or tab, or an invisible mark of the General Punctuation block and beyond
     * (zero-width spaces and joiners, direction marks, the byte order mark). The soft hyphen is left alone: it
     * shows where a word may break and is part of the word.
     */
    private static boolean invisible(char c) {
        return !Character.isWhitespace(c) && Character.isISOControl(c)
                || c >= '\u2000' && Character.getType(c) == Character.FORMAT;
    }

    /**
     * Why a name read from a data file (a port, a crew) could not be written in a command line, if it could not:
     * a control or invisible character (a NUL, a line break), or a double quote. Empty when it is a fine name.
     */
    public static Optional<Said> whyNotAName(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '\n' || c == '\r' || c == '\t' || invisible(c)) {
                return Optional.of(Said.of("table.name.invisible", String.format("U+%04X", (int) c)));
            }
            if (c == '"') {
                return Optional.of(Said.of("table.name.quote"));
            }
        }
        return Optional.empty();
    }

    /**
     * A word as it must be written in a line: quoted when it is empty or holds a space or a hash.
     *
     * @throws IllegalArgumentException for a word holding a double quote: no line can hold one inside a word,
     *                                  and writing it anyway would save a line that reads back differently
     */
    public static String quote(String word) {
        if (word.indexOf('"') >= 0) {
            throw new IllegalArgumentException("a word cannot hold a double quote: " + word);
        }
        if (word.isEmpty()) {
            return "\"\"";
        }
        // A loop, not a stream: the canonical text of every replayed command is joined here.
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c > ' ' && c < 0x7F && c != '#') {
                continue; // printable ASCII: no need to ask the Unicode tables
            }
            if (Character.isWhitespace(c) || c == '#') {
                return '"' + word + '"';
            }
        }
        return word;
    }

    /** Joins words into a line, quoting where needed. */
    public static String join(List<String> words) {
        StringBuilder line = new StringBuilder();
        for (String w : words) {
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(quote(w));
        }
        return line.toString();
    }
}
