package org.caissier.cup.ui;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.caissier.cup.Crew;
import org.caissier.cup.CrewsCsv;
import org.caissier.cup.EventInfo;
import org.caissier.table.Names;
import org.caissier.table.RuleViolation;
import org.caissier.table.TextFiles;
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
 * A new tournament or regatta: crews typed (in order, or drawn by lot) and/or imported from a CSV file, and the
 * final's length (tournament) or the number of discards (regatta). The answer is the {@code game ...} line.
 */
final class NewEventDialog {
    private final UiContext context;
    private final Messages m;
    private final boolean tournament;
    private final int max;
    private final PlayerRows<Void> rows;
    private final FileRow fileRow;
    private final JTextField file;
    private final JLabel fileInfo;
    private final JSpinner number;
    private final JLabel problem = ShortenedLine.problem("newGameProblem");
    private final JTextField eventName = new JTextField(28);
    private final JTextField eventDate = new JTextField(10);
    /**
     * The new event's random id, on its game line: a match sailed for the event names it, so a match file is only
     * offered to its own event. Drawn here, as the screen's dice are: the rules never draw.
     */
    private final String eventId;
    /** The typed crews file, read once the typing stops and never on the EDT. */
    private final PathCheck<List<Crew>> crewsCheck;

    private JButton start;

    NewEventDialog(UiContext context, boolean tournament) {
        this(
                context,
                tournament,
                PathCheck.swingTimer(),
                path -> new CrewsCsv().read(TextFiles.read(path, TextFiles.DATA_CAP), path.toString()));
    }

