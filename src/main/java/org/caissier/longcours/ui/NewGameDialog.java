package org.caissier.longcours.ui;

import java.awt.Component;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.caissier.longcours.Board;
import org.caissier.longcours.BoardLoader;
import org.caissier.longcours.Deck;
import org.caissier.longcours.LongCoursModule;
import org.caissier.longcours.ShipColour;
import org.caissier.table.Words;
import org.caissier.ui.files.FileRow;
import org.caissier.ui.files.PathCheck;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ModalAnswer;
import org.caissier.ui.kit.PlayerRows;
import org.caissier.ui.kit.ShortenedLine;
import org.caissier.ui.kit.Swatch;
import org.caissier.ui.kit.WrappingLabel;

/**
 * A new Long Cours game: 3 to 6 captains with names, ship colours and turn order (typed, or drawn by lot), the
 * short variant, the board file. Tells how many cards to deal each and which to take out first (LC-SET-3/4).
 */
final class NewGameDialog {
    private static final int MAX = LongCoursModule.SEATS.max();
    private static final int MIN = LongCoursModule.SEATS.min();

    private final UiContext context;
    private final Messages m;
    private final PlayerRows<ShipColour> rows;
    private final JCheckBox shortGame;
    /** Which cards to take out: a line that wraps (French at text 32 with three cards named is wider than a laptop). */
    private final WrappingLabel deal = WrappingLabel.oneLine(1);

    private final JLabel problem = ShortenedLine.problem("newGameProblem");
    private final FileRow boardRow;
    private final JTextField boardFile;
    /** The typed board file, read and checked once the typing stops and never on the EDT. */
    private final PathCheck<Board> boardCheck;

    private JButton start;

    NewGameDialog(UiContext context) {
        this(context, PathCheck.swingTimer(), path -> new BoardLoader().load(path));
    }

    /** With the check of the typed board file given (a test's timer, a reader that watches its thread). */
    NewGameDialog(UiContext context, PathCheck.Timer timer, PathCheck.Reader<Board> reader) {
        this.boardCheck = PathCheck.onScreen(
                timer, reader, read -> update(), context.messages().locale());
        this.context = context;
        this.m = context.messages();
        this.shortGame = new JCheckBox(m.get("lc.new.short"));
        this.rows = new PlayerRows<>(m, "lc.new", MAX, MIN, MAX, new SecureRandom(), this::colourChoice);
        rows.onChange(this::update);
        this.boardRow = new FileRow(
                "boardFile",
                "boardBrowse",
                "boardInfo",
                // A width of its own, as the other games' file fields: one that asked for its path's width grew
                // with a long path, and the form, scrolled at a large text size, put Cancel and Start out of sight.
                26,
                m.get("lc.new.boardDefault"),
                m.get("lc.new.browse"),
                "JSON",
                "json");
        this.boardFile = boardRow.field();
        boardRow.onChange(() -> boardCheck.typed(boardFile.getText()));
    }

