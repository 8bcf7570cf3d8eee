package org.caissier.cup.ui;

import static com.formdev.flatlaf.util.UIScale.scale;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.event.ActionEvent;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.ToolTipManager;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.Match;
import org.caissier.cup.SailOffCall;
import org.caissier.cup.Standings;
import org.caissier.cup.TournamentCommand;
import org.caissier.cup.TournamentState;
import org.caissier.cup.export.EventResults;
import org.caissier.table.Session;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.ArrangedPanel;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.MustShow;
import org.caissier.ui.kit.PageFirstScroll;
import org.caissier.ui.kit.StackingSplitPane;
import org.caissier.ui.kit.WrappedWords;

/**
 * A tournament at the scorer's table: the whole schedule (with sail-offs and final matches as they come), one key
 * per match to enter its winner (1 = first named, 2 = second; or a double-click on the winner), the standings with
 * the tie-break of each place, the sail-offs due called out above, and the cross table.
 */
final class TournamentScreen implements GameView {
    private final Session<TournamentState, TournamentCommand> session;
    private final GameContext<TournamentState, TournamentCommand> context;
    private final Messages m;
    private final JPanel root = new JPanel(new BorderLayout());
    private final JLabel status = new JLabel(" ");
    private final JLabel sailOffs = new JLabel(" ");
    private final MatchesModel matches;
    private final JTable matchTable;
    private final StandingsModel standings;
    private final JTable standingsTable;
    private final CrossModel cross;
    private final TournamentActions actions;
    private final CupAsk ask;
    private ActionButton dsqButton;
    private ActionButton withdrawButton;
    private ActionButton endButton;

