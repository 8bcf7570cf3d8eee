package org.caissier.pistes.ui;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.caissier.pistes.EventTable;
import org.caissier.pistes.EventTableLoader;
import org.caissier.pistes.PistesParser;
import org.caissier.table.Words;
import org.caissier.ui.files.FileRow;
import org.caissier.ui.files.PathCheck;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ModalAnswer;
import org.caissier.ui.kit.PlayerRows;
import org.caissier.ui.kit.ShortenedLine;
import org.caissier.ui.kit.WrappingLabel;

/**
 * A new Pistes race: two or more drivers in turn order (moved up and down, or drawn by lot), the event table (the
 * program's reconstruction, or a club's file, which can be entered here), and how arrivals in the same round rank.
 */
final class NewGameDialog {
    private static final int MIN = PistesParser.SEATS.min();
    /** The rules set no upper bound; a table holds this many rows. */
    private static final int MAX = 10;

    private final UiContext context;
    private final Messages m;
    private final PlayerRows<Void> rows;
    private final FileRow tableRow;
    private final JTextField tableFile;
    private final JCheckBox tied;
    private final JLabel tableInfo;
    private final JLabel problem = ShortenedLine.problem("newGameProblem");
    /** The typed table file, read once the typing stops and never on the EDT. */
    private final PathCheck<EventTable> tableCheck;

    private JButton start;
    private JDialog dialog;

    NewGameDialog(UiContext context) {
        this(context, PathCheck.swingTimer(), path -> new EventTableLoader().load(path));
    }

    /** With the check of the typed table file given (a test's timer, a reader that watches its thread). */
    NewGameDialog(UiContext context, PathCheck.Timer timer, PathCheck.Reader<EventTable> reader) {
        this.tableCheck = PathCheck.onScreen(
                timer, reader, read -> update(), context.messages().locale());
        this.context = context;
        this.m = context.messages();
        this.tied = new JCheckBox(m.get("pi.new.tied"));
        this.rows = PlayerRows.names(m, "pi.new", MIN, MAX, MAX, new SecureRandom());
        rows.onChange(this::update);
        this.tableRow = new FileRow(
                "tableFile",
                "tableBrowse",
                "tableInfo",
                28,
                m.get("pi.new.tableDefault"),
                m.get("pi.new.browse"),
                m.get("pi.editor.files"),
                "json");
        this.tableFile = tableRow.field();
        this.tableInfo = tableRow.info();
        tableRow.onChange(() -> tableCheck.typed(tableFile.getText()));
    }

    Optional<String> ask() {
        dialog = new JDialog(context.window(), m.get("pi.new.title"), JDialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("newPistesDialog");
        JPanel panel = new JPanel(new MigLayout("wrap 3, insets 16, gap 8", "[][grow,fill][]"));
        JLabel title = new JLabel(m.get("pi.new.title"));
        title.putClientProperty("FlatLaf.styleClass", "h2");
        panel.add(title, "span 3");
        rows.addTo(panel, m.get("pi.new.order"), m.get("pi.new.add"), "addPlayer");

        JButton edit = new JButton(m.get("pi.new.edit"));
        edit.setName("tableEdit");
        edit.addActionListener(e -> new EventTableDialog(context, chosenTable().orElseGet(Tables::reconstruction))
                .show()
                .ifPresent(p -> tableFile.setText(p.toAbsolutePath().toString())));
        tableRow.addTo(panel, m.get("pi.new.table"), "", edit);
        tied.setName("tiedRanking");
        panel.add(tied, "span 3, gaptop 8");
        // Apart from the box's words, and wrapping: the whole sentence on the box was wider than a laptop at text 32.
        WrappingLabel otherwise = WrappingLabel.oneLine(1);
        otherwise.setText(m.get("pi.new.tied.otherwise"));
        // Under the box's words, not under the box (a border: MigLayout's gaps grow with the text size).
        javax.swing.Icon box = javax.swing.UIManager.getIcon("CheckBox.icon");
        otherwise.setBorder(javax.swing.BorderFactory.createEmptyBorder(
                0, tied.getInsets().left + (box == null ? 0 : box.getIconWidth()) + tied.getIconTextGap(), 0, 0));
        panel.add(otherwise, "span 3, growx");
        panel.add(problem, "span 3, growx, wmax 560");
        ModalAnswer answer =
                new ModalAnswer(dialog, m.get("pi.new.start"), "startGame", m.get("pi.cancel"), "cancelNewGame");
        start = answer.ok();
        answer.addTo(panel, 3);
        update();
        return answer.showOver(context.window(), panel) ? Optional.of(gameLine()) : Optional.empty();
    }

    /** The {@code game pistes ...} line for what is filled in. */
    String gameLine() {
        List<String> words = new ArrayList<>(List.of("game", "pistes"));
        if (!tableFile.getText().isBlank()) {
            words.add("table=" + tableFile.getText().strip());
        }
        if (tied.isSelected()) {
            words.add("ranking=tied");
        }
        words.addAll(rows.filledNames());
        return Words.join(words);
    }

    /** The table in the chosen file once read; empty for the program's own, or while the file is not read. */
    private Optional<EventTable> chosenTable() {
        return tableCheck.outcome().value();
    }

    private void update() {
        List<String> ps = rows.filledNames();
        String trouble =
                ps.size() < MIN ? m.get("pi.new.tooFew") : rows.problem().orElse(null);
        for (String p : ps) {
            if (p.contains("\"") || p.contains("=")) {
                trouble = m.get("pi.new.badName", p);
            }
        }
        PathCheck.Outcome<EventTable> table = tableCheck.outcome();
        switch (table.state()) {
            case EMPTY -> tableInfo.setText(m.get("pi.new.tableReconstruction"));
            case READING -> tableInfo.setText(m.get("pi.new.tableReading"));
            case READ ->
                tableInfo.setText(
                        table.value().orElseThrow().reconstruction()
                                ? m.get("pi.new.tableIsReconstruction")
                                : m.get("pi.new.tableIsPrinted"));
            case REFUSED -> {
                tableInfo.setText(" ");
                trouble = table.problemHtml();
            }
        }
        problem.setText(trouble == null ? " " : trouble);
        if (start != null) {
            // Not before the typed file is read: Start would otherwise start a race on a file nobody checked.
            start.setEnabled(trouble == null && table.state() != PathCheck.Outcome.State.READING);
        }
    }
}
