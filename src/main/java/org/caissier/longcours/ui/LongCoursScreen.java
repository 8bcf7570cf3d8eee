package org.caissier.longcours.ui;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Insets;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.table.DefaultTableCellRenderer;
import net.miginfocom.swing.MigLayout;
import org.caissier.longcours.BarRoll;
import org.caissier.longcours.Good;
import org.caissier.longcours.LongCoursCommand;
import org.caissier.longcours.LongCoursState;
import org.caissier.longcours.Player;
import org.caissier.longcours.ShipColour;
import org.caissier.table.DiceSource;
import org.caissier.table.GameOptions;
import org.caissier.table.Place;
import org.caissier.table.Rules;
import org.caissier.table.Session;
import org.caissier.table.Words;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.ColumnFit;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.FittingSentence;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.MustShow;
import org.caissier.ui.kit.SheetModel;
import org.caissier.ui.kit.ShortName;
import org.caissier.ui.kit.StackingSplitPane;
import org.caissier.ui.kit.Swatch;
import org.caissier.ui.phones.PhonesButton;

/** The Long Cours table: whose turn, the board, every captain's sheet, and what the current captain may do. */
final class LongCoursScreen implements GameView {
    private final Session<LongCoursState, LongCoursCommand> session;
    private final GameContext<LongCoursState, LongCoursCommand> context;
    private final Messages m;
    private final JPanel root = new JPanel(new BorderLayout());
    private final JLabel turn = new JLabel();
    private final JLabel info = new JLabel();
    private final FittingSentence turnLine;
    private final FittingSentence infoLine;
    private final BoardCanvas board = new BoardCanvas();
    private final PlayersTableModel players;
    private final JTable table;
    private final ActionsPanel actions;
    private final JComboBox<String> stopPicker = new JComboBox<>();
    private final Map<String, Color> colours;
    private final JPanel right;
    private final JSplitPane top;
    /** The turn last shown (round and seat): a different one starts clean. */
    private String shownTurn;

