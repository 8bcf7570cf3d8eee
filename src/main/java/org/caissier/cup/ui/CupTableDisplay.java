package org.caissier.cup.ui;

import java.awt.BorderLayout;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Insets;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.Berger;
import org.caissier.cup.MatchReport;
import org.caissier.cup.SailOffCall;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentState;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.DisplayGrid;
import org.caissier.ui.kit.DisplayType;
import org.caissier.ui.kit.Messages;

/**
 * A tournament on the television: where it stands, the standings in large type (a crew that withdrew says so, not
 * only greyed), and the next matches, the final's when it is due.
 */
final class CupTableDisplay implements PublicView {
    private static final int NEXT = 6;

    private final Supplier<TournamentState> state;
    private final Messages m;
    private final JPanel root = new JPanel(new BorderLayout());
    private final JLabel headline = new JLabel(" ");
    private final JLabel next = new JLabel(" ");
    private final StandingsModel standings;
    private final DisplayGrid grid;
    private final DisplayType type;
    private List<String> nextMatches = List.of();

    CupTableDisplay(Supplier<TournamentState> state, Messages m, float textSize) {
        this.state = state;
        this.m = m;
        this.type = new DisplayType(textSize);
        int pad = Math.round(textSize * 0.6f);
        root.setName("cupTableDisplay");
        root.setBorder(BorderFactory.createEmptyBorder(pad / 2, pad, pad / 2, pad));
        Font base = UIManager.getFont("Label.font");
        headline.setName("displayHeadline");
        type.set(headline, Font.BOLD, 1.4f);
        root.add(headline, BorderLayout.NORTH);
        standings = new StandingsModel(m);
        grid = new DisplayGrid(
                        standings,
                        List.of(
                                new DisplayGrid.Column(StandingsModel.RANK, "Rank", true),
                                new DisplayGrid.Column(StandingsModel.CREW, "Crew", false),
                                new DisplayGrid.Column(StandingsModel.POINTS, "Points", true),
                                new DisplayGrid.Column(StandingsModel.SAILED, "Sailed", true),
                                // Crews and points read from across the room: 50 pixels on a 1080-line television.
                                new DisplayGrid.Column(StandingsModel.TIEBREAK, "Tiebreak", false)),
                        textSize,
                        1.3f)
                .emphasise(row -> false, row -> standings.place(row).withdrawn())
                // Sixteen crews are more lines than a laptop's screen holds at 32 px: two halves side by side.
                .halvesFrom(8);
        JPanel middle = new JPanel(new MigLayout("insets " + pad + " 0 0 0, center"));
        middle.add(grid);
        root.add(middle, BorderLayout.CENTER);
        // What crews look for: on as many lines as it takes, a match never split.
        next.setName("displayNext");
        next.setFont(base.deriveFont(textSize));
        root.add(next, BorderLayout.SOUTH);
        root.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                showNext();
            }
        });
    }

    @Override
    public JComponent component() {
        return root;
    }

    /** The sheet's figures first, then the headlines. */
    @Override
    public boolean tighten() {
        return grid.tighten() || type.tighten();
    }

    @Override
    public void refresh() {
        TournamentState s = state.get();
        Standings st = Standings.of(s);
        headline.setText(EventTitle.above(s.event(), m, Headline.of(s, st, m)));
        standings.show(s, st.places());
        grid.refresh();
        List<String> coming = new ArrayList<>();
        for (SailOffCall c : st.sailOffsDue()) {
            c.remaining().forEach(p -> coming.add(m.get("cup.kind.sailOff") + " " + p.get(0) + " – " + p.get(1)));
        }
        for (Berger.Pairing p : s.unsailed()) {
            coming.add(s.roundOf(p.first(), p.second()) + ": " + p.first() + " – " + p.second());
        }
        if (MatchReport.finalDue(s, st)) {
            coming.add(m.get("cup.kind.final") + " " + st.finalists().get(0) + " – "
                    + st.finalists().get(1));
        }
        nextMatches = List.copyOf(coming.subList(0, Math.min(NEXT, coming.size())));
        showNext();
    }

    /** The next matches in lines as wide as the display, each match whole on one line. */
    private void showNext() {
        List<String> items = new ArrayList<>();
        items.add(m.get("cup.display.next") + ":");
        items.addAll(nextMatches.isEmpty() ? List.of(m.get("cup.display.none")) : nextMatches);
        Insets in = root.getInsets();
        int width = root.getWidth() - in.left - in.right;
        FontMetrics fm = next.getFontMetrics(next.getFont());
        String gap = nextMatches.isEmpty() ? " " : "   ·   ";
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < items.size(); i++) {
            String joint = i <= 1 ? " " : gap;
            if (line.length() > 0 && width > 0 && fm.stringWidth(line + joint + items.get(i)) > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : joint).append(items.get(i));
        }
        lines.add(line.toString());
        String text = lines.size() == 1
                ? lines.get(0)
                : "<html>"
                        + String.join(
                                "<br>",
                                lines.stream()
                                        .map(l -> l.replace("   ", "\u00a0\u00a0 ")
                                                .replace("&", "&amp;")
                                                .replace("<", "&lt;")
                                                .replace(">", "&gt;"))
                                        .toList())
                        + "</html>";
        if (!text.equals(next.getText())) {
            next.setText(text);
        }
    }
}
