package org.caissier.ui;

import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import javax.swing.Icon;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingConstants;
import javax.swing.UIManager;
import javax.swing.table.TableModel;
import net.miginfocom.swing.MigLayout;

/**
 * Some columns of a table model as a grid of large labels, for the table display: no grid lines, no scroll bar,
 * the row of the player to play in bold behind a marker. Each cell is named {@code display} + the column's id +
 * the row (from 1): {@code displayCash1}.
 */
public final class DisplayGrid extends JPanel {
    /**
     * One column: its index in the model, its id in the labels' names, numbers to the right; its text at
     * {@code scale} times the grid's, and wrapped at {@code wrapEms} times the grid's text size (0: never), so that a
     * long list (a driver's equipment) takes a second line instead of pushing the names off the screen.
     */
    public record Column(int model, String id, boolean number, float scale, float wrapEms) {
        public Column(int model, String id, boolean number) {
            this(model, id, number, 1f, 0f);
        }
    }

    private final TableModel model;
    private final List<Column> columns;
    private final float textSize;
    private final List<JLabel[]> rows = new ArrayList<>();
    private IntPredicate current = row -> false;
    private IntPredicate faded = row -> false;
    private IntFunction<Icon> icons = row -> null;
    private BiFunction<Object, Column, String> format = (value, column) -> String.valueOf(value);

    public DisplayGrid(TableModel model, List<Column> columns, float textSize) {
        this.model = model;
        this.columns = List.copyOf(columns);
        this.textSize = textSize;
        setOpaque(false);
    }

    /** Which row plays now (bold, marked) and which are out of the game (greyed). */
    public DisplayGrid emphasise(IntPredicate currentRow, IntPredicate fadedRow) {
        this.current = currentRow;
        this.faded = fadedRow;
        return this;
    }

    /** An icon before the first column's text (a ship's colour). */
    public DisplayGrid icons(IntFunction<Icon> firstColumnIcon) {
        this.icons = firstColumnIcon;
        return this;
    }

    /** How a value is written (zeroes as a dot, money with its unit). */
    public DisplayGrid format(BiFunction<Object, Column, String> formatter) {
        this.format = formatter;
        return this;
    }

    /** Writes the model's current values; call after the model changed. */
    public void refresh() {
        if (rows.size() != model.getRowCount()) {
            build();
        }
        Color normal = UIManager.getColor("Label.foreground");
        Color grey = muted();
        for (int r = 0; r < rows.size(); r++) {
            JLabel[] cells = rows.get(r);
            boolean now = current.test(r);
            cells[0].setText(now ? "▶" : " ");
            for (int c = 0; c < columns.size(); c++) {
                JLabel cell = cells[c + 1];
                cell.setFont(cell.getFont().deriveFont(now ? Font.BOLD : Font.PLAIN));
                cell.setText(wrapped(format.apply(model.getValueAt(r, columns.get(c).model()), columns.get(c)),
                        columns.get(c), cell));
                cell.setForeground(faded.test(r) ? grey : normal);
            }
            cells[1].setIcon(icons.apply(r));
        }
    }

    /** The text as it is, or as HTML that wraps at the column's width when it is wider than that. */
    private String wrapped(String text, Column column, JLabel cell) {
        int width = Math.round(textSize * column.wrapEms());
        if (width <= 0 || cell.getFontMetrics(cell.getFont()).stringWidth(text) <= width) {
            return text;
        }
        String escaped = SwingHtml.text(text);
        // Swing's HTML does not read CSS pixels as screen pixels: measure once and scale the width asked for.
        cell.setText(html(escaped, width));
        int got = cell.getPreferredSize().width;
        return got <= width ? cell.getText() : html(escaped, width * width / got);
    }

    private static String html(String escaped, int width) {
        return "<html><div style='width:" + width + "px'>" + escaped + "</div></html>";
    }

    /**
     * Grey for the headings and the captains out of the game, yet 4.5:1 on the background at least (WCAG AA): the
     * theme's own disabled grey is about 3.5:1, too faint from across a room.
     */
    private static Color muted() {
        Color ink = UIManager.getColor("Label.foreground");
        Color ground = UIManager.getColor("Panel.background");
        Color mix = new Color((ink.getRed() * 65 + ground.getRed() * 35) / 100,
                (ink.getGreen() * 65 + ground.getGreen() * 35) / 100, (ink.getBlue() * 65 + ground.getBlue() * 35) / 100);
        return Contrast.ratio(mix, ground) >= 4.5 ? mix : ink;
    }

    private void build() {
        removeAll();
        rows.clear();
        StringBuilder spec = new StringBuilder("[]");
        for (Column c : columns) {
            spec.append(c.number() ? "[right]" : "[left]");
        }
        setLayout(new MigLayout("insets 0, gapx " + Math.round(textSize * 0.6f) + ", gapy " + Math.round(textSize * 0.2f)
                + ", wrap " + (columns.size() + 1), spec.toString()));
        Font body = UIManager.getFont("Label.font").deriveFont(textSize);
        Font head = body.deriveFont(Font.PLAIN, textSize * 0.6f);
        add(new JLabel());
        for (Column c : columns) {
            JLabel h = new JLabel(model.getColumnName(c.model()));
            h.setFont(head);
            h.setForeground(muted());
            add(h);
        }
        for (int r = 0; r < model.getRowCount(); r++) {
            JLabel[] cells = new JLabel[columns.size() + 1];
            cells[0] = new JLabel(" ");
            cells[0].setFont(body);
            // A wrapped cell makes its row taller: the name and the numbers stay on its first line.
            add(cells[0], "aligny top");
            for (int c = 0; c < columns.size(); c++) {
                JLabel cell = new JLabel(" ", columns.get(c).number() ? SwingConstants.RIGHT : SwingConstants.LEFT);
                cell.setName("display" + columns.get(c).id() + (r + 1));
                cell.setFont(body.deriveFont(textSize * columns.get(c).scale()));
                cell.setIconTextGap(Math.round(textSize * 0.4f));
                cells[c + 1] = cell;
                add(cell, "aligny top");
            }
            rows.add(cells);
        }
        revalidate();
    }
}
