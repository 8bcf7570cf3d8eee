package org.caissier.longcours.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Font;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.Icon;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.table.Place;
import org.caissier.table.Session;
import org.caissier.ui.game.SheetDisplay;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.DisplayGrid;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.Theme;
import org.caissier.ui.kit.WrappingLabel;

/**
 * Long Cours for the whole table on a television: whose turn, the Corsair, the board with every ship, and each
 * captain's cash, cargo, ship and port. Everything here is on the captains' sheets already (LC-HIDE-1); the cards
 * in hand never appear.
 */
final class LongCoursTableDisplay extends SheetDisplay {
    private final Session<LongCoursState, LongCoursCommand> session;
    private final Messages m;
    private final Map<String, Color> colours;
    /** Wraps rather than widen the page: the captain's whole name is in it, shortened in the sheet. */
    private final WrappingLabel turn = new WrappingLabel(1, 0);

    private final JLabel info = new JLabel(" ");
    private final BoardCanvas board = new BoardCanvas();
    private final DisplaySheetModel players;
    private final DisplayGrid grid;

    LongCoursTableDisplay(
            Session<LongCoursState, LongCoursCommand> session, Messages m, Map<String, Color> colours, float textSize) {
        super("longCoursTableDisplay", textSize);
        this.session = session;
        this.m = m;
        this.colours = colours;
        board.minimumTextSize(textSize * 0.45f);
        root.setBorder(BorderFactory.createEmptyBorder(
                Math.round(textSize * 0.4f),
                Math.round(textSize * 0.5f),
                Math.round(textSize * 0.4f),
                Math.round(textSize * 0.5f)));
        Font base = UIManager.getFont("Label.font");
        turn.setName("displayTurn");
        type.set(turn, Font.BOLD, 1.5f);
        info.setName("displayInfo");
        // As large as the sheet's headings: read from across the room as every word of the display.
        info.setFont(base.deriveFont(textSize));
        JPanel header = new JPanel(new MigLayout("insets 0, fillx, wrap 1", "[grow]"));
        header.add(turn, "growx");
        header.add(info, "growx");
        root.add(header, BorderLayout.NORTH);

        board.setName("displayBoard");
        board.setFont(base);
        root.add(board, BorderLayout.CENTER);

        players = new DisplaySheetModel(m);
        List<DisplayGrid.Column> columns = new ArrayList<>();
        // A full hold wraps (at about 8 letters of the figures' size) rather than widen the sheet; a long name does
        // not,
        // as its second line would take the board's height.
        columns.add(new DisplayGrid.Column(0, "Name", false));
        columns.add(new DisplayGrid.Column(1, "Cash", true));
        columns.add(new DisplayGrid.Column(2, "Cargo", false, 1f, 8f));
        columns.add(new DisplayGrid.Column(3, "Ship", false));
        columns.add(new DisplayGrid.Column(4, "Stop", false));
        // Names and cash are what a captain looks for from his chair: 50 pixels on a 1080-line television.
        float sheet = textSize * 1.3f;
        grid = sheet(new DisplayGrid(players, columns, textSize, 1.3f)
                .names("Name")
                .emphasise(
                        row -> !state().over() && row == state().turn(),
                        row -> !state().players().get(row).inGame())
                .icons(row -> new Dot(
                        colours.getOrDefault(state().players().get(row).name(), Color.GRAY), Math.round(sheet * 0.7f)))
                .format((value, column) -> "Cash".equals(column.id())
                        ? value + " M"
                        : value instanceof Integer i && i == 0 ? "·" : String.valueOf(value)));
        JPanel south = new JPanel(new MigLayout("insets " + Math.round(textSize * 0.4f) + " 0 0 0, center"));
        south.add(grid);
        root.add(south, BorderLayout.SOUTH);
    }

    private LongCoursState state() {
        return session.state();
    }

    @Override
    public void refresh() {
        LongCoursState s = state();
        Player p = s.current();
        turn.setText(s.over() ? m.get("lc.winner", s.winner()) : m.get("lc.turn", s.round(), p.name()));
        Color ship = colours.getOrDefault(p.name(), UIManager.getColor("Label.foreground"));
        turn.setForeground(Contrast.readable(
                Theme.isDark() ? ship.brighter() : ship.darker(), UIManager.getColor("Panel.background")));
        info.setText(
                s.corsair().owner() == null
                        ? m.get("lc.corsair.forSale")
                        : s.corsair().stop() == null
                                ? m.get("lc.corsair.owned", s.corsair().owner())
                                : m.get(
                                        "lc.corsair.at",
                                        s.corsair().owner(),
                                        Place.of(s.corsair().stop())));
        board.show(s, colours);
        board.highlight(Set.of());
        players.show(s);
        grid.refresh();
    }

    /** A round of the ship's colour, as large as the text beside it. */
    private record Dot(Color color, int size) implements Icon {
        @Override
        public void paintIcon(Component c, Graphics g, int x, int y) {
            Graphics2D g2 = (Graphics2D) g.create();
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g2.setColor(color);
            g2.fillOval(x, y, size, size);
            g2.setColor(Color.DARK_GRAY);
            g2.drawOval(x, y, size, size);
            g2.dispose();
        }

        @Override
        public int getIconWidth() {
            return size;
        }

        @Override
        public int getIconHeight() {
            return size;
        }
    }
}