    /** @param printers whether the system has a printer (else Print offers to save the page) */
    TournamentScreen(
            Session<TournamentState, TournamentCommand> session,
            GameContext<TournamentState, TournamentCommand> context,
            java.util.function.BooleanSupplier printers) {
        this.session = session;
        this.context = context;
        this.m = context.messages();
        this.cross = new CrossModel(m);
        this.actions = new TournamentActions(m);
        this.ask = new CupAsk(context.window(), m);
        root.setName("cupTournamentView");
        status.setName("cupStatus");
        status.putClientProperty("FlatLaf.styleClass", "h2");
        sailOffs.setName("sailOffLabel");
        MustShow.mark(sailOffs);
        sailOffs.putClientProperty("FlatLaf.styleClass", "h3");
        sailOffs.setForeground(new Color(0xB3261E));
        // The results' buttons in a column beside the status; below it where that is too wide (a large text size):
        // in a row, or two and one, or in a column, the first of those that fits.
        ArrangedPanel header = new ArrangedPanel(List.of(
                new MigLayout("insets 8 12 4 12, fillx, wrap 2", "[grow][]"),
                new MigLayout("insets 8 12 4 12, fillx, wrap 1", "[grow]"),
                new MigLayout("insets 8 12 4 12, fillx, wrap 1", "[grow]"),
                new MigLayout("insets 8 12 4 12, fillx, wrap 1", "[grow]")));
        header.setName("cupHeader");
        header.put(status, "growx", "cell 0 0, growx", "cell 0 0, growx", "cell 0 0, growx");
        header.put(
                ExportAction.exportButton(context, EventResults.TOURNAMENT, this.session::state),
                "spany 2, top, split 3, flowy, sg b",
                "cell 0 2, split 3",
                "cell 0 2, split 2",
                "cell 0 2, split 3, flowy, sg b");
        header.put(
                ExportAction.printButton(context, EventResults.TOURNAMENT, this.session::state, printers),
                "sg b",
                "",
                "",
                "sg b");
        header.put(ExportAction.publishButton(context), "sg b", "", "cell 0 3", "sg b");
        header.put(sailOffs, "growx", "cell 0 1, growx", "cell 0 1, growx", "cell 0 1, growx");
        root.add(header, BorderLayout.NORTH);

        matches = new MatchesModel(m);
        // A corrected result says in its tooltip what it was before.
        matchTable = Tables.large(
                new JTable(matches) {
                    @Override
                    public String getToolTipText(MouseEvent e) {
                        int row = rowAtPoint(e.getPoint());
                        // A corrected result's tooltip, else a shortened name's whole (NameCells).
                        return row < 0
                                ? null
                                : matches.tooltip(convertRowIndexToModel(row)).orElseGet(() -> super.getToolTipText(e));
                    }
                },
                "matchesTable");
        ToolTipManager.sharedInstance().registerComponent(matchTable);
        NameCells.on(matchTable, MatchesModel.FIRST, MatchesModel.SECOND, MatchesModel.WINNER);
        matchTable.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        bindWinnerKeys();
        bindMarkKeys();
        matchTable.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int row = matchTable.rowAtPoint(e.getPoint());
                int column = matchTable.columnAtPoint(e.getPoint());
                if (e.getClickCount() == 2
                        && row >= 0
                        && (column == MatchesModel.FIRST || column == MatchesModel.SECOND)) {
                    enterWinner(row, column == MatchesModel.FIRST ? 1 : 2);
                }
            }
        });
        // Wrapped in its column, never cut: it is the only place that explains the keys (D, 0) of the matches.
        JTextArea hint = WrappedWords.of(m.get("cup.matches"));
        hint.setName("matchesHint");
        hint.setBorder(BorderFactory.createEmptyBorder(2, 2, 4, 2));
        JPanel top = new JPanel(new MigLayout("insets 0, wrap 1, fillx", "[grow,fill]"));
        top.add(hint, "wmin 0");
        JPanel buttons = actionButtons();
        top.add(buttons, "wmin 0");
        // The column's width known: the buttons two a line only where two fit, and the hint as tall as its words
        // wrapped at that width (measured at another, it left the second line of buttons short).
        top.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                MigLayout layout = (MigLayout) buttons.getLayout();
                String wanted = "insets 0, gap 6px, wrap " + (twoFit(top.getWidth()) ? 2 : 1);
                if (!wanted.equals(layout.getLayoutConstraints())
                        || hint.getPreferredSize().height != hint.getHeight()) {
                    layout.setLayoutConstraints(wanted);
                    top.revalidate();
                }
            }
        });
        // Never shorter than the hint and the buttons above the matches' first rows: at a large text size the page
        // then scrolls rather than cutting the buttons' second line.
        JPanel left = new JPanel(new BorderLayout()) {
            @Override
            public Dimension getMinimumSize() {
                return new Dimension(
                        scale(320),
                        top.getPreferredSize().height
                                + 3 * matchTable.getRowHeight()
                                + matchTable.getTableHeader().getPreferredSize().height);
            }
        };
        left.add(top, BorderLayout.NORTH);
        left.add(new PageFirstScroll(matchTable), BorderLayout.CENTER);

        standings = new StandingsModel(m);
        standingsTable = Tables.large(new JTable(standings), "standingsTable");
        standingsTable.setFocusable(false);
        NameCells.on(standingsTable, StandingsModel.CREW);
        JTable crossTable = Tables.large(new JTable(cross), "crossTable");
        crossTable.setFocusable(false);
        // Below the matches (a large text size), still as tall as its tabs, headings and a few crews.
        JTabbedPane tabs = new JTabbedPane() {
            @Override
            public Dimension getMinimumSize() {
                Dimension min = super.getMinimumSize();
                int crews =
                        standingsTable.getTableHeader().getPreferredSize().height + 4 * standingsTable.getRowHeight();
                int tab = getTabCount() == 0 ? 0 : getUI().getTabBounds(this, 0).height;
                return new Dimension(min.width, Math.max(min.height, tab + crews));
            }
        };
        tabs.setName("cupTabs");
        tabs.addTab(m.get("cup.tab.standings"), new PageFirstScroll(standingsTable));
        tabs.addTab(m.get("cup.tab.cross"), new PageFirstScroll(crossTable));

        JSplitPane split = new StackingSplitPane(left, tabs);
        split.setName("cupSplit");
        split.setResizeWeight(0.5);
        // Left to their preferred sizes, the long key hint above the matches would leave the standings a sliver: the
        // standings are what the room comes to read, so neither side may be squeezed below a readable width.
        tabs.setMinimumSize(new Dimension(scale(420), 0));
        left.setPreferredSize(new Dimension(scale(420), left.getPreferredSize().height));
        root.add(split, BorderLayout.CENTER);
    }

    /** The command language's other actions, on screen: disqualify (also D), withdraw, end the round robin. */
    private JPanel actionButtons() {
        // Two a line: three side by side are wider than the matches' column on a laptop, in French or at 200 %.
        JPanel row = new JPanel(new MigLayout("insets 0, gap 6px, wrap 2"));
        // Each greyed in its place when the rules refuse it; a press on it then says the rule.
        dsqButton = new ActionButton(
                m.get("cup.action.dsq"), "dsqButton", 0, context, () -> mark(Match.Outcome.WINNER_DSQ));
        withdrawButton = new ActionButton(m.get("cup.action.withdraw"), "withdrawButton", 0, context, this::withdraw);
        endButton = new ActionButton(m.get("cup.action.end"), "endRoundRobinButton", 0, context, this::endRoundRobin);
        row.add(dsqButton);
        row.add(withdrawButton);
        row.add(endButton);
        matchTable.getSelectionModel().addListSelectionListener(e -> updateActions());
        return row;
    }

    /** Whether two buttons side by side, in their order, fit {@code width}. */
    private boolean twoFit(int width) {
        int[] w = {
            dsqButton.getPreferredSize().width,
            withdrawButton.getPreferredSize().width,
            endButton.getPreferredSize().width
        };
        return Math.max(w[0] + w[1], w[2]) + 6 <= width;
    }

    /** Each button open only when the rules would take its command, the refusal in its tooltip otherwise. */
    private void updateActions() {
        TournamentState s = session.state();
        int row = matchTable.getSelectedRow();
        Optional<TournamentCommand> dsq =
                actions.disqualify(row >= 0 && row < matches.getRowCount() ? matches.row(row) : null);
        Optional<String> dsqWhy =
                dsq.isEmpty() ? Optional.of(m.get("cup.action.noMatch")) : actions.whyNot(s, dsq.get());
        openUnless(dsqButton, dsqWhy);
        if (dsqWhy.isEmpty()) {
            dsqButton.setToolTipText(m.get("cup.action.dsqTip"));
        }
        openUnless(withdrawButton, actions.whyNoWithdrawal(s));
        openUnless(endButton, actions.whyNot(s, actions.endRoundRobin()));
    }

    private static void openUnless(ActionButton b, Optional<String> why) {
        if (why.isPresent()) {
            b.refuse(why.get());
        } else {
            b.allow();
        }
    }

    private void withdraw() {
        ask.choose(m.get("cup.ask.withdraw"), actions.mayWithdraw(session.state()), "cup.ask.withdrawYes")
                .ifPresent(crew -> context.play(actions.withdraw(crew)));
    }

    private void endRoundRobin() {
        if (ask.confirm(m.get("cup.ask.end"), "cup.ask.endYes")) {
            context.play(actions.endRoundRobin());
        }
    }

    private void bindWinnerKeys() {
        for (int side = 1; side <= 2; side++) {
            int winner = side;
            Runnable enter = () -> enterWinner(matchTable.getSelectedRow(), winner);
            bind(KeyEvent.VK_0 + side, "winner" + side, enter);
            bind(KeyEvent.VK_NUMPAD0 + side, "winner" + side, enter);
        }
    }

    /** D disqualifies the selected match's winner afterwards, 0 enters a dead heat. */
    private void bindMarkKeys() {
        bind(KeyEvent.VK_D, "dsq", () -> mark(Match.Outcome.WINNER_DSQ));
        bind(KeyEvent.VK_0, "deadHeat", () -> mark(Match.Outcome.DEAD_HEAT));
        bind(KeyEvent.VK_NUMPAD0, "deadHeat", () -> mark(Match.Outcome.DEAD_HEAT));
        bind(KeyEvent.VK_M, "sail", () -> sail(false));
        matchTable
                .getInputMap(JComponent.WHEN_FOCUSED)
                .put(KeyStroke.getKeyStroke(KeyEvent.VK_M, InputEvent.SHIFT_DOWN_MASK), "sailAdvanced");
        matchTable.getActionMap().put("sailAdvanced", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                sail(true);
            }
        });
    }

    /** M: the selected match still to sail opens in the match assistant, whose finish scores it here. */
    private void sail(boolean advanced) {
        int row = matchTable.getSelectedRow();
        if (row >= 0) {
            SailLine.of(
                            matches.row(row),
                            session.file(),
                            session.state().event().id(),
                            advanced)
                    .ifPresent(context::startGame);
        }
    }

    private void bind(int key, String id, Runnable action) {
        matchTable.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key, 0), id);
        matchTable.getActionMap().put(id, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }

    /** D (or its button) and 0: on a match already entered, a replaced result, so asked first as 1 and 2 are. */
    private void mark(Match.Outcome outcome) {
        int row = matchTable.getSelectedRow();
        if (row >= 0) {
            MatchRow match = matches.row(row);
            match.commandMarking(outcome).ifPresent(command -> playAsked(match, command));
        }
    }

    /**
     * Plays a result from the keys or the buttons: one that replaces a result already entered only once the scorer
     * said so (Cancel has the focus), and then what changed is said. A line typed in the command bar is its own
     * confirmation and never comes here.
     */
    private boolean playAsked(MatchRow match, TournamentCommand command) {
        Optional<String> question = actions.replacing(match, command);
        if (question.isPresent() && !ask.confirm(question.get(), "cup.ask.replaceYes")) {
            return false;
        }
        if (!context.play(command).played()) {
            return false;
        }
        if (question.isPresent()) {
            context.tell(actions.replaced(match, (TournamentCommand.Result) command));
        }
        return true;
    }

    /** An undo that would take back a result (Ctrl+Z, the journal's "undo from here") asks first, naming it. */
    @Override
    public boolean beforeUndo(int index) {
        List<String> results = actions.takenBack(session.history(), index);
        return results.isEmpty() || ask.confirm(m.get("cup.ask.undo", String.join("; ", results)), "cup.ask.undoYes");
    }

    /** Plays the command that makes side 1 or 2 of the row the winner; the rules judge it like a typed line. */
    private void enterWinner(int row, int side) {
        if (row < 0) {
            return;
        }
        MatchRow match = matches.row(row);
        match.commandFor(side).ifPresent(command -> {
            if (playAsked(match, command)) {
                selectNextToSail(row);
            }
        });
    }

    /** After a result the selection moves to the next match still to sail, so the scorer can go on typing. */
    private void selectNextToSail(int after) {
        List<MatchRow> rows = matches.rows();
        for (int i = 0; i < rows.size(); i++) {
            int r = (after + i) % rows.size();
            if (rows.get(r).report().toSail()) {
                matchTable.setRowSelectionInterval(r, r);
                matchTable.scrollRectToVisible(matchTable.getCellRect(r, 0, true));
                return;
            }
        }
    }

    /** The match to enter next is selected in the table: the keys there enter it. */
    @Override
    public Optional<Component> nextInput() {
        return Optional.of(matchTable);
    }

    @Override
    public JComponent component() {
        return root;
    }

    @Override
    public void refresh() {
        TournamentState s = session.state();
        Standings st = Standings.of(s);
        int selected = matchTable.getSelectedRow();
        matches.show(MatchRow.of(s, st));
        if (selected >= 0 && selected < matches.getRowCount()) {
            matchTable.setRowSelectionInterval(selected, selected);
        }
        standings.show(s, st.places());
        boolean clubs = s.crews().stream().anyMatch(c -> c.club() != null);
        int[] widths = {50, 130, clubs ? 130 : 0, 55, 60, 60, s.ended() ? 70 : 0, 100};
        for (int c = 0; c < widths.length; c++) {
            Tables.width(standingsTable, c, widths[c]);
        }
        cross.show(s);
        updateActions();
        status.setText(EventTitle.above(s.event(), m, Headline.of(s, st, m)));
        List<String> due = new ArrayList<>();
        for (SailOffCall c : st.sailOffsDue()) {
            due.add(m.get("cup.header.sailOff", c.place(), String.join(", ", c.crews())));
        }
        sailOffs.setText(due.isEmpty() ? " " : String.join(" · ", due));
    }

    @Override
    public Optional<PublicView> tableDisplay(float textSize) {
        return Optional.of(new CupTableDisplay(() -> session.state(), m, textSize));
    }

    @Override
    public List<String> completions() {
        List<String> words = new ArrayList<>(
                List.of("result", "correct", "dead-heat", "withdraw", "end-round-robin", "sail-off", "final", "dsq="));
        words.addAll(session.state().names());
        return words;
    }

    @Override
    public Optional<String> progress() {
        TournamentState s = session.state();
        Optional<String> cup = Standings.cup(s, Standings.of(s));
        if (cup.isPresent()) {
            return Optional.of(m.get("cup.progress.won", cup.get()));
        }
        int scheduled = s.schedule().stream().mapToInt(r -> r.pairings().size()).sum();
        return Optional.of(m.get("cup.progress.tournament", s.results().size(), scheduled));
    }
}
