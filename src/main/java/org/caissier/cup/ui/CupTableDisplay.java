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
import java.util.function.UnaryOperator;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.Berger;
import org.caissier.cup.MatchReport;
import org.caissier.cup.SailOffCall;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentState;
import org.caissier.ui.game.SheetDisplay;
import org.caissier.ui.kit.DisplayGrid;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ShortName;

/**
 * A tournament on the television: where it stands, the standings in large type (a crew that withdrew says so, not
 * only greyed), and the next matches, the final's when it is due.
 */
final class CupTableDisplay extends SheetDisplay {
    private static final int NEXT = 6;

    private final Supplier<TournamentState> state;
    private final Messages m;
    private final JLabel headline;
    private final JLabel next = new JLabel(" ");
    private final StandingsModel standings;
    private final DisplayGrid grid;
    private List<String> nextMatches = List.of();
    /** The same with the crews' surnames as initials: a match too wide for a line whole, its names in the standings. */
    private List<String> nextShort = List.of();

    CupTableDisplay(Supplier<TournamentState> state, Messages m, float textSize) {
        super("cupTableDisplay", textSize);
        this.state = state;
        this.m = m;
        Font base = UIManager.getFont("Label.font");
        headline = headline("displayHeadline", 1.4f);
        standings = new StandingsModel(m);
        grid = sheet(new DisplayGrid(
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
                .names("Crew")
                .emphasise(row -> false, row -> standings.place(row).withdrawn())
                // Sixteen crews are more lines than a laptop's screen holds at 32 px: two halves side by side; and two
                // halves of every column are wider than a 1280-px one: the matches sailed, then the tie-break, go.
                .halvesFrom(8)
                .leavesOut("Sailed", "Tiebreak"));
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
    public void refresh() {
        TournamentState s = state.get();
        Standings st = Standings.of(s);
        headline.setText(EventTitle.above(s.event(), m, Headline.of(s, st, m)));
        standings.show(s, st.places());
        grid.refresh();
        nextMatches = coming(s, st, 0);
        nextShort = coming(s, st, 1);
        showNext();
    }

    /** The next matches, their crews' names shortened so far ({@link ShortName}). */
    private List<String> coming(TournamentState s, Standings st, int shortened) {
        UnaryOperator<String> n = name -> ShortName.initialled(name, shortened);
        List<String> coming = new ArrayList<>();
        for (SailOffCall c : st.sailOffsDue()) {
            c.remaining()
                    .forEach(p -> coming.add(
                            m.get("cup.kind.sailOff") + " " + n.apply(p.get(0)) + " – " + n.apply(p.get(1))));
        }
        for (Berger.Pairing p : s.unsailed()) {
            coming.add(s.roundOf(p.first(), p.second()) + ": " + n.apply(p.first()) + " – " + n.apply(p.second()));
        }
        if (MatchReport.finalDue(s, st)) {
            coming.add(m.get("cup.kind.final") + " " + n.apply(st.finalists().get(0)) + " – "
                    + n.apply(st.finalists().get(1)));
        }
        return List.copyOf(coming.subList(0, Math.min(NEXT, coming.size())));
    }

    /** The next matches in lines as wide as the display, each match whole on one line. */
    private void showNext() {
        Insets in = root.getInsets();
        int width = root.getWidth() - in.left - in.right;
        FontMetrics fm = next.getFontMetrics(next.getFont());
        List<String> items = new ArrayList<>();
        items.add(m.get("cup.display.next"));
        if (nextMatches.isEmpty()) {
            items.add(m.get("cup.display.none"));
        }
        for (int i = 0; i < nextMatches.size(); i++) {
            boolean whole = width <= 0 || fm.stringWidth(nextMatches.get(i)) <= width;
            items.add(whole ? nextMatches.get(i) : nextShort.get(i));
        }
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
