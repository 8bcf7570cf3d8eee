package org.caissier.ui.kit;

/**
 * A message box's words cut into lines (a message box says a string on one line, however long): a refusal quoting
 * a 300-letter pasted name or a long path made the box wider than the screen, its OK button off its edge.
 */
public final class MessageLines {
    /** Letters a line of a message box holds at the most: about a laptop screen's half at twice the text size. */
    public static final int MOST = 64;

    private MessageLines() {}

    /**
     * {@code words} with a line break before a word that would take a line past {@value #MOST} letters; a word
     * longer than that (a path, a pasted text without spaces) is cut where the line is full. Breaks already in the
     * words are kept.
     */
    public static String of(String words) {
        StringBuilder out = new StringBuilder();
        String[] paragraphs = words.split("\n", -1);
        for (int p = 0; p < paragraphs.length; p++) {
            if (p > 0) {
                out.append('\n');
            }
            int line = 0;
            for (String word : paragraphs[p].split(" ", -1)) {
                int length = word.codePointCount(0, word.length());
                if (line > 0 && line + 1 + length > MOST) {
                    out.append('\n');
                    line = 0;
                } else if (line > 0) {
                    out.append(' ');
                    line++;
                }
                // counted in letters (code points), cut in chars
                int from = 0;
                int at = 0;
                while (length - from > MOST - line) {
                    int cut = word.offsetByCodePoints(at, MOST - line);
                    out.append(word, at, cut).append('\n');
                    from += MOST - line;
                    at = cut;
                    line = 0;
                }
                out.append(word, at, word.length());
                line += length - from;
            }
        }
        return out.toString();
    }
}
