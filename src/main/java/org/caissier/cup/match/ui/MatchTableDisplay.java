package org.caissier.cup.match.ui;

import java.awt.BorderLayout;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.match.Boat;
import org.caissier.cup.match.MatchState;
import org.caissier.ui.game.SheetDisplay;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ShortName;
import org.caissier.ui.kit.WrappingLabel;

/**
 * A match on the television: every boat's leg, tack, sequence and crew points side by side (three boats a row at
 * most), in large type.
 */
final class MatchTableDisplay extends SheetDisplay {
    private final Supplier<MatchState> state;
    private final Messages m;
    private final JLabel headline;
    private final List<List<JLabel>> columns = new ArrayList<>();
    /** How far the boats' names are shortened ({@link ShortName#initialled}): 0, whole. */
    private int shortened;

    MatchTableDisplay(Supplier<MatchState> state, Messages m, float textSize) {
        super("matchTableDisplay", textSize);
        this.state = state;
        this.m = m;
        headline = headline("displayHeadline", 1.4f);
        List<String> crews = state.get().crews();
        // At most three boats a row, their lines wrapped at a third of the display: six boats with long names are
        // two rows of three rather than a row wider than any screen.
        int rows = (crews.size() + 2) / 3;
        int across = Math.max(1, (crews.size() + rows - 1) / rows);
        JPanel grid = new JPanel(new MigLayout(
                "insets " + pad + ", gapx " + (pad * 3) + ", gapy " + (pad * 2) + ", wrap " + across,
                "[grow,fill,sg boat]".repeat(across)));
        for (int i = 0; i < crews.size(); i++) {
            JPanel boat = new JPanel(new MigLayout("insets 0, gap 0, wrap 1", "[grow,fill]"));
            List<JLabel> column = new ArrayList<>();
            for (int row = 0; row < 5; row++) {
                WrappingLabel l = new WrappingLabel(1, 0);
                l.setName("display" + (i + 1) + "_" + row);
                type.set(l, row == 0 ? Font.BOLD : Font.PLAIN, row == 0 ? 1.3f : 1f);
                boat.add(l, "wmin 0");
                column.add(l);
            }
            grid.add(boat, "top, wmin 0");
            columns.add(column);
        }
        root.add(grid, BorderLayout.CENTER);
    }

    /** The boats' names shortened: the headline says the boat to play's whole name. */
    @Override
    protected boolean shorten() {
        if (shortened == ShortName.MOST_INITIALLED) {
            return false;
        }
        shortened++;
        refresh();
        return true;
    }

    @Override
    public void refresh() {
        MatchState s = state.get();
        headline.setText(MatchHeadline.of(s, m));
        for (int i = 0; i < columns.size(); i++) {
            Boat b = s.boats().get(i);
            List<JLabel> c = columns.get(i);
            boolean toPlay = s.toPlay().map(b.crew()::equals).orElse(false);
            c.get(0).setText((toPlay ? "▶ " : "") + ShortName.initialled(b.crew(), shortened));
            c.get(1).setText(BoatLines.leg(b, s, m));
            c.get(2).setText(BoatLines.tack(b, m));
            c.get(3).setText(BoatLines.sequence(b, s, m));
            c.get(4).setText(BoatLines.crewPoints(b, s, m));
        }
    }
}
