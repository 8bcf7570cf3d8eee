package org.caissier.longcours.ui;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javax.swing.JComponent;
import javax.swing.UIManager;
import org.caissier.longcours.Board;
import org.caissier.longcours.Cargo;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.ui.kit.PaintedLabels;

/**
 * The board drawn from the board file: zones, points of call, dotted lines, ships, the Corsair and the wreck
 * piles. Clicking a point of call chooses it. The printed board's geometry is not in any file, so zones stand
 * where the oceans are on a world map and their points of call on a ring around them.
 */
final class BoardCanvas extends JComponent implements PaintedLabels {
    /** Where each zone's centre stands, as a fraction of the canvas, in board order (11 ... 66). */
    private static final double[][] ZONE_CENTRES = {
        {0.50, 0.50}, {0.42, 0.15}, {0.90, 0.26}, {0.17, 0.84}, {0.80, 0.80}, {0.10, 0.34}
    };

    private LongCoursState state;
    private Map<String, Color> colours = Map.of();
    private Set<String> highlighted = Set.of();
    private String selected;
    private Consumer<String> onStop = s -> {};
    private final Map<String, Point2D.Double> positions = new HashMap<>();
    private float minimumText = 10f;
    private Consumer<PaintedText> textWatcher = t -> {};
    /** Where the names of the points of call went at the last paint (the zone numbers lie behind, on purpose). */
    private final List<Rectangle> names = new ArrayList<>();
    /** Where the ships and the Corsair went at the last paint: never over a name. */
    private final List<Rectangle> markers = new ArrayList<>();

    /** A text the board is about to draw: its words, ink, font and the box it covers (for legibility checks). */
    record PaintedText(String text, Color ink, Font font, Rectangle bounds) {}

