package org.caissier.table;

import java.util.ArrayList;
import java.util.List;

/** Splits a command line into words: spaces separate, double quotes group, {@code #} starts a comment. */
public final class Words {
    private Words() {
    }

    /**
     * The words of a line, without the comment. An unclosed quote is refused, naming where it opened.
     */
    public static List<String> split(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        boolean quoted = false;
        int quoteAt = -1;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
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
     * A word as it must be written in a line: quoted when it is empty or holds a space or a hash.
     *
     * @throws IllegalArgumentException for a word holding a double quote: no line can hold one inside a word,
     *                                  and writing it anyway would save a line that reads back differently
     */
    public static String quote(String word) {
        if (word.indexOf('"') >= 0) {
            throw new IllegalArgumentException("a word cannot hold a double quote: " + word);
        }
        if (word.isEmpty() || word.chars().anyMatch(c -> Character.isWhitespace(c) || c == '#')) {
            return '"' + word + '"';
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