    LongCoursScreen(
            Session<LongCoursState, LongCoursCommand> session, GameContext<LongCoursState, LongCoursCommand> context) {
        this.session = session;
        this.context = context;
        this.m = context.messages();
        this.colours = coloursOf(session.game().gameLine(), this.session.state());
        root.setName("longCoursView");
        turn.setName("turnLabel");
        // Read from across the table: whose turn twice the text size (28 px at 14), the sheets 18 px at least.
        float text = UIManager.getFont("defaultFont") != null
                ? UIManager.getFont("defaultFont").getSize2D()
                : 14f;
        // A long name sets the line smaller, down to 28 px, then is shortened (the whole line in the tooltip): it
        // never widens the page nor pushes the Corsair's line and the phones' button.
        turnLine = FittingSentence.on(turn, turn.getFont().deriveFont(Font.BOLD, Math.max(28f, text * 2f)), 28f);
        info.setName("infoLabel");
        info.putClientProperty("FlatLaf.styleClass", "h4");
        // The Corsair's line down to the text's size before a name in it is shortened.
        infoLine =
                FittingSentence.on(info, info.getFont(), Math.min(info.getFont().getSize2D(), text));
        JPanel header = new JPanel();
        header.add(turn);
        header.add(info);
        header.add(PhonesButton.of(context));
        HeaderRow.on(header, turnLine, infoLine, text);
        root.add(header, BorderLayout.NORTH);

        players = new PlayersTableModel(m);
        table = new JTable(players);
        table.setName("playersTable");
        MustShow.mark(table); // every captain's figures, the fourth's too
        boolean many = session.state().players().size() >= 5;
        // Five or six captains' rows a little smaller and closer, so that the board keeps its height, the sheet
        // its width and the actions their room on a 1280×720 laptop (the rows and the margins round the actions
        // are the 18 px the actions lacked there).
        table.setFont(table.getFont().deriveFont(Math.max(18f, text * (many ? 1.15f : 1.3f))));
        table.getTableHeader().setFont(table.getTableHeader().getFont().deriveFont(Math.max(16f, text * 1.15f)));
        int pad = many ? 6 : 14;
        table.setRowHeight(Math.max(table.getRowHeight(), table.getFont().getSize() + pad));
        table.setFillsViewportHeight(true);
        table.setFocusable(false);
        table.setDefaultRenderer(Object.class, new Renderer());
        table.setDefaultRenderer(Integer.class, new Renderer());
        // Every captain's row in sight, the sixth's too: the table takes the height of all its rows, the board the
        // rest (the same from the first turn on, so that no port moves under the pointer).
        JScrollPane tableScroll = new JScrollPane(table) {
            @Override
            public Dimension getPreferredSize() {
                Dimension d = super.getPreferredSize();
                Insets in = getInsets();
                int header = table.getTableHeader() == null
                        ? 0
                        : table.getTableHeader().getPreferredSize().height;
                int rows = table.getRowHeight() * Math.max(1, table.getRowCount());
                // The sideways scroll bar's room is kept whether it shows or not: a column widened by a longer word
                // would otherwise make the table taller and move the board and the actions under the pointer.
                int scrollBar = getHorizontalScrollBar().getPreferredSize().height;
                return new Dimension(d.width, in.top + header + rows + scrollBar + in.bottom);
            }

            @Override
            public Dimension getMinimumSize() {
                return new Dimension(super.getMinimumSize().width, getPreferredSize().height);
            }
        };
        // The captains' names give way where the sheet would be wider than the window: shortened to the room left.
        ColumnFit.givesWay(table, 0);
        ColumnFit.install(table);

        Rules<LongCoursState, LongCoursCommand> rules = this.session.rules();
        actions = new ActionsPanel(context, rules, this::selectedStop);
        stopPicker.setName("stopPicker");
        stopPicker.setModel(
                new DefaultComboBoxModel<>(this.session.state().board().stops().toArray(String[]::new)));
        stopPicker.setSelectedIndex(-1);
        stopPicker.addActionListener(e -> {
            String s = (String) stopPicker.getSelectedItem();
            if (s != null && !s.equals(board.selected())) {
                board.select(s);
                actions.refresh(this.session.state());
            }
        });
        board.onStopClicked(s -> {
            stopPicker.setSelectedItem(s);
            actions.refresh(this.session.state());
        });
        // Never narrower than its actions ask: the board gives the width (down to its least), or, where even that
        // leaves too little, the page stacks them under the board (at 200 % the actions were cut at the window's
        // right edge, the board keeping its width).
        right = new JPanel(new BorderLayout()) {
            @Override
            public Dimension getMinimumSize() {
                return new Dimension(getPreferredSize().width, super.getMinimumSize().height);
            }
        };
        JPanel picker = new JPanel(new MigLayout("insets 4 8 0 8, fillx", "[][grow,fill]"));
        picker.add(new JLabel(m.get("lc.stop")));
        picker.add(stopPicker);
        right.add(picker, BorderLayout.NORTH);
        // As wide as the actions and a scroll bar beside them, whether it shows or not: the rare actions unfolded
        // bring the bar, and the column, laid out for its width before (the pane ends what a change revalidates),
        // would otherwise lose the actions' right edge under it.
        JScrollPane actionsScroll =
                new JScrollPane(
                        actions, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER) {
                    @Override
                    public Dimension getPreferredSize() {
                        Dimension size = super.getPreferredSize();
                        Insets in = getInsets();
                        size.width = actions.getPreferredSize().width
                                + in.left
                                + in.right
                                + getVerticalScrollBar().getPreferredSize().width;
                        return size;
                    }

                    /**
                     * Not where a change inside ends its layout: the rare actions unfolded (or a refusal's lines) make the
                     * actions taller, and on a page that scrolls (a large text size) the page must grow with them. A layout
                     * ended here left the page laid out for the actions of before, and a scroll to End the turn reckoned
                     * from those bounds.
                     */
                    @Override
                    public boolean isValidateRoot() {
                        return false;
                    }
                };
        // The actions two a line when the sheets leave too little height for one a line; the board gives the width.
        actionsScroll.getViewport().addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                if (actions.fitHeight(actionsScroll.getViewport().getHeight())) {
                    SwingUtilities.invokeLater(top::resetToPreferredSizes);
                }
            }
        });
        right.add(actionsScroll, BorderLayout.CENTER);
        JPanel endRow = new JPanel(new MigLayout("insets 2 8 4 8, fillx", "[grow,fill]"));
        endRow.add(actions.endButton());
        right.add(endRow, BorderLayout.SOUTH);

        top = new StackingSplitPane(board, right);
        top.setResizeWeight(1.0);
        top.setBorder(BorderFactory.createEmptyBorder());
        // The actions as wide as they ask, whatever the names (none of their parts grows with one), at every size
        // of the window too; the board draws itself to the rest. The divider kept the width of the window's first
        // size: on a smaller one the actions were cut.
        top.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                SwingUtilities.invokeLater(() -> {
                    if (right.getWidth() > 0 && right.getWidth() < right.getPreferredSize().width) {
                        top.resetToPreferredSizes();
                    }
                });
            }
        });
        JPanel main = new JPanel(new BorderLayout());
        main.add(top, BorderLayout.CENTER);
        main.add(tableScroll, BorderLayout.SOUTH);
        root.add(main, BorderLayout.CENTER);
    }

    Rules<LongCoursState, LongCoursCommand> rules() {
        return session.rules();
    }

    @Override
    public void carryOver(GameView previous) {
        if (previous instanceof LongCoursScreen before) {
            shownTurn = before.shownTurn;
            if (before.selectedStop() != null) {
                stopPicker.setSelectedItem(before.selectedStop());
            }
        }
    }

    private String selectedStop() {
        return board.selected();
    }

    @Override
    public JComponent component() {
        return root;
    }

    @Override
    public void refresh() {
        LongCoursState s = session.state();
        Player p = s.current();
        if (s.over()) {
            turnLine.say(name -> m.get("lc.winner", name), s.winner());
        } else {
            turnLine.say(name -> m.get("lc.turn", s.round(), name), p.name());
        }
        Color ship = colours.getOrDefault(p.name(), UIManager.getColor("Label.foreground"));
        // The ship's colour, pushed away from the background until it reads (4.5:1) in either theme.
        turn.setForeground(Contrast.onPanel(ship));
        String owner = s.corsair().owner();
        String deck = "   ·   " + m.get("lc.deck", s.deck().cardsPerPlayer());
        infoLine.say(
                name -> (owner == null
                                ? m.get("lc.corsair.forSale")
                                : s.corsair().stop() == null
                                        ? m.get("lc.corsair.owned", name)
                                        : m.get(
                                                "lc.corsair.at",
                                                name,
                                                Place.of(s.corsair().stop())))
                        + deck,
                owner == null ? "" : owner);
        board.show(s, colours);
        String thisTurn = s.round() + ":" + s.turn();
        if (shownTurn != null && !shownTurn.equals(thisTurn)) {
            startTurnClean();
        }
        shownTurn = thisTurn;
        Set<String> reach = new LinkedHashSet<>();
        if (p.onBoard() && !s.over()) {
            reach.addAll(s.board().neighbours(p.stop()));
        }
        board.highlight(reach);
        players.show(s);
        actions.refresh(s);
        // Longer words (a refusal, a larger text) widen the actions: the board gives way rather than cut them.
        SwingUtilities.invokeLater(() -> {
            if (right.getWidth() > 0 && right.getWidth() < right.getPreferredSize().width) {
                top.resetToPreferredSizes();
            }
        });
    }

    /**
     * Nothing the previous captain chose stays chosen. The keyboard goes to the point-of-call list, where no key plays
     * anything, through the window ({@link #nextInput}): the button pressed last (End the turn) must not take the next
     * captain's Space, and a turn ended from the box leaves the keyboard where someone is typing.
     */
    private void startTurnClean() {
        stopPicker.setSelectedIndex(-1);
        board.select(null);
        actions.newTurn();
    }

    @Override
    public Optional<Component> nextInput() {
        return Optional.of(stopPicker);
    }

    @Override
    public List<String> completions() {
        LongCoursState s = session.state();
        List<String> words = new ArrayList<>(List.of(
                "place",
                "buy",
                "move",
                "direct",
                "resell",
                "storm",
                "brawl",
                "auction",
                "reenter",
                "corsair-enter",
                "corsair",
                "end"));
        words.addAll(s.names());
        words.addAll(s.board().stops());
        for (Good g : Good.values()) {
            words.add(g.id());
        }
        return words;
    }

    @Override
    public boolean playFromBar(String line, GameContext<?, ?> bar) {
        if (!BarRoll.needsDie(line)) {
            return context.play(BarRoll.typed(line)).played();
        }
        List<String> words = Words.split(line);
        context.dice().roll(1, m.get("lc.roll.bar", words.get(1)), new DiceSource.Answer() {
            @Override
            public void faces(int[] faces) {
                Runnable play = () -> context.play(
                        BarRoll.withFace(line, faces[0], context.dice().origin()));
                if (SwingUtilities.isEventDispatchThread()) {
                    play.run();
                } else {
                    SwingUtilities.invokeLater(play);
                }
            }
        });
        return true;
    }

    @Override
    public boolean boxAction(String actionId, int seat) {
        return actions.boxAction(actionId, seat);
    }

    @Override
    public Optional<PublicView> tableDisplay(float textSize) {
        return Optional.of(new LongCoursTableDisplay(session, m, colours, textSize));
    }

    @Override
    public int seatToLight() {
        LongCoursState s = session.state();
        return s.over() ? 0 : s.turn() + 1;
    }

    /** Ship colours from the game line's {@code colors=} word, else in box order. */
    static Map<String, Color> coloursOf(String gameLine, LongCoursState state) {
        List<String> chosen = new ArrayList<>();
        for (String w : Words.split(gameLine)) {
            GameOptions.value(w, "colors", "couleurs").ifPresent(list -> chosen.addAll(List.of(list.split(","))));
        }
        Map<String, Color> map = new HashMap<>();
        ShipColour[] defaults = ShipColour.values();
        for (int i = 0; i < state.players().size(); i++) {
            ShipColour c = i < chosen.size() ? ShipColour.byId(chosen.get(i)).orElse(null) : null;
            map.put(state.players().get(i).name(), ShipPaint.of(c != null ? c : defaults[i % defaults.length]));
        }
        return map;
    }

    /** The most characters of a name the captains' sheet shows. */
    private static final int SHEET_NAME = 18;

    private final class Renderer extends DefaultTableCellRenderer {
        @Override
        public Component getTableCellRendererComponent(
                JTable t, Object value, boolean selected, boolean focused, int row, int column) {
            JLabel label = (JLabel) super.getTableCellRendererComponent(t, value, false, false, row, column);
            LongCoursState s = players.state();
            Player p = s.players().get(row);
            SheetModel.paint(label, row == s.turn() && !s.over(), !p.inGame());
            label.setHorizontalAlignment(value instanceof Integer ? RIGHT : LEFT);
            if (value instanceof Integer i && i == 0 && column > 1) {
                label.setText("·");
            } else if (column == 1) {
                label.setText(value + " M");
            }
            label.setToolTipText(null);
            if (column == 0) {
                label.setIcon(Swatch.dot(colours.getOrDefault(p.name(), Color.GRAY), 14));
                // A long name is shortened, the whole one in the tooltip: the sheet stays as wide as the window, the
                // name then shortened to the room its column is left.
                String shown = ShortName.of(p.name(), SHEET_NAME);
                if (t.getClientProperty(ColumnFit.MEASURING) == null) {
                    Insets in = label.getInsets();
                    // A pixel or two kept: the label's own measure of its words rounds up.
                    int room = t.getColumnModel().getColumn(column).getWidth()
                            - in.left
                            - in.right
                            - label.getIcon().getIconWidth()
                            - label.getIconTextGap()
                            - 2;
                    shown = ShortName.within(shown, label.getFontMetrics(label.getFont()), room);
                }
                label.setText(shown);
                label.setToolTipText(shown.equals(p.name()) ? null : p.name());
            } else {
                label.setIcon(null);
            }
            return label;
        }
    }

    @Override
    public Optional<String> progress() {
        return Optional.of(m.get("lc.progress", session.state().round()));
    }
}
