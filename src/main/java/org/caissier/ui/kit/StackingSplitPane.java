package org.caissier.ui.kit;

import java.awt.Component;
import java.awt.Dimension;
import javax.swing.JSplitPane;

/**
 * Two parts side by side where both fit at their minimum widths, else one above the other: at a large text size
 * or in a narrow window the page then scrolls down rather than sideways. Its minimum width is the stacked one's,
 * so that a {@link FittedPanel} around it gives it the window's width.
 */
public final class StackingSplitPane extends JSplitPane {
    public StackingSplitPane(Component first, Component second) {
        super(HORIZONTAL_SPLIT, first, second);
    }

    @Override
    public Dimension getMinimumSize() {
        if (isMinimumSizeSet()) {
            return super.getMinimumSize();
        }
        Dimension now = super.getMinimumSize();
        int parts = Math.max(
                getLeftComponent().getMinimumSize().width, getRightComponent().getMinimumSize().width);
        return new Dimension(parts + getInsets().left + getInsets().right, now.height);
    }

    /**
     * Not where a change inside ends its layout (a split pane's own answer): a part grown taller or wider changes
     * this pane's size, and whether it stacks, so the page around is laid out again with it.
     */
    @Override
    public boolean isValidateRoot() {
        return false;
    }

    @Override
    public void doLayout() {
        int sideBySide = getLeftComponent().getMinimumSize().width
                + getDividerSize()
                + getRightComponent().getMinimumSize().width
                + getInsets().left
                + getInsets().right;
        int wanted = getWidth() >= sideBySide ? HORIZONTAL_SPLIT : VERTICAL_SPLIT;
        if (wanted != getOrientation()) {
            setOrientation(wanted);
            // The divider where the parts' preferred sizes put it in the new direction, not at the old place.
            setDividerLocation(-1);
            resetToPreferredSizes();
        }
        super.doLayout();
    }
}
