package org.caissier.pistes.ui;

import java.awt.Component;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import org.caissier.pistes.Event;
import org.caissier.pistes.EventTable;
import org.caissier.pistes.EventTableLoader;
import org.caissier.pistes.EventTableWriter;
import org.caissier.pistes.Movement;
import org.caissier.table.DataFileException;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.EscapeCloses;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ShortenedLine;
import org.caissier.ui.kit.Swatch;
import org.caissier.ui.kit.SwingHtml;

/**
 * Lets a club copy its printed event table into the program once: pick the event of each cell (mouse, arrows and
 * the digit keys 0-9), save the file, share it, start games with it. A file that does not load is explained with
 * the loader's own message, which names the row and column that are wrong.
 */
final class EventTableDialog {
    private final UiContext context;
    private final Messages m;
    private final EventHeatMap map;
    private final JComboBox<Event> cellEvent = new JComboBox<>(Event.values());
    private final JLabel cellLabel = new JLabel();
    private final JLabel notice = new JLabel();
    private final JLabel problem = ShortenedLine.problem("tableProblem");
    private final JLabel saved = new JLabel(" ");
    private final JTextField note = new JTextField(40);
    private final JCheckBox reconstruction;
    private EventTable table;
    private Path file;
    private boolean updating;

    EventTableDialog(UiContext context, EventTable table) {
        this.context = context;
        this.m = context.messages();
        this.table = table;
        this.map = new EventHeatMap(m, table);
        this.reconstruction = new JCheckBox(m.get("pi.editor.reconstruction"));
    }

    /** Shows the editor; the answer is the file last saved or loaded, to start a game with. */
    Optional<Path> show() {
        JDialog dialog =
                new JDialog(context.window(), m.get("pi.editor.title"), JDialog.ModalityType.APPLICATION_MODAL);
        EscapeCloses.install(dialog);
        dialog.setName("pistesTableDialog");
        JPanel panel = new JPanel(new MigLayout("wrap 2, insets 16, gap 8", "[grow][]"));
        JLabel title = new JLabel(m.get("pi.editor.title"));
        title.putClientProperty("FlatLaf.styleClass", "h2");
        panel.add(title, "span 2");
        notice.setName("tableNotice");
        panel.add(notice, "span 2");
        map.editable((r, c) -> showCell());
        map.addKeyListener(new KeyAdapter() {
            @Override
            public void keyTyped(KeyEvent e) {
                char ch = e.getKeyChar();
                if (ch >= '0' && ch <= '9') {
                    setCell(Event.values()[ch - '0']);
                }
            }
        });
        panel.add(map, "span 2");

        cellEvent.setName("cellEvent");
        cellEvent.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(
                    JList<?> list, Object value, int index, boolean sel, boolean focus) {
                super.getListCellRendererComponent(list, value, index, sel, focus);
                if (value instanceof Event e) {
                    setText(e.ordinal() + "   " + e.name(m.locale()));
                    setIcon(Swatch.square(EventColours.of(e), 14));
                }
                return this;
            }
        });
        cellEvent.addActionListener(e -> {
            if (!updating && cellEvent.getSelectedItem() instanceof Event ev) {
                setCell(ev);
            }
        });
        cellLabel.setName("cellLabel");
        JPanel cell = new JPanel(new MigLayout("insets 0", "[][260!]"));
        cell.add(cellLabel);
        cell.add(cellEvent);
        panel.add(cell, "span 2");
        JLabel keys = new JLabel(m.get("pi.editor.keys"));
        keys.setForeground(Contrast.faint());
        panel.add(keys, "span 2");

        note.setName("tableNote");
        panel.add(new JLabel(m.get("pi.editor.note")), "split 2, span 2");
        panel.add(note, "growx");
        reconstruction.setName("tableReconstruction");
        reconstruction.addActionListener(e -> {
            // The note typed so far is only in the field: keep it, showTable() writes the table's note back.
            table = new EventTable(reconstruction.isSelected(), note.getText(), table.cells());
            showTable();
        });
        panel.add(reconstruction, "span 2");

        panel.add(problem, "span 2, growx, wmax 900");
        saved.setName("tableSaved");
        panel.add(saved, "span 2");

        JButton load = new JButton(m.get("pi.editor.load"));
        load.setName("tableLoad");
        load.addActionListener(e -> choose(dialog, false).ifPresent(this::load));
        JButton save = new JButton(m.get("pi.editor.save"));
        save.setName("tableSave");
        save.addActionListener(e -> choose(dialog, true).ifPresent(this::save));
        JButton close = new JButton(m.get("pi.editor.close"));
        close.setName("tableClose");
        close.addActionListener(e -> dialog.dispose());
        panel.add(load, "span 2, split 3, gaptop 8");
        panel.add(save);
        panel.add(close, "gapleft push");
        showTable();
        map.select(1, 2);
        dialog.setContentPane(panel);
        FirstPlace.pack(dialog, context.window(), "eventTableEditor");
        dialog.setVisible(true);
        return Optional.ofNullable(file);
    }

    EventTable table() {
        return table;
    }

    private void setCell(Event e) {
        table = table.with(map.selectedRow(), map.selectedColumn(), e);
        map.setTable(table);
        showCell();
    }

    private void showCell() {
        updating = true;
        cellEvent.setSelectedItem(table.at(map.selectedRow(), map.selectedColumn()));
        updating = false;
        int c = map.selectedColumn();
        cellLabel.setText(m.get(
                "pi.editor.cell",
                map.selectedRow(),
                Movement.rowRange(map.selectedRow()),
                c >= Movement.MORE_THAN_13 ? "> 13" : Integer.toString(c)));
    }

    private void showTable() {
        map.setTable(table);
        notice.setText(table.reconstruction() ? m.get("pi.map.reconstruction") : m.get("pi.map.printed"));
        note.setText(table.note());
        reconstruction.setSelected(table.reconstruction());
        showCell();
    }

    void load(Path path) {
        try {
            table = new EventTableLoader().load(path);
            file = path;
            problem.setText(" ");
            saved.setText(m.get("pi.editor.loaded", path));
            showTable();
        } catch (DataFileException e) {
            problem.setText("<html>" + SwingHtml.text(e.message(m.locale())) + "</html>");
        }
    }

    void save(Path path) {
        table = new EventTable(table.reconstruction(), note.getText(), table.cells());
        try {
            new EventTableWriter().save(table, path);
            file = path;
            problem.setText(" ");
            saved.setText(m.get("pi.editor.saved", path));
        } catch (IOException e) {
            problem.setText(m.get("pi.editor.saveFailed", path, e.getMessage()));
        }
    }

    private Optional<Path> choose(Component parent, boolean saving) {
        JFileChooser chooser = new JFileChooser();
        chooser.setFileFilter(new FileNameExtensionFilter(m.get("pi.editor.files"), "json"));
        if (saving) {
            chooser.setSelectedFile(new File(file != null ? file.toString() : "event-table.json"));
        }
        int answer = saving ? chooser.showSaveDialog(parent) : chooser.showOpenDialog(parent);
        if (answer != JFileChooser.APPROVE_OPTION) {
            return Optional.empty();
        }
        Path p = chooser.getSelectedFile().toPath();
        if (saving && !p.getFileName().toString().contains(".")) {
            p = p.resolveSibling(p.getFileName() + ".json");
        }
        return Optional.of(p);
    }
}