    private JComboBox<ShipColour> colourChoice(int i) {
        JComboBox<ShipColour> colour = new JComboBox<>(new DefaultComboBoxModel<>(ShipColour.values()));
        colour.setName("playerColour" + (i + 1));
        colour.setSelectedIndex(i);
        colour.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(
                    JList<?> list, Object value, int index, boolean sel, boolean focus) {
                super.getListCellRendererComponent(list, value, index, sel, focus);
                if (value instanceof ShipColour c) {
                    setText(c.label(m.locale()));
                    setIcon(Swatch.dot(ShipPaint.of(c), 12));
                }
                return this;
            }
        });
        return colour;
    }

    /** Starts with a board file already chosen. */
    NewGameDialog withBoard(String path) {
        boardFile.setText(path);
        return this;
    }

    Optional<String> ask() {
        JDialog dialog = new JDialog(context.window(), m.get("lc.new.title"), JDialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("newLongCoursDialog");
        // One column, each label over what it names: at text 32 a label beside its field made the form wider than a
        // 1280 px screen, and it scrolled sideways.
        JPanel panel = new JPanel(new MigLayout("wrap 1, insets 16, gap 8", "[grow]"));
        JLabel title = new JLabel(m.get("lc.new.title"));
        title.putClientProperty("FlatLaf.styleClass", "h2");
        panel.add(title);
        WrappingLabel order = WrappingLabel.oneLine(1);
        order.setText(m.get("lc.new.order"));
        panel.add(order, "growx");
        panel.add(rows.component(), "growx");
        panel.add(rows.drawLotsButton(), "gaptop 4");
        shortGame.setName("shortGame");
        shortGame.addActionListener(e -> update());
        panel.add(shortGame, "gaptop 8");
        panel.add(new JLabel(m.get("lc.new.board")));
        panel.add(boardFile, "split 2, growx");
        panel.add(boardRow.browseButton());
        panel.add(boardRow.info(), "growx");
        deal.setName("dealInfo");
        deal.putClientProperty("FlatLaf.styleClass", "h4");
        panel.add(deal, "growx, gaptop 8");
        panel.add(problem, "growx, wmax 640");
        ModalAnswer answer =
                new ModalAnswer(dialog, m.get("lc.new.start"), "startGame", m.get("lc.cancel"), "cancelNewGame");
        start = answer.ok();
        answer.addTo(panel, 1);
        update();
        return answer.showOver(context.window(), panel) ? Optional.of(gameLine()) : Optional.empty();
    }

    /** The {@code game long-cours ...} line for what is filled in. */
    String gameLine() {
        List<String> words = new ArrayList<>(List.of("game", "long-cours"));
        if (shortGame.isSelected()) {
            words.add("short");
        }
        if (!boardFile.getText().isBlank()) {
            words.add("board=" + boardFile.getText().strip());
        }
        words.add("colors="
                + String.join(
                        ",", rows.filledChoices().stream().map(ShipColour::id).toList()));
        words.addAll(rows.filledNames());
        return Words.join(words);
    }

    private void update() {
        int n = rows.filledNames().size();
        String trouble = n < MIN ? m.get("lc.new.tooFew") : rows.problem().orElse(null);
        List<ShipColour> used = new ArrayList<>();
        for (ShipColour c : rows.filledChoices()) {
            if (used.contains(c)) {
                trouble = m.get("lc.new.sameColour", c.label(m.locale()));
            }
            used.add(c);
        }
        if (n >= MIN) {
            Deck d = Deck.forGame(n, shortGame.isSelected());
            List<String> out = new ArrayList<>();
            d.removedRanks().forEach(r -> out.add(m.get(r <= 2 ? "lc.new.brawlCard." + r : "lc.new.brawlCard", r)));
            if (Deck.STORMS - d.storms() > 0) {
                out.add(m.get("lc.new.storms", Deck.STORMS - d.storms()));
            }
            if (Deck.DIRECTS - d.directs() > 0) {
                out.add(m.get("lc.new.directs", Deck.DIRECTS - d.directs()));
            }
            deal.setText(m.get("lc.new.deal", d.cardsPerPlayer(), d.size())
                    + (out.isEmpty() ? "" : "  " + m.get("lc.new.remove", String.join(", ", out))));
        } else {
            deal.setText(" ");
        }
        PathCheck.Outcome<Board> board = boardCheck.outcome();
        switch (board.state()) {
            case EMPTY -> boardRow.info().setText(m.get("lc.new.boardSupplied"));
            case READING -> boardRow.info().setText(m.get("lc.new.boardReading"));
            case READ ->
                boardRow.info()
                        .setText(
                                board.value().orElseThrow().verified()
                                        ? m.get("lc.new.boardVerified")
                                        : m.get("lc.new.boardUnverified"));
            case REFUSED -> {
                boardRow.info().setText(" ");
                trouble = board.problemHtml();
            }
        }
        problem.setText(trouble == null ? " " : trouble);
        if (start != null) {
            // Not before the typed file is read: Start would otherwise start a game on a file nobody checked.
            start.setEnabled(trouble == null && board.state() != PathCheck.Outcome.State.READING);
        }
    }
}
