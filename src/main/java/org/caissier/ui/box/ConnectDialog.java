package org.caissier.ui.box;

import java.awt.Window;
import java.util.List;
import java.util.Optional;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;
import org.caissier.device.SerialSettings;
import org.caissier.device.SerialTransport;
import org.caissier.ui.kit.EscapeCloses;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.WrappingLabel;

/** Asks which port the box is on: the ports the system lists, or any path typed in (a pty, for one). */
public final class ConnectDialog extends JDialog {
    private final JTextField path = new JTextField(28);
    private String answer;

    public ConnectDialog(Window owner, Messages m, List<SerialTransport.PortInfo> ports, String lastPort) {
        super(owner, m.get("box.connect.title"), ModalityType.APPLICATION_MODAL);
        setName("boxConnectDialog");
        DefaultListModel<String> model = new DefaultListModel<>();
        model.addElement(SerialSettings.AUTO);
        ports.forEach(p -> model.addElement(p.path()));
        JList<String> list = new JList<>(model);
        list.setName("boxPortList");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer((l, value, index, selected, focus) -> {
            String text = value.equals(SerialSettings.AUTO)
                    ? m.get("box.connect.auto")
                    : ports.stream()
                            .filter(p -> p.path().equals(value))
                            .findFirst()
                            .map(p -> p.path() + " — " + p.description())
                            .orElse(value);
            JLabel label = new JLabel(text);
            label.setOpaque(true);
            label.setBackground(selected ? l.getSelectionBackground() : l.getBackground());
            label.setForeground(selected ? l.getSelectionForeground() : l.getForeground());
            return label;
        });
        list.addListSelectionListener(e -> {
            if (list.getSelectedValue() != null) {
                path.setText(list.getSelectedValue());
            }
        });
        path.setName("boxPortField");
        path.setText(lastPort == null ? SerialSettings.AUTO : lastPort);
        JButton ok = new JButton(m.get("box.connect.ok"));
        ok.setName("boxConnectOk");
        ok.addActionListener(e -> {
            if (!path.getText().isBlank()) {
                answer = path.getText().strip();
                dispose();
            }
        });
        JButton cancel = new JButton(m.get("box.connect.cancel"));
        cancel.setName("boxConnectCancel");
        cancel.addActionListener(e -> dispose());
        JPanel panel = new JPanel(new MigLayout("wrap 1, fillx, insets 12", "[grow,fill]"));
        panel.add(new JLabel(m.get("box.connect.ports")));
        panel.add(new JScrollPane(list), "h 120!");
        // A sentence that wraps: on one line it was wider than a 1280 px screen at text 32.
        WrappingLabel pathLabel = WrappingLabel.oneLine(1);
        pathLabel.setText(m.get("box.connect.path"));
        panel.add(pathLabel, "growx");
        panel.add(path);
        panel.add(ok, "split 2, right, growx 0");
        panel.add(cancel, "growx 0");
        setContentPane(panel);
        EscapeCloses.install(this);
        getRootPane().setDefaultButton(ok);
        FirstPlace.pack(this, owner);
    }

    /** Shows the dialog and waits; the chosen port, or nothing if cancelled. */
    public Optional<String> ask() {
        setVisible(true);
        return Optional.ofNullable(answer);
    }
}
