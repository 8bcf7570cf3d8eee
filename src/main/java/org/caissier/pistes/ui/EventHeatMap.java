package org.caissier.pistes.ui;

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
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import javax.swing.JComponent;
import javax.swing.UIManager;
import org.caissier.pistes.Event;
import org.caissier.pistes.EventTable;
import org.caissier.pistes.Movement;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.PaintedLabels;

/**
 * The event table drawn as on the printed sheet, rows 1..8 with their points bands and columns 2..13 and "> 13",
 * each cell coloured by danger. On the table screen it marks the row of the planned stage, the columns its dice
 * can reach and the cell of the last drive; in the editor a cell is selected with the mouse or the arrow keys.
 */
final class EventHeatMap extends JComponent implements PaintedLabels {
    private final Messages m;
    private EventTable table;
    private int plannedRow;
    private int firstColumn;
    private int lastColumn;
    private int lastRow;
    private int lastCol;
    private boolean selectable;
    private int selRow = 1;
    private int selCol = 2;
    private BiConsumer<Integer, Integer> onSelect = (r, c) -> {};

    EventHeatMap(Messages m, EventTable table) {
        this.m = m;
        this.table = table;
        setName("eventHeatMap");
        setToolTipText("");
        setOpaque(true);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                int[] cell = cellAt(e.getPoint());
                if (selectable && cell != null) {
                    requestFocusInWindow();
                    select(cell[0], cell[1]);
                }
            }
        });
        addKeyListener(new KeyAdapter() {
            @Override
            public void keyPressed(KeyEvent e) {
                if (!selectable) {
                    return;
                }
                switch (e.getKeyCode()) {
                    case KeyEvent.VK_LEFT -> select(selRow, Math.max(2, selCol - 1));
                    case KeyEvent.VK_RIGHT -> select(selRow, Math.min(Movement.MORE_THAN_13, selCol + 1));
                    case KeyEvent.VK_UP -> select(Math.max(1, selRow - 1), selCol);
                    case KeyEvent.VK_DOWN -> select(Math.min(EventTable.ROWS, selRow + 1), selCol);
                    default -> {
                        return;
                    }
                }
                e.consume();
            }
        });
    }

    void setTable(EventTable table) {
        this.table = table;
        repaint();
    }

    /** Marks the planned stage's row and the columns two dice plus its changes can reach; row 0 marks nothing. */
    void plan(int row, int changes) {
        this.plannedRow = row;
        this.firstColumn = Math.min(2 + changes, Movement.MORE_THAN_13);
        this.lastColumn = Math.min(12 + changes, Movement.MORE_THAN_13);
        repaint();
    }

    /** Marks the cell of the last drive; row 0 marks nothing. */
    void last(int row, int column) {
        this.lastRow = row;
        this.lastCol = column;
        repaint();
    }

    void editable(BiConsumer<Integer, Integer> onSelect) {
        this.selectable = true;
        this.onSelect = onSelect;
        setFocusable(true);
    }

    void select(int row, int column) {
        selRow = row;
        selCol = column;
        repaint();
        onSelect.accept(row, column);
    }

    int selectedRow() {
        return selRow;
    }

    int selectedColumn() {
        return selCol;
    }

    /**
     * The map is drawn to the size it is given: at the size its text asks for or, when the window is smaller,
     * smaller (its letters down to {@link #SMALLEST_TEXT} px), so that it never scrolls and its row labels stay
     * beside its rows. The stage's own risks, beside the dice, keep the large type.
     */
    private static final float SMALLEST_TEXT = 11f;

    private Font textFont() {
        if (getWidth() == 0 || getHeight() == 0) {
            return getFont();
        }
        return fitted(getWidth(), getHeight());
    }

    /** The font at which the map fits in width × height, or the smallest. */
    private Font fitted(int width, int height) {
        Font full = getFont();
        Dimension at = sizeAt(full);
        float scale = Math.min(1f, Math.min(width / (float) at.width, height / (float) at.height));
        float smallest = smallest();
        Font f = full.deriveFont(full.getSize2D() * Math.max(smallest, scale));
        // Font sizes do not scale the metrics exactly: smaller still until it fits, down to the smallest.
        while (scale > smallest && !fits(sizeAt(f), width, height)) {
            scale -= 0.03f;
            f = full.deriveFont(full.getSize2D() * Math.max(smallest, scale));
        }
        return f;
    }

    private float smallest() {
        return Math.min(1f, SMALLEST_TEXT / getFont().getSize2D());
    }

    private static boolean fits(Dimension d, int width, int height) {
        return d.width <= width && d.height <= height;
    }

    private Font cellFont() {
        return textFont().deriveFont(Font.BOLD);
    }

    private int cellWidth() {
        return cellWidth(textFont());
    }

    private int cellHeight() {
        return cellHeight(textFont());
    }

    private int labelWidth() {
        return labelWidth(textFont());
    }

    private int cellWidth(Font text) {
        FontMetrics fm = getFontMetrics(text.deriveFont(Font.BOLD));
        int w = fm.stringWidth("> 13");
        for (Event e : Event.values()) {
            w = Math.max(w, fm.stringWidth(m.get("pi.short." + e.id())));
        }
        return w + Math.round(text.getSize2D() * 0.8f);
    }

    private int cellHeight(Font text) {
        return getFontMetrics(text).getHeight() * 4 / 3;
    }

    private int labelWidth(Font text) {
        FontMetrics fm = getFontMetrics(text);
        int w = fm.stringWidth(m.get("pi.map.corner"));
        for (int r = 1; r <= EventTable.ROWS; r++) {
            w = Math.max(w, fm.stringWidth(rowLabel(r)));
        }
        return w + Math.round(text.getSize2D());
    }

    private Dimension sizeAt(Font text) {
        return new Dimension(
                labelWidth(text) + EventTable.COLUMNS * cellWidth(text) + 4,
                (EventTable.ROWS + 1) * cellHeight(text) + 4);
    }

    private String rowLabel(int r) {
        return r + "   " + Movement.rowRange(r);
    }

    private static String columnLabel(int c) {
        return c >= Movement.MORE_THAN_13 ? "> 13" : Integer.toString(c);
    }

    @Override
    public Dimension getPreferredSize() {
        Dimension full = sizeAt(getFont());
        if (getWidth() > 0 && getWidth() < full.width) {
            // Narrower than it asks: drawn smaller, so no taller than drawn (a large text size makes the page
            // scroll rather than the map leave room under itself).
            return new Dimension(full.width, sizeAt(fitted(getWidth(), full.height)).height);
        }
        return full;
    }

    @Override
    public Dimension getMinimumSize() {
        return sizeAt(getFont().deriveFont(getFont().getSize2D() * smallest()));
    }

    private int[] cellAt(Point p) {
        int col = (p.x - labelWidth()) / cellWidth() + 2;
        int row = p.y / cellHeight();
        if (p.x < labelWidth() || row < 1 || row > EventTable.ROWS || col > Movement.MORE_THAN_13) {
            return null;
        }
        return new int[] {row, col};
    }

    @Override
    public String getToolTipText(MouseEvent e) {
        int[] cell = cellAt(e.getPoint());
        if (cell == null) {
            return null;
        }
        Event ev = table.at(cell[0], cell[1]);
        return m.get("pi.map.tip", cell[0], Movement.rowRange(cell[0]), columnLabel(cell[1]), ev.name(m.locale()));
    }

    /** Where the words went at the last paint: the corner, the column and row labels and each event's short name. */
    private final List<Rectangle> labels = new ArrayList<>();

    @Override
    public List<Rectangle> labelBounds() {
        return List.copyOf(labels);
    }

    private void label(Graphics2D g, String text, int x, int baseline) {
        FontMetrics fm = g.getFontMetrics();
        labels.add(new Rectangle(x, baseline - fm.getAscent(), fm.stringWidth(text), fm.getAscent() + fm.getDescent()));
        g.drawString(text, x, baseline);
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(UIManager.getColor("Panel.background"));
        g.fillRect(0, 0, getWidth(), getHeight());
        labels.clear();
        Font font = textFont();
        int lw = labelWidth();
        int cw = cellWidth();
        int ch = cellHeight();
        Color fg = UIManager.getColor("Label.foreground");
        FontMetrics fm = g.getFontMetrics(font);
        g.setFont(font);
        g.setColor(fg);
        label(g, m.get("pi.map.corner"), 6, ch / 2 + fm.getAscent() / 2 - 2);
        for (int c = 2; c <= Movement.MORE_THAN_13; c++) {
            String label = columnLabel(c);
            int x = lw + (c - 2) * cw;
            boolean reach = plannedRow > 0 && c >= firstColumn && c <= lastColumn;
            g.setFont(reach ? font.deriveFont(Font.BOLD) : font);
            label(g, label, x + (cw - g.getFontMetrics().stringWidth(label)) / 2, ch / 2 + fm.getAscent() / 2 - 2);
        }
        for (int r = 1; r <= EventTable.ROWS; r++) {
            int y = r * ch;
            g.setColor(fg);
            g.setFont(r == plannedRow ? font.deriveFont(Font.BOLD) : font);
            label(g, rowLabel(r), 6, y + ch / 2 + fm.getAscent() / 2 - 2);
            for (int c = 2; c <= Movement.MORE_THAN_13; c++) {
                int x = lw + (c - 2) * cw;
                Event e = table.at(r, c);
                boolean dim = plannedRow > 0 && (r != plannedRow || c < firstColumn || c > lastColumn);
                Color fill = EventColours.of(e);
                g.setColor(dim ? blend(fill, UIManager.getColor("Panel.background"), 0.45) : fill);
                g.fillRect(x + 1, y + 1, cw - 2, ch - 2);
                g.setFont(cellFont());
                String s = m.get("pi.short." + e.id());
                g.setColor(dim ? blend(EventColours.textOn(e), fill, 0.15) : EventColours.textOn(e));
                FontMetrics cfm = g.getFontMetrics();
                label(g, s, x + (cw - cfm.stringWidth(s)) / 2, y + ch / 2 + cfm.getAscent() / 2 - 2);
            }
        }
        if (plannedRow > 0) {
            outline(
                    g,
                    lw + (firstColumn - 2) * cw,
                    plannedRow * ch,
                    (lastColumn - firstColumn + 1) * cw,
                    ch,
                    new Color(0x1E88E5),
                    3);
        }
        if (lastRow > 0) {
            outline(g, lw + (lastCol - 2) * cw, lastRow * ch, cw, ch, new Color(0xD500F9), 4);
        }
        if (selectable) {
            outline(
                    g,
                    lw + (selCol - 2) * cw,
                    selRow * ch,
                    cw,
                    ch,
                    isFocusOwner() ? new Color(0x1E88E5) : Color.GRAY,
                    4);
        }
        g.dispose();
    }

    private static void outline(Graphics2D g, int x, int y, int w, int h, Color c, int width) {
        g.setColor(c);
        g.setStroke(new BasicStroke(width));
        g.drawRect(x + width / 2, y + width / 2, w - width, h - width);
    }

    private static Color blend(Color a, Color b, double t) {
        return new Color(
                (int) (a.getRed() * (1 - t) + b.getRed() * t), (int) (a.getGreen() * (1 - t) + b.getGreen() * t), (int)
                        (a.getBlue() * (1 - t) + b.getBlue() * t));
    }
}
