package org.caissier.longcours.ui;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import javax.swing.JComponent;
import org.caissier.ui.FittingSentence;

/**
 * The Long Cours header: the turn line, the Corsair's line and Show on phones, added in that order. At the usual
 * text sizes one row: the button at its width on the right, the two lines sharing the rest, each whole when both
 * fit (a short name is never shortened for room the other line does not use); where they do not, the Corsair's
 * line keeps two fifths of the row, or what it needs if less, and a name in either is shortened. At a large text
 * size, where the two lines cannot share a laptop's row, one row each, the button on the last: the page scrolls
 * down there, never sideways. The rows are as tall as their lines at their largest sizes, whatever they say, so
 * that nothing under the header moves from one turn to the next.
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
    public void addLayoutComponent(String name, Component comp) {
    }

    @Override
    public void removeLayoutComponent(Component comp) {
    }

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        Dimension button = button(parent).getPreferredSize();
        int height = stacked ? turn.tallest() + info.tallest() + button.height + 2 * gap
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
            turnLabel.setBounds(x, y, width, turn.tallest());
            y += turn.tallest() + gap;
            infoLabel.setBounds(x, y, width, info.tallest());
            y += info.tallest() + gap;
            button.setBounds(x + width - b.width, y, b.width, b.height);
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
     * Whether the lines take a row each at this text size (px). Not yet: three rows at 200 % leave End the turn
     * no room beside the board in a 1280 × 860 window (AtTheTableGuiTest); the lines share one row, a name shortened.
     */
    static boolean stackedAt(float text) {
        return false;
    }

    /** The header of the Long Cours screen laid out so. */
    static void on(JComponent header, FittingSentence turn, FittingSentence info, float text) {
        header.setLayout(new HeaderRow(turn, info, stackedAt(text), new Insets(2, 12, 0, 12), 8));
    }
}
