package org.caissier.ui.files;

import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.caissier.ui.kit.ShortenedLine;

/**
 * The data file row of a new-game dialog (a Pistes event table, a Cup crews file): a label, the path typed or
 * picked with Browse, and a line under it that the dialog fills with what the file holds or what is wrong with it.
 * Laid out in a three-column MigLayout (label, field, buttons).
 */
public final class FileRow {
    private final JTextField field;
    /** What the file holds (the crews it names) or how it is being read: shortened, never widening the form. */
    private final JLabel info;

    private final JButton browse;

    /**
     * @param name        the field's component name; the browse button is {@code name + "Browse"} unless given, the
     *                    line under it {@code name + "Info"}
     * @param placeholder what an empty field means (the program's own table, no file)
     * @param files       the chooser's description of the files, then their extensions
     */
    public FileRow(
            String name,
            String browseName,
            String infoName,
            int columns,
            String placeholder,
            String browseText,
            String files,
            String... extensions) {
        field = new JTextField(columns);
        field.setName(name);
        field.putClientProperty("JTextField.placeholderText", placeholder);
        browse = new JButton(browseText);
        browse.setName(browseName);
        browse.addActionListener(e -> {
            JFileChooser chooser = new JFileChooser();
            chooser.setFileFilter(new FileNameExtensionFilter(files, extensions));
            if (chooser.showOpenDialog(SwingUtilities.getWindowAncestor(field)) == JFileChooser.APPROVE_OPTION) {
                field.setText(chooser.getSelectedFile().getAbsolutePath());
            }
        });
        info = new ShortenedLine(infoName);
    }

    /** Runs {@code listener} after every change of the path, typed or picked. */
    public void onChange(Runnable listener) {
        field.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                listener.run();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                listener.run();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                listener.run();
            }
        });
    }

    /**
     * Adds the row to a three-column {@code panel}: the label on a line of its own, then the field, Browse and
     * {@code besideBrowse}, then the line under. The label over its field: beside it, French at text 32 left the
     * field too narrow for its placeholder on a 1280 px screen.
     */
    public void addTo(JPanel panel, String label, String infoConstraints, JComponent... besideBrowse) {
        panel.add(new JLabel(label), "span 3, gaptop 12");
        panel.add(field, "span 3, growx, split " + (besideBrowse.length + 2));
        panel.add(browse);
        for (JComponent c : besideBrowse) {
            panel.add(c);
        }
        panel.add(info, "span 3, growx" + (infoConstraints.isEmpty() ? "" : ", " + infoConstraints));
    }

    /** The Browse button, for a dialog that lays the row out its own way. */
    public JButton browseButton() {
        return browse;
    }

    public JTextField field() {
        return field;
    }

    /** The line under the path, for what the file holds. */
    public JLabel info() {
        return info;
    }
}
