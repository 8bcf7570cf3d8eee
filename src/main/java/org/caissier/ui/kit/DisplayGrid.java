package org.caissier.ui.kit;

import java.awt.Color;
import java.awt.Font;
import java.util.ArrayList;
import java.util.Arrays;
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
 * the row (from 1): {@code displayCash1}. The headings are in the display's ordinary text, the figures larger; in a
 * window too small for that, {@link #tighten} brings the figures down to the ordinary text too, then the rows closer;
 * in one smaller still, {@link #leaveOut} leaves out the columns a table can best do without, as a television's
 * standings do.
 */
public final class DisplayGrid extends JPanel {
    /**
     * One column: its index in the model, its id in the labels' names, numbers to the right; its text at
     * {@code scale} times the figures' (never below the ordinary text), and wrapped at {@code wrapEms} times the
     * figures' size (0: never), so that a long list (a driver's equipment) takes a second line instead of pushing
     * the names off the screen.
     */
    public record Column(int model, String id, boolean number, float scale, float wrapEms) {
        public Column(int model, String id, boolean number) {
            this(model, id, number, 1f, 0f);
        }
    }

    private final TableModel model;
    private final List<Column> columns;
    /** The display's ordinary text: the headings', and the least any word here is. */
    private final float ordinary;
    /** The figures' text as asked for, and as it is: the ordinary text once tightened. */
    private final float figures;

    private float textSize;
    private final List<JLabel[]> rows = new ArrayList<>();
    private IntPredicate current = row -> false;
    private IntPredicate faded = row -> false;
    private IntFunction<Icon> icons = row -> null;
    private BiFunction<Object, Column, String> format = (value, column) -> String.valueOf(value);
    /** From how many rows {@link #tighten}'s last step sets them in two halves side by side (0: never). */
    private int halvesFrom;

    private boolean halved;
    /** Whether the rows stand closer: no room between them but their lines' own. */
    private boolean close;
    /** The columns {@link #leaveOut} may leave out, the first first. */
    private List<String> spare = List.of();
    /** How many of {@link #spare} are left out. */
    private int leftOut;
    /** The column of the players' names, which {@link #shorten} shortens; none when null. */
    private String names;
    /** How far the names are shortened ({@link ShortName#initialled}): 0, whole. */
    private int shortened;

    /**
     * @param ordinary the display's ordinary text size: the headings'
     * @param figures  how many times larger the figures are
     */
    public DisplayGrid(TableModel model, List<Column> columns, float ordinary, float figures) {
        this.model = model;
        this.columns = List.copyOf(columns);
        this.ordinary = ordinary;
        this.figures = ordinary * Math.max(1f, figures);
        this.textSize = this.figures;
        setOpaque(false);
    }

    /**
     * Many rows of few columns (a tournament's crews) may go in two halves side by side, the first half on the left,
     * when the display is too short for them in one column at its least text size.
     */
    public DisplayGrid halvesFrom(int rowCount) {
        this.halvesFrom = rowCount;
        return this;
    }

    /**
     * One step closer, for a window too small for the grid: the figures brought down to the ordinary text, then
     * (if {@link #halvesFrom} says so) the rows in two halves side by side, then the rows closer together (twelve
     * drivers' rows on a 720-line screen); false when no step is left.
     */
    public boolean tighten() {
        if (textSize != ordinary) {
            textSize = ordinary;
        } else if (!halved && halvesFrom > 0 && model.getRowCount() >= halvesFrom) {
            halved = true;
        } else if (!close && model.getRowCount() > 1) {
            close = true;
        } else {
            return false;
        }
        build();
        refresh();
        return true;
    }

    /**
     * The columns (by id) that a window too small for every column at the display's least text size may do
     * without, the least needed first: each is left out, a step at a time, before the names are shortened.
     */
    public DisplayGrid leavesOut(String... ids) {
        this.spare = List.of(ids);
        return this;
    }

    /** One more of the {@link #leavesOut} columns left out: false when none is left to leave out. */
    public boolean leaveOut() {
        if (leftOut == spare.size()) {
            return false;
        }
        leftOut++;
        build();
        refresh();
        return true;
    }

    /** The columns shown: all but those left out. */
    private List<Column> shown() {
        List<String> out = spare.subList(0, leftOut);
        return columns.stream().filter(c -> !out.contains(c.id())).toList();
    }

    /**
     * The column {@code id} holds the players' names: in a window too small for them whole, {@link #shorten} gives
     * their surnames' initials (the main window, the phones and the turn line keep them whole).
     */
    public DisplayGrid names(String id) {
        this.names = id;
        return this;
    }

    /**
     * The last steps closer, once the figures and the headlines are down to the ordinary text: the names' surnames
     * as initials, then their later first names too, each name whole where shortened it would read as another's;
     * false when no step is left.
     */
    public boolean shorten() {
        if (names == null || shortened == ShortName.MOST_INITIALLED) {
            return false;
        }
        shortened++;
        refresh();
        return true;
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
        if (rows.size() != model.getRowCount() || getComponentCount() == 0) {
            build();
        }
        Color normal = UIManager.getColor("Label.foreground");
        Color grey = muted();
        List<String> shortNames = shortNames();
        List<Column> columns = shown();
        for (int r = 0; r < rows.size(); r++) {
            JLabel[] cells = rows.get(r);
            boolean now = current.test(r);
            cells[0].setText(now ? "▶" : " ");
            for (int c = 0; c < columns.size(); c++) {
                JLabel cell = cells[c + 1];
                cell.setFont(cell.getFont().deriveFont(now ? Font.BOLD : Font.PLAIN));
                boolean name = columns.get(c).id().equals(names) && shortNames != null;
                cell.setText(wrapped(
                        name
                                ? shortNames.get(r)
                                : format.apply(
                                        model.getValueAt(r, columns.get(c).model()), columns.get(c)),
                        columns.get(c),
                        cell));
                cell.setForeground(faded.test(r) ? grey : normal);
            }
            cells[1].setIcon(icons.apply(r));
        }
    }

    /**
     * The name in {@code row} as the sheet shows it now: shortened as far as the names are ({@link #shorten}), or
     * whole; so that a line naming that player (a banner) can call him as his row does.
     */
    public String shownName(int row) {
        List<String> shortNames = shortNames();
        if (shortNames != null) {
            return shortNames.get(row);
        }
        Column column =
                columns.stream().filter(c -> c.id().equals(names)).findFirst().orElseThrow();
        return format.apply(model.getValueAt(row, column.model()), column);
    }

    /** The names as shortened so far, each whole where its short form is another's too; null when whole. */
    private List<String> shortNames() {
        if (names == null || shortened == 0) {
            return null;
        }
        Column column =
                columns.stream().filter(c -> c.id().equals(names)).findFirst().orElseThrow();
        List<String> whole = new ArrayList<>();
        for (int r = 0; r < model.getRowCount(); r++) {
            whole.add(format.apply(model.getValueAt(r, column.model()), column));
        }
        List<String> shorts =
                whole.stream().map(n -> ShortName.initialled(n, shortened)).toList();
        List<String> shown = new ArrayList<>();
        for (int r = 0; r < whole.size(); r++) {
            String mine = shorts.get(r);
            shown.add(shorts.stream().filter(mine::equals).count() > 1 ? whole.get(r) : mine);
        }
        return shown;
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
        Color mix = new Color(
                (ink.getRed() * 65 + ground.getRed() * 35) / 100,
                (ink.getGreen() * 65 + ground.getGreen() * 35) / 100,
                (ink.getBlue() * 65 + ground.getBlue() * 35) / 100);
        return Contrast.ratio(mix, ground) >= 4.5 ? mix : ink;
    }

    private void build() {
        List<Column> columns = shown();
        removeAll();
        rows.clear();
        int count = model.getRowCount();
        // Side by side, the first half of the rows on the left: each half under its own headings.
        int blocks = halved && count > 1 ? 2 : 1;
        int down = (count + blocks - 1) / blocks;
        StringBuilder block = new StringBuilder("[]");
        for (Column c : columns) {
            block.append(c.number() ? "[right]" : "[left]");
        }
        String spec = blocks == 1 ? block.toString() : block.toString() + Math.round(textSize * 1.5f) + block;
        // Closed up, the columns stand closer too: a sheet of ten columns, their headings in French, in 1280 px; the
        // rows closer, closer still (twelve drivers, their French headings and the bold row's shortened name).
        float gap = close ? 0.25f : textSize == ordinary && ordinary != figures ? 0.35f : 0.6f;
        setLayout(new MigLayout(
                "insets 0, gapx " + Math.round(textSize * gap) + ", gapy " + (close ? 0 : Math.round(textSize * 0.2f))
                        + ", wrap "
                        + (columns.size() + 1) * blocks,
                spec));
        Font body = UIManager.getFont("Label.font").deriveFont(textSize);
        Font head = body.deriveFont(Font.PLAIN, ordinary);
        for (int b = 0; b < blocks; b++) {
            add(new JLabel());
            for (Column c : columns) {
                JLabel h = new JLabel(model.getColumnName(c.model()));
                h.setFont(head);
                h.setForeground(muted());
                add(h);
            }
        }
        JLabel[][] made = new JLabel[count][];
        for (int line = 0; line < down; line++) {
            for (int b = 0; b < blocks; b++) {
                int r = line + b * down;
                if (r >= count) {
                    break;
                }
                JLabel[] cells = new JLabel[columns.size() + 1];
                cells[0] = new JLabel(" ");
                cells[0].setFont(body);
                // A wrapped cell makes its row taller: the name and the numbers stay on its first line.
                add(cells[0], "aligny top");
                for (int c = 0; c < columns.size(); c++) {
                    JLabel cell = new JLabel(" ", columns.get(c).number() ? SwingConstants.RIGHT : SwingConstants.LEFT);
                    cell.setName("display" + columns.get(c).id() + (r + 1));
                    cell.setFont(body.deriveFont(
                            Math.max(ordinary, textSize * columns.get(c).scale())));
                    cell.setIconTextGap(Math.round(textSize * 0.4f));
                    cells[c + 1] = cell;
                    add(cell, "aligny top");
                }
                made[r] = cells;
            }
        }
        rows.addAll(Arrays.asList(made));
        revalidate();
    }
}
