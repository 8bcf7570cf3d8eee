package org.caissier.ui.phones;

import java.awt.Dialog;
import java.awt.Window;
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
import org.caissier.ui.kit.AppSettings;
import org.caissier.ui.kit.EscapeCloses;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ShortName;
import org.caissier.ui.kit.WrappingLabel;

/**
 * Game → Show on phones (the Cup: Publish results on the network): the address and port to listen on (the last
 * ones chosen first, else the LAN address; never all interfaces), Start; then the page's address in large type,
 * its QR code for the phones, and Stop. The address and port of a start that worked are remembered for the next.
 */
public final class LiveDialog extends JDialog {
    static final String ADDRESS = "phones.address";
    static final String PORT = "phones.port";

    private final Messages m;
    private final LivePublication publication;
    private final Supplier<Object> state;
    private final AppSettings settings;
    private final JComboBox<String> address = new JComboBox<>();
    private final JTextField port;
    /** What went wrong, wrapped in the dialog's width: a long sentence never pushes Start and Stop out. */
    private final WrappingLabel problem = new WrappingLabel(1, 24);

    private final JLabel shown = new JLabel(" ");
    private final JLabel qr = new JLabel();
    private final JButton start;
    private final JButton stop;
    private final Runnable showState = this::showState;

    LiveDialog(
            Window owner,
            Messages messages,
            AppSettings settings,
            LivePublication publication,
            Supplier<Object> state) {
        super(owner, Dialog.ModalityType.MODELESS);
        this.m = messages;
        this.publication = publication;
        this.state = state;
        this.settings = settings;
        setName("liveDialog");
        setTitle(m.get("phones.title"));
        address.setName("liveAddress");
        address.setEditable(true);
        String remembered = settings.get(ADDRESS, "");
        if (!remembered.isEmpty()) {
            address.addItem(remembered); // offered first even on another network: Start then says it is not here
        }
        LiveAddresses.candidates().stream()
                .map(InetAddress::getHostAddress)
                .filter(a -> !a.equals(remembered))
                .forEach(address::addItem);
        port = new JTextField(settings.get(PORT, String.valueOf(LiveSettings.DEFAULT_PORT)), 6);
        port.setName("livePort");
        problem.setName("liveProblem");
        shown.setName("liveUrl");
        shown.putClientProperty("FlatLaf.styleClass", "h2");
        qr.setName("liveQr");
        start = new JButton(m.get("phones.start"));
        start.setName("liveStart");
        stop = new JButton(m.get("phones.stop"));
        stop.setName("liveStop");
        start.addActionListener(e -> start());
        stop.addActionListener(e -> publication.stop());
        publication.onChange(showState);

        JPanel p = new JPanel(new MigLayout("insets 12, wrap 2", "[][grow,fill]"));
        p.add(new JLabel(m.get("phones.address")));
        p.add(address);
        p.add(new JLabel(m.get("phones.port")));
        p.add(port, "growx 0");
        // What publishing exposes, wrapped in the dialog's width at any text size: never cut to its first words.
        WrappingLabel exposes = new WrappingLabel(1, 24);
        exposes.setName("liveExposes");
        exposes.setText(m.get("phones.exposes"));
        p.add(exposes, "span 2, growx, wmin 0");
        problem.setText(" ");
        p.add(problem, "span 2, growx, wmin 0");
        p.add(start, "span 2, split 2, right, sg b");
        p.add(stop, "sg b");
        p.add(shown, "span 2, center");
        p.add(qr, "span 2, center");
        setContentPane(p);
        EscapeCloses.install(this);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        getRootPane().setDefaultButton(start);
        showState();
        FirstPlace.pack(this, owner, "liveResults");
    }

    @Override
    public void dispose() {
        publication.removeOnChange(showState);
        super.dispose();
    }

    private void start() {
        int number;
        String typed = port.getText().trim();
        try {
            number = Integer.parseInt(typed);
        } catch (NumberFormatException e) {
            refuse("phones.badPort", port.getText());
            return;
        }
        if (number < 0 || number > 65535) {
            refuse("phones.badPort", port.getText());
            return;
        }
        String host = String.valueOf(address.getSelectedItem()).trim();
        try {
            InetAddress at = InetAddress.getByName(host);
            if (at.isAnyLocalAddress()) {
                problem.setText(m.get("phones.allAddresses", host));
                return;
            }
            publication.start(LiveSettings.at(at, number), state.get());
            problem.setText(" ");
            problem.setToolTipText(null);
            settings.put(ADDRESS, host);
            settings.put(PORT, typed);
        } catch (UnknownHostException e) {
            refuse("phones.badAddress", String.valueOf(address.getSelectedItem()));
        } catch (IllegalArgumentException | IOException e) {
            problem.setText(cannotListen(m, host, number));
        }
        FirstPlace.repack(this);
    }

    /**
     * What was typed, refused: quoted shortened (a pasted page in the port's field made the line wrap down the
     * dialog, Start and Stop with it), whole in the line's tooltip.
     */
    private void refuse(String key, String typed) {
        problem.setText(m.get(key, ShortName.of(typed, 24)));
        problem.setToolTipText(m.get(key, typed));
    }

    /** Why publishing failed, the address and port as values: never the server's own English. */
    public static String cannotListen(Messages m, String host, int port) {
        return m.get("phones.cannotListen", host, String.valueOf(port)); // a port is no amount: 8765, never 8 765
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
        // Not before the dialog is placed: packing creates it, and its place is decided first (FirstPlace).
        if (isDisplayable()) {
            FirstPlace.repack(this);
        }
    }
}
