package org.caissier.table;

import java.util.ArrayList;
import java.util.List;

/**
 * A journal's lines are replayed as they were saved: a name in one matches a full name (case and accents aside),
 * never a unique prefix, which is only a help for typing. A line the program wrote is the command's own text;
 * a line that reads as a command only because a word of it was completed to a longer name (a line cut short by
 * a crash, {@code correct Bob An}, read as {@code correct Bob Ann}) is refused.
 */
final class ExactNames {
    private ExactNames() {}

    /**
     * Refuses {@code line} when one of its words (after the command's own word; the value of a {@code key=value})
     * stands for a longer word of the command's text {@code canonical}, which the parser completed it to.
     */
    static void require(String line, String canonical) {
        if (line.equals(canonical)) {
            return; // every line the program wrote
        }
        List<String> savedWords = values(Words.split(line));
        List<String> meantWords = values(Words.split(canonical));
        List<String> saved = savedWords.stream().map(Names::fold).toList();
        List<String> meant = meantWords.stream().map(Names::fold).toList();
        for (int i = 0; i < saved.size(); i++) {
            String word = saved.get(i);
            if (word.isEmpty() || meant.contains(word)) {
                continue;
            }
            for (int j = 0; j < meant.size(); j++) {
                String full = meant.get(j);
                if (full.length() > word.length() && full.startsWith(word) && !saved.contains(full)) {
                    throw RuleViolation.syntaxOf("table.name.notWhole", savedWords.get(i), meantWords.get(j));
                }
            }
        }
    }

    /** The words after the first (the command's own), a {@code key=value} as its value. */
    private static List<String> values(List<String> words) {
        List<String> values = new ArrayList<>();
        for (int i = 1; i < words.size(); i++) {
            String w = words.get(i);
            int equals = w.indexOf('=');
            values.add(equals >= 0 ? w.substring(equals + 1) : w);
        }
        return values;
    }
}
