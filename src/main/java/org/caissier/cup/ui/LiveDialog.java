package org.caissier.cup.ui;

import java.awt.Dialog;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.function.Supplier;
import javax.swing.ImageIcon;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.caissier.live.LiveAddresses;
import org.caissier.live.LivePublication;
import org.caissier.live.LiveSettings;
import org.caissier.ui.Messages;
import org.caissier.ui.UiContext;
import org.caissier.ui.WindowPlaces;

/**
 * Game → Publish results on the network: the address and port to listen on (the LAN address first, never all
 * interfaces), Start; then the page's address in large type, its QR code for the phones, and Stop.
 */
final class LiveDialog extends JDialog {
    private final Messages m;
    private final LivePublication publication;
    private final Supplier<Object> state;
    private final JComboBox<String> address = new JComboBox<>();
    private final JTextField port = new JTextField(String.valueOf(LiveSettings.DEFAULT_PORT), 6);
    private final JLabel problem = new JLabel(" ");
    private final JLabel shown = new JLabel(" ");
    private final JLabel qr = new JLabel();
    private final JButton start;
    private final JButton stop;

    LiveDialog(UiContext context, LivePublication publication, Supplier<Object> state) {
        super(context.window(), Dialog.ModalityType.MODELESS);
        this.m = context.messages();
        this.publication = publication;
        this.state = state;
        setName("liveDialog");
        setTitle(m.get("cup.live.title"));
        address.setName("liveAddress");
        address.setEditable(true);
        LiveAddresses.candidates().forEach(a -> address.addItem(a.getHostAddress()));
        port.setName("livePort");
        problem.setName("liveProblem");
        shown.setName("liveUrl");
        shown.putClientProperty("FlatLaf.styleClass", "h2");
        qr.setName("liveQr");
        start = new JButton(m.get("cup.live.start"));
        start.setName("liveStart");
        stop = new JButton(m.get("cup.live.stop"));
        stop.setName("liveStop");
        start.addActionListener(e -> start());
        stop.addActionListener(e -> publication.stop());
        publication.onChange(this::showState);

        JPanel p = new JPanel(new MigLayout("insets 12, wrap 2", "[][grow,fill]"));
        p.add(new JLabel(m.get("cup.live.address")));
        p.add(address);
        p.add(new JLabel(m.get("cup.live.port")));
        p.add(port, "growx 0");
        p.add(new JLabel(m.get("cup.live.exposes")), "span 2, width 380!");
        p.add(problem, "span 2");
        p.add(start, "span 2, split 2, right, sg b");
        p.add(stop, "sg b");
        p.add(shown, "span 2, center");
        p.add(qr, "span 2, center");
        setContentPane(p);
        getRootPane().setDefaultButton(start);
        showState();
        setLocationRelativeTo(context.window());
        WindowPlaces.keep(this, "liveResults");
    }

    private void start() {
        int number;
        try {
            number = Integer.parseInt(port.getText().trim());
        } catch (NumberFormatException e) {
            problem.setText(m.get("cup.live.badPort", port.getText()));
            return;
        }
        try {
            InetAddress at = InetAddress.getByName(String.valueOf(address.getSelectedItem()).trim());
            publication.start(LiveSettings.at(at, number), state.get());
            problem.setText(" ");
        } catch (UnknownHostException e) {
            problem.setText(m.get("cup.live.badAddress", address.getSelectedItem()));
        } catch (IllegalArgumentException | IOException e) {
            problem.setText(m.get("cup.live.failed", e.getMessage()));
        }
    }

    private void showState() {
        boolean on = publication.on();
        start.setEnabled(!on);
        stop.setEnabled(on);
        address.setEnabled(!on);
        port.setEnabled(!on);
        URI uri = publication.address().orElse(null);
        shown.setText(uri == null ? " " : uri.toString());
        qr.setIcon(uri == null ? null : new ImageIcon(QrImage.of(uri.toString(), 6)));
        pack();
    }
}
