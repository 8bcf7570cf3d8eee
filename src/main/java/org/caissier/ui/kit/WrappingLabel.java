package org.caissier.ui.kit;

import java.awt.Dimension;
import java.awt.Insets;
import javax.swing.JLabel;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.View;

/**
 * Words that wrap at the width they are given instead of being cut: a label (it reads and looks like one) whose
 * plain text is laid out as HTML. It keeps room for {@code lines} lines whatever it says, so that nothing under it
 * moves when its words change, and takes more only when its words need more at its width. It asks for {@code ems}
 * letters' widths (0: none, so that its words never widen what holds it), or ({@link #oneLine}) for its words' width
 * on one line: as wide as a label where there is room, wrapped where there is not. Centred
 * ({@code setHorizontalAlignment(CENTER)}), each of its lines is.
 */
public final class WrappingLabel extends JLabel {
    private static final java.util.regex.Pattern ELIDED = java.util.regex.Pattern.compile("([^\\s<>]*’[^\\s<>]*)");
    private static final java.util.regex.Pattern HYPHEN = java.util.regex.Pattern.compile("(?<=\\p{L})-(?=\\p{L})");
    private final int lines;
    private final int ems;
    /** Whether it asks for its words' width on one line rather than {@link #ems}. */
    private boolean oneLine;
    /** The plain words last given, as a reader (or a test) reads them. */
    private String words;

    public WrappingLabel(int lines, int ems) {
        this.lines = lines;
        this.ems = ems;
        // Narrower than its words needed when last laid out: laid out again, taller (its width does not follow).
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (getHeight() < getPreferredSize().height) {
                    revalidate();
                }
            }
        });
    }

    /**
     * A label that asks for its words' width on one line, as a plain one does, and wraps them at the width it is
     * given when that is less: a sentence naming a player, whose name may be 40 letters long.
     */
    public static WrappingLabel oneLine(int lines) {
        WrappingLabel label = new WrappingLabel(lines, 0);
        label.oneLine = true;
        return label;
    }

    /** Plain words (no HTML): they are escaped and wrapped. */
    @Override
    public void setText(String words) {
        this.words = words;
        if (words == null || words.isBlank()) {
            super.setText(words); // nothing to wrap: kept as it is (" " holds the line)
            return;
        }
        super.setText("<html>" + centred(html(words)) + "</html>");
    }

    @Override
    public void setHorizontalAlignment(int alignment) {
        super.setHorizontalAlignment(alignment);
        if (words != null && !words.contains("\n")) {
            setText(words); // its lines centred or not
        }
    }

    private String centred(String html) {
        return getHorizontalAlignment() == CENTER ? "<div align='center'>" + html + "</div>" : html;
    }

    /** Plain lines, each from the start of a line of its own, each wrapping. */
    public void setLines(java.util.List<String> lines) {
        this.words = String.join("\n", lines);
        super.setText(
                lines.isEmpty()
                        ? " "
                        : "<html>"
                                + String.join(
                                        "<br>",
                                        lines.stream().map(WrappingLabel::html).toList()) + "</html>");
    }

    private static String html(String words) {
        // A hyphenated name may break after a hyphen ("Delacroix-/Montbrison"): Swing breaks lines only at spaces
        // unless a character tells it to use the language's rules, as this zero-width space does.
        String breakable = HYPHEN.matcher(SwingHtml.text(words)).replaceAll("-\u200B");
        // Swing would break a line after an apostrophe ("l’ / adresse"): a word that holds one is kept whole.
        return ELIDED.matcher(breakable).replaceAll("<span style='white-space:nowrap'>$1</span>");
    }

    /** The plain words it says (its text is their HTML). */
    public String words() {
        return words;
    }

    @Override
    public Dimension getPreferredSize() {
        if (isPreferredSizeSet()) {
            return super.getPreferredSize();
        }
        Insets in = getInsets();
        int width = ems * getFont().getSize();
        if (oneLine && BasicHTML.isHTMLString(getText())) {
            width = (int) Math.ceil(BasicHTML.createHTMLView(this, getText()).getPreferredSpan(View.X_AXIS));
        }
        int reserved = (int) Math.ceil(BasicHTML.createHTMLView(this, "<html>" + "X<br>".repeat(lines - 1) + "X</html>")
                .getPreferredSpan(View.Y_AXIS));
        int need = 0;
        int at = getWidth() > 0 ? getWidth() - in.left - in.right : width;
        if (BasicHTML.isHTMLString(getText()) && at > 0) {
            View sized = BasicHTML.createHTMLView(this, getText());
            sized.setSize(at, 0);
            need = (int) Math.ceil(sized.getPreferredSpan(View.Y_AXIS));
        }
        return new Dimension(width + in.left + in.right, Math.max(reserved, need) + in.top + in.bottom);
    }

    @Override
    public Dimension getMinimumSize() {
        return isMinimumSizeSet() ? super.getMinimumSize() : new Dimension(0, getPreferredSize().height);
    }
}