    BoardCanvas() {
        setName("board");
        setPreferredSize(new Dimension(560, 460));
        setMinimumSize(new Dimension(360, 240));
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                String stop = stopAt(e.getX(), e.getY());
                if (stop != null) {
                    selected = stop;
                    repaint();
                    onStop.accept(stop);
                }
            }
        });
    }

    void show(LongCoursState state, Map<String, Color> colours) {
        this.state = state;
        this.colours = colours;
        repaint();
    }

    /** The smallest text size for names, so a wide and short canvas (a TV) stays readable. */
    void minimumTextSize(float size) {
        this.minimumText = size;
        repaint();
    }

    /** Told of every text just before it is drawn, with what lies under it still visible. */
    void watchText(Consumer<PaintedText> watcher) {
        this.textWatcher = watcher;
    }

    /** Draws one text at its baseline, telling the watcher first. */
    private void text(Graphics2D g, String text, float x, float baseline) {
        FontMetrics fm = g.getFontMetrics();
        textWatcher.accept(new PaintedText(
                text,
                g.getColor(),
                g.getFont(),
                new Rectangle(
                        Math.round(x),
                        Math.round(baseline) - fm.getAscent(),
                        fm.stringWidth(text),
                        fm.getAscent() + fm.getDescent())));
        g.drawString(text, x, baseline);
    }

    @Override
    public List<Rectangle> labelBounds() {
        return List.copyOf(names);
    }

    @Override
    public List<Rectangle> markerBounds() {
        return List.copyOf(markers);
    }

    void onStopClicked(Consumer<String> action) {
        this.onStop = action;
    }

    /** Points of call to ring (the ones an action may choose now). */
    void highlight(Set<String> stops) {
        this.highlighted = Set.copyOf(stops);
        repaint();
    }

    void select(String stop) {
        this.selected = stop;
        repaint();
    }

    String selected() {
        return selected;
    }

    /** The point of call under a point of the canvas, if any (for clicks and tests). */
    String stopAt(int x, int y) {
        double r = stopRadius() * 1.6;
        String best = null;
        double bestD = Double.MAX_VALUE;
        for (var e : positions.entrySet()) {
            double d = e.getValue().distance(x, y);
            if (d < r && d < bestD) {
                best = e.getKey();
                bestD = d;
            }
        }
        return best;
    }

    /** Where a point of call is drawn (after the first paint). */
    Point2D.Double positionOf(String stop) {
        return positions.get(stop);
    }

    private double stopRadius() {
        return Math.max(7, Math.min(getWidth(), getHeight()) / 42.0);
    }

    /** The centre of the i-th zone, kept far enough from the edges for the names around it. */
    private Point2D.Double zoneCentre(int i) {
        double[] c = ZONE_CENTRES[i % ZONE_CENTRES.length];
        double insetX = Math.min(90, getWidth() * 0.12);
        double insetY = Math.min(40, getHeight() * 0.06);
        return new Point2D.Double(
                insetX + c[0] * (getWidth() - 2 * insetX), insetY + c[1] * (getHeight() - 2 * insetY));
    }

    private void layoutStops() {
        positions.clear();
        Board board = state.board();
        int w = getWidth();
        int h = getHeight();
        double ring = Math.min(w, h) * 0.095;
        // A wide board (a laptop's, beside the actions) spreads each zone's ring sideways, where names have room.
        double across = ring * 1.2 * Math.max(1, Math.min(2.0, (double) w / h / 1.3));
        List<Board.Zone> zones = board.zones();
        for (int i = 0; i < zones.size(); i++) {
            Point2D.Double centre = zoneCentre(i);
            double cx = centre.x;
            double cy = centre.y;
            Board.Zone z = zones.get(i);
            int n = z.ports().size() + 1;
            for (int k = 0; k < n; k++) {
                double angle = -Math.PI / 2 + 2 * Math.PI * k / n;
                String name = k == 0 ? z.wreckSite() : z.ports().get(k - 1).name();
                positions.put(name, new Point2D.Double(cx + across * Math.cos(angle), cy + ring * Math.sin(angle)));
            }
        }
    }

    /** Where a point of call's name stands: under it, kept inside the canvas. */
    private float nameBaseline(Point2D.Double p, double r, FontMetrics fm) {
        return (float) Math.min(p.y + r * 1.1 + fm.getAscent(), getHeight() - fm.getDescent() - 1);
    }

    /**
     * {@code wanted}, or the largest smaller size (down to 9 pt) at which no two names of points of call overlap or
     * touch: a large text size on a small board would print them over each other.
     */
    private Font namesThatFit(Graphics2D g, Font wanted, double r) {
        Font font = wanted;
        while (font.getSize2D() > 9f) {
            FontMetrics fm = g.getFontMetrics(font);
            List<Rectangle> boxes = new ArrayList<>();
            boolean clear = true;
            for (var e : positions.entrySet()) {
                int tw = fm.stringWidth(e.getKey());
                double tx = Math.max(2, Math.min(getWidth() - tw - 2, e.getValue().x - tw / 2.0));
                float baseline = nameBaseline(e.getValue(), r, fm);
                Rectangle box = new Rectangle(
                        (int) Math.round(tx),
                        Math.round(baseline) - fm.getAscent(),
                        tw,
                        fm.getAscent() + fm.getDescent());
                for (Rectangle other : boxes) {
                    if (!PaintedLabels.apart(other, box)) {
                        clear = false;
                        break;
                    }
                }
                boxes.add(box);
                if (!clear) {
                    break;
                }
            }
            if (clear) {
                return font;
            }
            font = font.deriveFont(font.getSize2D() - 1f);
        }
        return font;
    }

    /** The program's small text (FlatLaf's small.font), the least a name on the board is set in. */
    private static float smallText(Font base) {
        Font small = UIManager.getFont("small.font");
        return small != null ? small.getSize2D() : base.getSize2D() - 2;
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        boolean dark = UIManager.getBoolean("laf.dark");
        Color sea = BoardPalette.sea(dark);
        Color ink = UIManager.getColor("Label.foreground");
        g.setColor(sea);
        g.fillRoundRect(0, 0, getWidth(), getHeight(), 16, 16);
        if (state == null) {
            g.dispose();
            return;
        }
        layoutStops();
        names.clear();
        markers.clear();
        Board board = state.board();
        double r = stopRadius();
        Font base = getFont() != null ? getFont() : UIManager.getFont("Label.font");
        // The names grow with the text size the table chose, not only with the board.
        Font small = base.deriveFont(Math.max(Math.max(minimumText, smallText(base)), (float) (r * 1.05)));
        Font zoneFont = base.deriveFont(Font.BOLD, (float) (r * 2.0));

        // Zone numbers behind everything.
        g.setFont(zoneFont);
        g.setColor(BoardPalette.zoneNumber(dark));
        for (int i = 0; i < board.zones().size(); i++) {
            Point2D.Double c = zoneCentre(i);
            String label = Integer.toString(board.zones().get(i).number());
            FontMetrics fm = g.getFontMetrics();
            text(g, label, (float) (c.x - fm.stringWidth(label) / 2.0), (float) (c.y + fm.getAscent() / 2.0 - 2));
        }

        // Dotted lines.
        g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {2f, 6f}, 0f));
        g.setColor(dark ? new Color(0x7F9BB3) : new Color(0x5B7C99));
        for (Board.Line line : board.lines()) {
            Point2D.Double a = positions.get(line.a());
            Point2D.Double b = positions.get(line.b());
            if (a != null && b != null) {
                g.drawLine((int) a.x, (int) a.y, (int) b.x, (int) b.y);
            }
        }

        // Points of call, their names in the largest type that prints none over another or past the edge.
        g.setFont(namesThatFit(g, small, r));
        FontMetrics fm = g.getFontMetrics();
        for (var e : positions.entrySet()) {
            String stop = e.getKey();
            Point2D.Double p = e.getValue();
            boolean wreck = board.isWreckSite(stop);
            g.setStroke(new BasicStroke(highlighted.contains(stop) ? 3.5f : 1.5f));
            if (wreck) {
                g.setColor(Color.WHITE);
                g.fillRect((int) (p.x - r * 1.3), (int) (p.y - r * 0.9), (int) (r * 2.6), (int) (r * 1.8));
                g.setColor(highlighted.contains(stop) ? new Color(0xFF6F00) : Color.DARK_GRAY);
                g.drawRect((int) (p.x - r * 1.3), (int) (p.y - r * 0.9), (int) (r * 2.6), (int) (r * 1.8));
            } else {
                g.setColor(GoodColours.of(board.goodAt(stop).orElseThrow()));
                g.fillRect((int) (p.x - r * 0.9), (int) (p.y - r * 0.6), (int) (r * 1.8), (int) (r * 1.2));
                g.setColor(highlighted.contains(stop) ? new Color(0xFF6F00) : Color.DARK_GRAY);
                g.drawRect((int) (p.x - r * 0.9), (int) (p.y - r * 0.6), (int) (r * 1.8), (int) (r * 1.2));
            }
            if (stop.equals(selected)) {
                g.setColor(new Color(0xFF6F00));
                g.setStroke(new BasicStroke(3f));
                g.drawOval((int) (p.x - r * 1.9), (int) (p.y - r * 1.9), (int) (r * 3.8), (int) (r * 3.8));
            }
            g.setColor(ink);
            int tw = fm.stringWidth(stop);
            double tx = Math.max(2, Math.min(getWidth() - tw - 2, p.x - tw / 2.0));
            float baseline = nameBaseline(p, r, fm);
            names.add(new Rectangle(
                    (int) Math.round(tx), Math.round(baseline) - fm.getAscent(), tw, fm.getAscent() + fm.getDescent()));
            text(g, stop, (float) tx, baseline);
            Cargo pile = state.pileAt(stop);
            if (wreck && !pile.isEmpty()) {
                String badge = pile.total() + " M";
                g.setColor(new Color(0x6D4C41));
                int bw = fm.stringWidth(badge) + 8;
                g.fillRoundRect(
                        (int) (p.x - bw / 2.0), (int) (p.y - r * 0.9 - fm.getHeight() - 2), bw, fm.getHeight(), 8, 8);
                g.setColor(Color.WHITE);
                text(g, badge, (float) (p.x - bw / 2.0 + 4), (float) (p.y - r * 0.9 - 4 - fm.getDescent()));
            }
        }

        // Ships, then the Corsair on top.
        Map<String, Integer> shipsHere = new HashMap<>();
        for (Player p : state.players()) {
            if (!p.onBoard()) {
                continue;
            }
            Point2D.Double at = positions.get(p.stop());
            if (at == null) {
                continue;
            }
            int k = shipsHere.merge(p.stop(), 1, Integer::sum) - 1;
            double sx = at.x - r * 1.6 + k * r * 1.15;
            double sy = at.y - r * 2.2;
            Point clear = clearOfNames(sx, sy, r);
            drawShip(
                    g,
                    clear.x,
                    clear.y,
                    r,
                    colours.getOrDefault(p.name(), Color.GRAY),
                    p.name().substring(0, 1));
        }
        if (state.corsair().stop() != null) {
            Point2D.Double at = positions.get(state.corsair().stop());
            if (at != null) {
                Point clear = clearOfNames(at.x + r * 1.4, at.y - r * 2.2, r * 1.15);
                drawShip(g, clear.x, clear.y, r * 1.15, Color.BLACK, "☠");
            }
        }
        g.dispose();
    }

    /**
     * Where a ship drawn at ({@code x}, {@code y}) covers no name: there, or the nearest place up, left, right or
     * down from there that does (a neighbour's name under its own point of call may stand just above this one),
     * inside the board. Tried in steps of a third of the ship; where none is free, its first place.
     */
    private Point clearOfNames(double x, double y, double r) {
        int d = (int) (r * 1.3);
        int step = Math.max(2, d / 3);
        Rectangle board = new Rectangle(0, 0, getWidth(), getHeight());
        int[][] ways = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}};
        for (int n = 0; n <= 9; n++) {
            for (int[] way : n == 0 ? new int[][] {{0, 0}} : ways) {
                Rectangle ship = new Rectangle((int) x + way[0] * n * step, (int) y + way[1] * n * step, d + 1, d + 1);
                if (board.contains(ship) && names.stream().noneMatch(ship::intersects)) {
                    return ship.getLocation();
                }
            }
        }
        return new Point((int) x, (int) y);
    }

    private void drawShip(Graphics2D g, double x, double y, double r, Color fill, String letter) {
        int d = (int) (r * 1.3);
        markers.add(new Rectangle((int) x, (int) y, d + 1, d + 1));
        g.setColor(fill);
        g.fillOval((int) x, (int) y, d, d);
        g.setColor(Color.BLACK);
        g.setStroke(new BasicStroke(1.5f));
        g.drawOval((int) x, (int) y, d, d);
        g.setFont(g.getFont().deriveFont(Font.BOLD, (float) (r * 0.9)));
        FontMetrics fm = g.getFontMetrics();
        // Black or white, whichever reads better on the ship's colour: one of them is always at 4.5:1 or more.
        boolean light = BoardPalette.contrast(fill, Color.BLACK) >= BoardPalette.contrast(fill, Color.WHITE);
        g.setColor(light ? Color.BLACK : Color.WHITE);
        text(g, letter, (float) (x + (d - fm.stringWidth(letter)) / 2.0), (float)
                (y + (d + fm.getAscent() - fm.getDescent()) / 2.0));
    }
}
