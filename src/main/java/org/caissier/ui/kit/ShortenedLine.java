package org.caissier.ui.kit;

import java.awt.Color;
import java.awt.Dimension;
import javax.swing.JLabel;

/**
 * A form's line of words that quote what the user typed or chose (a refusal quoting a 40-letter name, a long path,
 * a pasted page of text; the crews a file holds): one line that asks for no width of its own, neither at the least
 * nor as it would like (lay it out to grow into the width its cell gives it, MigLayout's {@code growx}). Words wider
 * than that are shortened with "…" and said whole in the line's tooltip: the form's buttons and fields stay where
 * they were, neither pushed off its edge nor narrowed, and a form that scrolls does not widen. Words given as HTML
 * are said as plain words: wrapped, they made the line taller and pushed the buttons under it down.
 */
public final class ShortenedLine extends JLabel {
    public ShortenedLine(String name) {
        super(" ");
        setName(name);
    }

    /** The form's line for what is wrong with it, in red. */
    public static ShortenedLine problem(String name) {
        ShortenedLine line = new ShortenedLine(name);
        line.setForeground(Contrast.onPanel(new Color(0xC62828)));
        return line;
    }

    @Override
    public Dimension getMinimumSize() {
        return new Dimension(0, super.getMinimumSize().height);
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(0, super.getPreferredSize().height);
    }

    /** The words (plain, or HTML said as plain words), and the same in the tooltip (none for a blank line). */
    @Override
    public void setText(String text) {
        String plain = text != null && text.regionMatches(true, 0, "<html>", 0, 6) ? plain(text) : text;
        super.setText(plain);
        setToolTipText(plain == null || plain.isBlank() ? null : plain);
    }

    private static String plain(String html) {
        return html.replaceAll("<[^>]*>", " ")
                .replaceAll("\\s+", " ")
                .strip()
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&amp;", "&");
    }
}
