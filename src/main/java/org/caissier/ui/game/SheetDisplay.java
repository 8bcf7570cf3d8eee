package org.caissier.ui.game;

import java.awt.BorderLayout;
import java.awt.Font;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JPanel;
import org.caissier.ui.kit.DisplayGrid;
import org.caissier.ui.kit.DisplayType;
import org.caissier.ui.kit.WrappingLabel;

/**
 * A table display that is a headline over the players' sheet (Long Cours, Pistes, a tournament, a regatta): its page
 * with room around, the headline in large type on top, and the closing up a small window asks for — the sheet's
 * figures first (and its rows closer), then the headlines, then the sheet's least needed columns left out
 * ({@link DisplayGrid#leavesOut}), then its names shortened ({@link DisplayGrid#names}). The headline wraps rather
 * than widen the page: a long name is in it whole.
 */
public abstract class SheetDisplay implements PublicView {
    /** The page: the headline at its top ({@link BorderLayout#NORTH}), the rest the game's. */
    protected final JPanel root = new JPanel(new BorderLayout());
    /** The larger words' type: the headline's, and whatever else the game sets larger than its ordinary text. */
    protected final DisplayType type;
    /** The room around the page and between its parts. */
    protected final int pad;

    private DisplayGrid sheet;

    /**
     * @param name the page's name, for tests
     * @param textSize the display's ordinary text size
     */
    protected SheetDisplay(String name, float textSize) {
        this.type = new DisplayType(textSize);
        this.pad = Math.round(textSize * 0.6f);
        root.setName(name);
        root.setBorder(BorderFactory.createEmptyBorder(pad / 2, pad, pad / 2, pad));
    }

    /** A headline at the page's top, bold, {@code scale} times the ordinary text. */
    protected final WrappingLabel headline(String name, float scale) {
        WrappingLabel headline = new WrappingLabel(1, 0);
        headline.setText(" ");
        headline.setName(name);
        type.set(headline, Font.BOLD, scale);
        root.add(headline, BorderLayout.NORTH);
        return headline;
    }

    /** The players' sheet (a display may have none), closed up with the headlines. */
    protected final DisplayGrid sheet(DisplayGrid grid) {
        this.sheet = grid;
        return grid;
    }

    @Override
    public final JComponent component() {
        return root;
    }

    @Override
    public boolean tighten() {
        return sheet != null && sheet.tighten() || type.tighten() || sheet != null && sheet.leaveOut() || shorten();
    }

    /** One step of shortening the players' names, the last of {@link #tighten}: false when none is left. */
    protected boolean shorten() {
        return sheet != null && sheet.shorten();
    }
}
