package org.caissier.longcours.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import javax.swing.JComponent;
import org.caissier.ui.kit.FittingSentence;

/**
 * The Long Cours header: the turn line, the Corsair's line and Show on phones, added in that order. At the usual
 * text sizes one row: the button at its width on the right, the two lines sharing the rest, each whole when both
 * fit (a short name is never shortened for room the other line does not use); where they do not, the Corsair's
 * line keeps two fifths of the row, or what it needs if less, and a name in either is shortened. At a large text
 * size, where the two lines cannot share a laptop's row (the Corsair's line has no name to shorten: "Corsair for
 * sale · 12 cards each" needs 606 px at 200 %), two rows: the turn line beside the button, the Corsair's line
 * below across the whole width. Not a row each: a third row left End the turn no room beside the board. The rows
 * are as tall as their lines at their largest sizes, whatever they say, so that nothing under the header moves from
 * one turn to the next.
 */
final class HeaderRow implements LayoutManager {
    private final FittingSentence turn;
    private final FittingSentence info;
    private final boolean stacked;
    private final Insets insets;
    private final int gap;

    HeaderRow(FittingSentence turn, FittingSentence info, boolean stacked, Insets insets, int gap) {
        this.turn = turn;
        this.info = info;
        this.stacked = stacked;
        this.insets = insets;
        this.gap = gap;
    }

    @Override
    public void addLayoutComponent(String name, Component comp) {}

    @Override
    public void removeLayoutComponent(Component comp) {}

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        Dimension button = button(parent).getPreferredSize();
        int height = stacked
                ? Math.max(turn.tallest(), button.height) + gap + info.tallest()
                : Math.max(Math.max(turn.tallest(), info.tallest()), button.height);
        return new Dimension(insets.left + insets.right + button.width, insets.top + height + insets.bottom);
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        return preferredLayoutSize(parent);
    }

    @Override
    public void layoutContainer(Container parent) {
        Component turnLabel = parent.getComponent(0);
        Component infoLabel = parent.getComponent(1);
        Component button = button(parent);
        Dimension b = button.getPreferredSize();
        int x = insets.left;
        int y = insets.top;
        int width = parent.getWidth() - insets.left - insets.right;
        if (stacked) {
            int first = Math.max(turn.tallest(), b.height);
            turnLabel.setBounds(x, y, Math.max(0, width - b.width - gap), first);
            button.setBounds(x + width - b.width, y + (first - b.height) / 2, b.width, b.height);
            infoLabel.setBounds(x, y + first + gap, width, info.tallest());
            return;
        }
        int height = parent.getHeight() - insets.top - insets.bottom;
        int rest = Math.max(0, width - b.width - 2 * gap);
        int turnNeeds = turn.wholeWidth();
        int infoNeeds = info.wholeWidth();
        // The Corsair's line whole where it leaves the turn line what it needs, or two fifths of the row.
        int infoWidth = Math.min(infoNeeds, Math.max(rest - turnNeeds, rest * 2 / 5));
        turnLabel.setBounds(x, y, rest - infoWidth, height);
        infoLabel.setBounds(x + rest - infoWidth + gap, y, infoWidth, height);
        button.setBounds(x + width - b.width, y + (height - b.height) / 2, b.width, b.height);
    }

    private static Component button(Container parent) {
        return parent.getComponent(2);
    }

    /**
     * Whether the Corsair's line takes a row of its own at this text size (px): from 150 % on, where its words at
     * two fifths of a laptop's row were cut (1280 px, Show on phones beside them).
     */
    static boolean stackedAt(float text) {
        return text >= 22f;
    }

    /** The header of the Long Cours screen laid out so. */
    static void on(JComponent header, FittingSentence turn, FittingSentence info, float text) {
        header.setLayout(new HeaderRow(turn, info, stackedAt(text), new Insets(2, 12, 0, 12), 8));
    }
}
