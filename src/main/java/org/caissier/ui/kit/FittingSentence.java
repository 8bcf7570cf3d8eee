package org.caissier.ui.kit;

import java.awt.Font;
import java.util.function.Function;
import javax.swing.JLabel;

/**
 * A one-line sentence naming a player ("Round 3 — Anne-Sophie Delacroix-Montbrison to play") in the largest size,
 * down to a smallest one, at which it fits its label's width; where even the smallest does not fit, the name is
 * shortened ("Anne-Sophie Delacr…") and the whole sentence is the label's tooltip. The label asks for no width of
 * its own: a long name never widens the page nor pushes what stands beside it.
 */
public final class FittingSentence {
    private static final String SAID = "caissier.sentence";
    private final JLabel label;
    private final Font largest;
    private final float smallest;
    private Function<String, String> sentence = name -> "";
    private String name = "";

    private FittingSentence(JLabel label, Font largest, float smallest) {
        this.label = label;
        this.largest = largest;
        this.smallest = smallest;
    }

    /**
     * A label for a sentence: as narrow as nothing at the least (a layout that stacks its parts may give it any
     * width, and the name in it is shortened to fit), as wide as its words, or as it is told, at the most.
     */
    public static JLabel label() {
        return new JLabel() {
            @Override
            public java.awt.Dimension getMinimumSize() {
                return new java.awt.Dimension(0, getPreferredSize().height);
            }
        };
    }

    /**
     * A label of its own, fitted from {@code largest} down to {@code smallest} ({@link #shownIn()}): it asks for no
     * width, or ({@code asksItsWords}) for its words' width at the smallest size, so that a layout gives it room
     * where it can and it is set smaller only for want of room; and for the largest size's height whatever size it
     * is set in, so that nothing under it moves as it is fitted again.
     */
    public static FittingSentence line(Font largest, float smallest, boolean asksItsWords) {
        Line label = new Line(asksItsWords);
        label.fit = on(label, largest, smallest);
        return label.fit;
    }

    /** The label this sentence is fitted to. */
    public JLabel shownIn() {
        return label;
    }

    private static final class Line extends JLabel {
        private final boolean asksItsWords;
        private FittingSentence fit;

        Line(boolean asksItsWords) {
            this.asksItsWords = asksItsWords;
        }

        @Override
        public java.awt.Dimension getPreferredSize() {
            if (fit == null) {
                return super.getPreferredSize(); // asked while the label is made, before its fitting
            }
            return new java.awt.Dimension(asksItsWords ? fit.wholeWidth() : 0, fit.tallest());
        }

        @Override
        public java.awt.Dimension getMinimumSize() {
            return new java.awt.Dimension(0, getPreferredSize().height);
        }
    }

    /** Fits {@code label} from {@code largest} down to {@code smallest}; its words are given by {@link #say}. */
    public static FittingSentence on(JLabel label, Font largest, float smallest) {
        FittingSentence fit = new FittingSentence(label, largest, smallest);
        label.setFont(largest);
        Refit.on(label, SAID, fit::fit);
        return fit;
    }

    /** Says {@code sentence} of {@code name} (the whole of it when it fits). */
    public void say(Function<String, String> sentence, String name) {
        this.sentence = sentence;
        this.name = name;
        label.setText(sentence.apply(name));
        label.putClientProperty(SAID, sentence.apply(name));
        fit();
    }

    private void fit() {
        int room = label.getWidth() - label.getInsets().left - label.getInsets().right;
        String whole = sentence.apply(name);
        if (room <= 0) {
            return;
        }
        Font font = largest;
        while (width(font, whole) > room && font.getSize2D() - 1 >= smallest) {
            font = font.deriveFont(font.getSize2D() - 1);
        }
        String shown = whole;
        int keep = name.codePointCount(0, name.length());
        while (width(font, shown) > room && keep > 1) {
            keep--;
            shown = sentence.apply(
                    name.substring(0, name.offsetByCodePoints(0, keep)).stripTrailing() + "…");
        }
        if (!font.equals(label.getFont())) {
            label.setFont(font);
        }
        if (!shown.equals(label.getText())) {
            label.setText(shown);
        }
        label.setToolTipText(shown.equals(whole) ? null : whole);
    }

    /**
     * The width its label needs to say the whole sentence at the smallest size, insets included: what a layout
     * gives it when it can, so that a name is shortened only for want of room.
     */
    public int wholeWidth() {
        java.awt.Insets in = label.getInsets();
        return width(largest.deriveFont(smallest), sentence.apply(name)) + in.left + in.right;
    }

    /** Its label's height at the largest size: kept whatever size the sentence takes, so that nothing under it moves. */
    public int tallest() {
        java.awt.Insets in = label.getInsets();
        return label.getFontMetrics(largest).getHeight() + in.top + in.bottom;
    }

    private int width(Font font, String text) {
        return label.getFontMetrics(font).stringWidth(text);
    }
}
