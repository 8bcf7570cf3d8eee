package org.caissier.cup.ui;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.ToolTipManager;
import javax.swing.table.JTableHeader;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.Finish;
import org.caissier.cup.RegattaCommand;
import org.caissier.cup.RegattaState;
import org.caissier.cup.SeriesScoring;
import org.caissier.cup.export.EventResults;
import org.caissier.table.Session;
import org.caissier.table.Step;
import org.caissier.table.Words;
import org.caissier.ui.game.ActionButton;
import org.caissier.ui.game.GameContext;
import org.caissier.ui.game.GameView;
import org.caissier.ui.game.PublicView;
import org.caissier.ui.kit.ArrangedPanel;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.MustShow;
import org.caissier.ui.kit.PageFirstScroll;
import org.caissier.ui.kit.WrapRow;
import org.caissier.ui.kit.WrappedWords;

/**
 * A regatta at the scorer's table: the next race entered as a finishing order — crews clicked (or typed) first to
 * last, a code from the short list for one that did not finish — and the series table below.
 */
final class RegattaScreen implements GameView {
    private final Session<RegattaState, RegattaCommand> session;
    private final GameContext<RegattaState, RegattaCommand> context;
    private final Messages m;
    private final JPanel root = new JPanel(new BorderLayout());
    private final JLabel title = new JLabel(" ");
    private final JTextField finish = new JTextField(40);
    private final JComboBox<String> code = new JComboBox<>();
    private final JCheckBox tie = new JCheckBox();
    private final JSpinner correctNumber = new JSpinner(new SpinnerNumberModel(1, 1, 999, 1));
    /** One button a crew, on as many lines as their names need: six long names never widen the page. */
    private final JPanel crewButtons = WrapRow.panel(6);

    private final SeriesModel series;
    private final CupAsk ask;
    private final JTable seriesTable;

    /** @param printers whether the system has a printer (else Print offers to save the page) */
    RegattaScreen(
            Session<RegattaState, RegattaCommand> session,
            GameContext<RegattaState, RegattaCommand> context,
            java.util.function.BooleanSupplier printers) {
        this.session = session;
        this.context = context;
        this.m = context.messages();
        this.ask = new CupAsk(context.window(), m);
        root.setName("cupRegattaView");
        tie.setText(m.get("cup.race.tie"));
        // Beside the title, the results' buttons; at a large text size below it, three or two and one a row, the
        // tie, then the code too, and the assistant's button on lines of their own: the page then scrolls down,
        // never sideways.
        List<MigLayout> arrangements = new ArrayList<>();
        arrangements.add(new MigLayout("insets 8 12 8 12, fillx, wrap 1", "[grow,fill]"));
        // Below the title the buttons keep their own widths, side by side from the left.
        arrangements.add(new MigLayout("insets 8 12 8 12, fillx, wrap 1", "[grow]"));
        arrangements.add(new MigLayout("insets 8 12 8 12, fillx, wrap 1", "[grow]"));
        ArrangedPanel entry = new ArrangedPanel(arrangements);
        entry.setName("raceEntry");
        title.setName("raceTitle");
        title.putClientProperty("FlatLaf.styleClass", "h2");
        entry.put(title, "split 4, growx", "growx", "growx");
        entry.put(
                ExportAction.exportButton(context, EventResults.REGATTA, this.session::state),
                "right",
                "split 3",
                "split 2");
        entry.put(
                ExportAction.printButton(context, EventResults.REGATTA, this.session::state, printers),
                "right",
                "",
                "");
        entry.put(ExportAction.publishButton(context), "right", "", "");
        JTextArea help = WrappedWords.of(m.get("cup.race.help"));
        help.setName("raceHelp");
        entry.putAlike(help, "wmin 0, growx");
        code.setName("raceCode");
        code.addItem(m.get("cup.race.noCode"));
        for (Finish.Code c : Finish.Code.values()) {
            // Each code with its meaning (A5.2 names them; a scorer may not know OCS by heart).
            code.addItem(c.name() + " — " + m.get("cup.code." + c.name()));
        }
        for (String crew : this.session.state().names()) {
            // A double-click names the crew once: its second click would put him twice in the order.
            ActionButton b = new ActionButton(crew, "crew-" + crew, 0, context, () -> append(crew));
            b.setFocusable(false);
            crewButtons.add(b);
        }
        // The crews on lines of their own, the code and the tie on the next: six crews and a code's meaning on
        // one line are wider than a laptop's window.
        crewButtons.setName("raceCrews");
        entry.putAlike(crewButtons, "growx");
        entry.put(new JLabel(m.get("cup.race.code")), "split 3", "split 2", "");
        entry.putAlike(code, "wmax 460");
        tie.setName("raceTie");
        tie.setToolTipText(m.get("cup.race.tieTip"));
        entry.putAlike(tie, "hmin 24");
        finish.setName("raceField");
        finish.addActionListener(e -> playRace());
        // As wide as the line leaves it; asking for no more than a race's usual order, so it never widens the page.
        entry.putAlike(finish, "split 3, growx, w " + 20 * finish.getFont().getSize() + "px");
        // The actions ignore the second click of a double-click: the first one played already.
        ActionButton play = new ActionButton(m.get("cup.race.play"), "playRace", 0, context, this::playRace);
        MustShow.mark(play);
        entry.putAlike(play, "");
        ActionButton clear =
                new ActionButton(m.get("cup.race.clear"), "clearRace", 0, context, () -> finish.setText(""));
        entry.putAlike(clear, "");
        ActionButton sail = new ActionButton(
                m.get("cup.race.sail"),
                "sailRace",
                KeyEvent.VK_A,
                context,
                () -> context.startGame(SailLine.race(
                        this.session.state().names(),
                        this.session.file(),
                        this.session.state().event().id())));
        entry.put(sail, "split 4", "", "");
        correctNumber.setName("correctRaceNumber");
        ActionButton correct =
                new ActionButton(m.get("cup.race.correct"), "correctRace", 0, context, this::correctRace);
        correct.setToolTipText(m.get("cup.race.correctTip"));
        entry.put(new JLabel(m.get("cup.race.correctLabel")), "gapleft 16", "split 3", "split 3");
        entry.putAlike(correctNumber, "growx 0"); // its figures and its two arrows (ui.kit.SideBySideSpinnerUI)
        entry.putAlike(correct, "");
        root.add(entry, BorderLayout.NORTH);

        series = new SeriesModel(m);
        seriesTable = Tables.large(new JTable(series), "seriesTable");
        // A corrected race's heading says in its tooltip what the race was before.
        seriesTable.setTableHeader(new JTableHeader(seriesTable.getColumnModel()) {
            @Override
            public String getToolTipText(MouseEvent e) {
                int column = columnAtPoint(e.getPoint());
                return column < 0
                        ? null
                        : series.headingTip(seriesTable.convertColumnIndexToModel(column))
                                .orElse(null);
            }
        });
        ToolTipManager.sharedInstance().registerComponent(seriesTable.getTableHeader());
        seriesTable.setFocusable(false);
        ToolTipManager.sharedInstance().registerComponent(seriesTable);
        JPanel center = new JPanel(new BorderLayout());
        center.add(new JLabel(m.get("cup.series")), BorderLayout.NORTH);
        center.add(new PageFirstScroll(seriesTable), BorderLayout.CENTER);
        root.add(center, BorderLayout.CENTER);
    }

