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
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.match.Boat;
import org.caissier.cup.match.MatchState;
import org.caissier.ui.Messages;
import org.caissier.ui.PublicView;

/** A match on the television: every boat's leg, tack, sequence and crew points side by side, in large type. */
final class MatchTableDisplay implements PublicView {
    private final Supplier<MatchState> state;
    private final Messages m;
    private final JPanel root = new JPanel(new BorderLayout());
    private final JLabel headline = new JLabel(" ");
    private final List<List<JLabel>> columns = new ArrayList<>();

    MatchTableDisplay(Supplier<MatchState> state, Messages m, float textSize) {
        this.state = state;
        this.m = m;
        root.setName("matchTableDisplay");
        int pad = Math.round(textSize * 0.6f);
        root.setBorder(BorderFactory.createEmptyBorder(pad / 2, pad, pad / 2, pad));
        Font base = UIManager.getFont("Label.font");
        headline.setName("displayHeadline");
        headline.setFont(base.deriveFont(Font.BOLD, textSize * 1.4f));
        root.add(headline, BorderLayout.NORTH);
        List<String> crews = state.get().crews();
        JPanel grid = new JPanel(new MigLayout("insets " + pad + ", gapx " + (pad * 3) + ", flowy"));
        for (int i = 0; i < crews.size(); i++) {
            List<JLabel> column = new ArrayList<>();
            for (int row = 0; row < 5; row++) {
                JLabel l = new JLabel(" ");
                l.setName("display" + (i + 1) + "_" + row);
                l.setFont(base.deriveFont(row == 0 ? Font.BOLD : Font.PLAIN, row == 0 ? textSize * 1.3f : textSize));
                grid.add(l, row == 0 && i > 0 ? "newline, top" : "");
                column.add(l);
            }
            columns.add(column);
        }
        root.add(grid, BorderLayout.CENTER);
    }

    @Override
    public JComponent component() {
        return root;
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
            c.get(3).setText(BoatLines.sequence(b, s, m) + " ");
            c.get(4).setText(BoatLines.crewPoints(b, s, m) + " ");
        }
    }
}
