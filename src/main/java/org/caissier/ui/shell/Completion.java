package org.caissier.ui.shell;

import java.util.ArrayList;
import java.util.List;
import org.caissier.table.Names;
import org.caissier.table.Words;

/** What the command bar offers for the word being typed: known words that begin like it. Pure. */
public final class Completion {
    private Completion() {}

    /** The start of the word under the caret (after the last space outside quotes). */
    static int wordStart(String text) {
        boolean quoted = false;
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
                if (quoted) {
                    start = i;
                }
            } else if (c == ' ' && !quoted) {
                start = i + 1;
            }
        }
        return start;
    }

    /** Candidates for the last word of {@code text}, in the given order, at most {@code max}. */
    public static List<String> candidates(String text, List<String> known, int max) {
        String prefix = text.substring(wordStart(text)).replace("\"", "");
        String key = Names.fold(prefix);
        List<String> result = new ArrayList<>();
        for (String k : known) {
            String folded = Names.fold(k);
            if (folded.startsWith(key) && !folded.equals(key) && !result.contains(k)) {
                result.add(k);
                if (result.size() == max) {
                    break;
                }
            }
        }
        return result;
    }

    /** The text with its last word replaced by {@code choice} (quoted if it needs it) and a space. */
    public static String accept(String text, String choice) {
        return text.substring(0, wordStart(text)) + Words.quote(choice) + " ";
    }
}