    /** With the check of the typed crews file given (a test's timer, a reader that watches its thread). */
    NewEventDialog(UiContext context, boolean tournament, PathCheck.Timer timer, PathCheck.Reader<List<Crew>> reader) {
        this.crewsCheck = PathCheck.onScreen(
                timer, reader, read -> update(), context.messages().locale());
        this.context = context;
        this.m = context.messages();
        this.tournament = tournament;
        this.max = tournament ? 16 : 6;
        SecureRandom random = new SecureRandom();
        this.rows = PlayerRows.names(m, "cup.new", 4, 0, max, random);
        byte[] id = new byte[12];
        random.nextBytes(id);
        this.eventId = HexFormat.of().formatHex(id);
        this.number = new JSpinner(new SpinnerNumberModel(tournament ? 1 : 0, 0, tournament ? 9 : 5, 1));
        rows.onChange(this::update);
        this.fileRow = new FileRow(
                "crewsFile",
                "crewsBrowse",
                "crewsFileInfo",
                26,
                m.get("cup.new.fileNone"),
                m.get("cup.new.browse"),
                m.get("cup.files"),
                "csv",
                "txt");
        this.file = fileRow.field();
        this.fileInfo = fileRow.info();
        fileRow.onChange(() -> crewsCheck.typed(file.getText()));
        eventName.setName("eventName");
        eventDate.setName("eventDate");
        eventDate.putClientProperty("JTextField.placeholderText", m.get("cup.new.datePlaceholder"));
        eventName.putClientProperty("JTextField.placeholderText", m.get("cup.new.optional"));
        DocumentListener changed = new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                update();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                update();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                update();
            }
        };
        eventName.getDocument().addDocumentListener(changed);
        eventDate.getDocument().addDocumentListener(changed);
    }

    Optional<String> ask() {
        String title = m.get(tournament ? "cup.new.tournamentTitle" : "cup.new.regattaTitle");
        JDialog dialog = new JDialog(context.window(), title, JDialog.ModalityType.APPLICATION_MODAL);
        dialog.setName(tournament ? "newCupTournamentDialog" : "newCupRegattaDialog");
        JPanel panel = new JPanel(new MigLayout("wrap 3, insets 16, gap 8", "[][grow,fill][]"));
        JLabel heading = new JLabel(title);
        heading.putClientProperty("FlatLaf.styleClass", "h2");
        panel.add(heading, "span 3");
        panel.add(new JLabel(m.get("cup.new.eventName")));
        panel.add(eventName, "span 2, wmax 520");
        panel.add(new JLabel(m.get("cup.new.eventDate")));
        panel.add(eventDate, "span 2, w 120!");
        // Ten rows at most in sight: sixteen crews would push the Start button below a laptop's screen.
        rows.addTo(
                panel,
                m.get(tournament ? "cup.new.crews" : "cup.new.regattaCrews"),
                m.get("cup.new.add"),
                "addCrew",
                10);

        // The file's label over its field: beside it, French at text 32 left the field too narrow for its
        // placeholder on a 1280 px screen.
        panel.add(new JLabel(m.get("cup.new.file")), "span 3, gaptop 12");
        panel.add(file, "span 3, split 2, growx");
        panel.add(fileRow.browseButton());
        panel.add(fileInfo, "span 3, growx, wmax 520");

        number.setName(tournament ? "finalLength" : "discards");
        if (tournament) {
            panel.add(new JLabel(m.get("cup.new.final")), "gaptop 8");
            panel.add(number, "gaptop 8, split 2");
            // The row ends here: the refusal's line, after it, stood in its last cell, beside the final's note.
            // It wraps beside the number: on one line it made the form wider than a laptop at text 32.
            WrappingLabel note = WrappingLabel.oneLine(1);
            note.setText(m.get("cup.new.finalNote"));
            panel.add(note, "span 2, growx, wrap");
        } else {
            panel.add(new JLabel(m.get("cup.new.discards")), "gaptop 8");
            panel.add(number, "gaptop 8, growx 0, wrap");
        }
        panel.add(problem, "span 3, growx, wmax 560");
        ModalAnswer answer =
                new ModalAnswer(dialog, m.get("cup.new.start"), "startGame", m.get("cup.cancel"), "cancelNewGame");
        start = answer.ok();
        answer.addTo(panel, 3);
        update();
        return answer.showOver(context.window(), panel) ? Optional.of(gameLine()) : Optional.empty();
    }

    /** The {@code game cup-tournament|cup-regatta ...} line for what is filled in. */
    String gameLine() {
        List<String> words = new ArrayList<>(List.of("game", tournament ? "cup-tournament" : "cup-regatta"));
        int n = (Integer) number.getValue();
        if (tournament && n != 1) {
            words.add("final=" + n);
        }
        if (!tournament && n != 0) {
            words.add("discards=" + n);
        }
        if (!file.getText().isBlank()) {
            words.add("crews=" + file.getText().strip());
        }
        String line = Words.join(words);
        if (!eventName.getText().isBlank()) {
            line += " event=\"" + eventName.getText().strip() + "\"";
        }
        if (!eventDate.getText().isBlank()) {
            line += " date=" + eventDate.getText().strip();
        }
        line += " id=" + eventId;
        List<String> crews = rows.filledNames();
        return crews.isEmpty() ? line : line + " " + Words.join(crews);
    }

    /** The event's name or date refused as the game line would refuse it, the field named; or null. */
    private String eventTrouble() {
        try {
            if (!eventName.getText().isBlank()) {
                EventInfo.checkName(eventName.getText().strip());
            }
            if (!eventDate.getText().isBlank()) {
                EventInfo.parseDate(eventDate.getText().strip());
            }
            return null;
        } catch (RuleViolation v) {
            return v.message(m.locale());
        }
    }

    private void update() {
        List<String> names = new ArrayList<>();
        String trouble = null;
        fileInfo.setText(" ");
        PathCheck.Outcome<List<Crew>> crews = crewsCheck.outcome();
        switch (crews.state()) {
            case EMPTY -> {}
            case READING -> fileInfo.setText(m.get("cup.new.fileReading"));
            case READ -> {
                List<Crew> read = crews.value().orElseThrow();
                read.forEach(c -> names.add(c.name()));
                fileInfo.setText(m.get("cup.new.fileCrews", read.size(), String.join(", ", names)));
            }
            case REFUSED -> trouble = crews.problemHtml();
        }
        for (String typed : rows.filledNames()) {
            if (typed.contains("\"") || typed.contains("=")) {
                trouble = m.get("cup.new.badName", typed);
            } else if (names.stream().anyMatch(n -> Names.same(n, typed))) {
                trouble = m.get("cup.new.sameName", typed);
            }
            names.add(typed);
        }
        if (trouble == null) {
            trouble = rows.problem().orElse(null);
        }
        if (trouble == null) {
            trouble = eventTrouble();
        }
        if (trouble == null && names.size() < 2) {
            trouble = m.get("cup.new.tooFew");
        }
        if (trouble == null && names.size() > max) {
            trouble = m.get("cup.new.tooMany", max);
        }
        problem.setText(trouble == null ? " " : trouble);
        if (start != null) {
            // Not before the typed file is read: its crews are part of the event.
            start.setEnabled(trouble == null && crews.state() != PathCheck.Outcome.State.READING);
        }
    }
}
