package org.caissier.cup.match.ui;

import java.awt.BorderLayout;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.match.Boat;
import org.caissier.cup.match.MatchState;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.DisplayType;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WrappingLabel;

/**
 * A match on the television: every boat's leg, tack, sequence and crew points side by side (three boats a row at
 * most), in large type.
 */
final class MatchTableDisplay implements PublicView {
    private final Supplier<MatchState> state;
    private final Messages m;
    private final JPanel root = new JPanel(new BorderLayout());
    private final JLabel headline = new JLabel(" ");
    private final List<List<JLabel>> columns = new ArrayList<>();
    private final DisplayType type;

    MatchTableDisplay(Supplier<MatchState> state, Messages m, float textSize) {
        this.state = state;
        this.m = m;
        this.type = new DisplayType(textSize);
        root.setName("matchTableDisplay");
        int pad = Math.round(textSize * 0.6f);
        root.setBorder(BorderFactory.createEmptyBorder(pad / 2, pad, pad / 2, pad));
        headline.setName("displayHeadline");
        type.set(headline, Font.BOLD, 1.4f);
        root.add(headline, BorderLayout.NORTH);
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

    @Override
    public JComponent component() {
        return root;
    }

    @Override
    public boolean tighten() {
        return type.tighten();
    }

    @Override
    public void refresh() {
        MatchState s = state.get();
        headline.setText(MatchHeadline.of(s, m));
        for (int i = 0; i < columns.size(); i++) {
            Boat b = s.boats().get(i);
            List<JLabel> c = columns.get(i);
            boolean toPlay = s.toPlay().map(b.crew()::equals).orElse(false);
            c.get(0).setText((toPlay ? "▶ " : "") + b.crew());
            c.get(1).setText(BoatLines.leg(b, s, m));
            c.get(2).setText(BoatLines.tack(b, m));
            c.get(3).setText(BoatLines.sequence(b, s, m));
            c.get(4).setText(BoatLines.crewPoints(b, s, m));
        }
    }
}