    /** A crew clicked: the next in the finishing order, with the code chosen (which then goes back to none). */
    private void append(String crew) {
        String word = Words.quote(crew)
                + (code.getSelectedIndex() > 0 ? "=" + Finish.Code.values()[code.getSelectedIndex() - 1].name() : "");
        String text = finish.getText().strip();
        // Tied with the crew before (A7): the two share the places' points, written A+B.
        finish.setText(text.isEmpty() ? word : text + (tie.isSelected() ? "+" : " ") + word);
        code.setSelectedIndex(0);
        tie.setSelected(false);
        finish.requestFocusInWindow();
    }

    /**
     * Replaces race N with the finishing order typed, as {@code correct-race N FINISH...} would, once the scorer
     * said so (the question names both orders, Cancel first); with no order typed it says so and changes nothing.
     */
    private void correctRace() {
        int number = (Integer) correctNumber.getValue();
        String typed = finish.getText().strip();
        if (typed.isEmpty()) {
            context.tell(m.get("cup.race.correctEmpty", number));
            finish.requestFocusInWindow();
            return;
        }
        List<List<Finish>> races = session.state().races();
        // A race not sailed yet: the rules refuse it with their own words, nothing to ask.
        if (number <= races.size()
                && !ask.confirm(
                        m.get("cup.race.correctAsk", number, RaceWords.order(races.get(number - 1)), typed),
                        "cup.race.correctYes")) {
            return;
        }
        if (context.play("correct-race " + number + " " + typed).played()) {
            finish.setText("");
        }
    }

    /** An undo that would take back a race or a race's correction (Ctrl+Z, undo from a line) asks first. */
    @Override
    public boolean beforeUndo(int index) {
        List<String> taken = new ArrayList<>();
        var history = session.history();
        for (var step : history.subList(Math.max(0, index), history.size())) {
            if (step.active()
                    && step instanceof Step.Played<RegattaState, RegattaCommand> p
                    && p.command() instanceof RegattaCommand.Race r) {
                taken.add(
                        r.number() == 0
                                ? m.get("cup.race.undoRace", p.before().races().size() + 1)
                                : m.get(
                                        "cup.race.undoCorrection",
                                        r.number(),
                                        RaceWords.order(p.before().races().get(r.number() - 1))));
            }
        }
        return taken.isEmpty() || ask.confirm(m.get("cup.ask.undo", String.join("; ", taken)), "cup.ask.undoYes");
    }

    private void playRace() {
        if (!finish.getText().isBlank()
                && context.play("race " + finish.getText().strip()).played()) {
            finish.setText("");
        }
    }

    /** The next race's finishing order is typed in its field: the keyboard goes there after every change. */
    @Override
    public Optional<Component> nextInput() {
        return Optional.of(finish);
    }

    @Override
    public JComponent component() {
        return root;
    }

    @Override
    public void refresh() {
        RegattaState s = session.state();
        title.setText(
                EventTitle.above(s.event(), m, m.get("cup.race.title", s.races().size() + 1)));
        series.show(s, SeriesScoring.of(s));
        // The columns are made anew with each race: the crews' column shortens long names again (Net and the
        // tie-break stay in sight at a large text size).
        NameCells.on(seriesTable, 1);
        // the columns are made again for each new race: the club column shows only when a crew has a club
        boolean clubs = s.crews().stream().anyMatch(c -> c.club() != null);
        Tables.width(seriesTable, SeriesModel.CLUB, clubs ? 130 : 0);
    }

    @Override
    public Optional<PublicView> tableDisplay(float textSize) {
        return Optional.of(new RegattaTableDisplay(session::state, m, textSize));
    }

    @Override
    public List<String> completions() {
        List<String> words = new ArrayList<>(List.of("race", "correct-race"));
        words.addAll(session.state().names());
        return words;
    }

    @Override
    public Optional<String> progress() {
        return Optional.of(m.get("cup.progress.regatta", session.state().races().size()));
    }
}
