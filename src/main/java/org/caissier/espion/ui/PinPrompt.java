package org.caissier.espion.ui;

import java.awt.Color;
import java.awt.Window;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import net.miginfocom.swing.MigLayout;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.SealException;
import org.caissier.table.Session;
import org.caissier.ui.Messages;

/**
 * Asks one seat's PIN and gives the key of the game's sealed lines. A game without a key yet takes a new PIN,
 * typed twice; a wrong PIN opens nothing, says so, and leaves the dialog open for another try.
 */
final class PinPrompt {
    private final Window owner;
    private final Messages m;
    private final Session<?, ?> session;
    private final SecureRandom random;

    PinPrompt(Window owner, Messages m, Session<?, ?> session, SecureRandom random) {
        this.owner = owner;
        this.m = m;
        this.session = session;
        this.random = random;
    }

    /** The key, or nothing when the seat gave up. */
    Optional<LineSeal> ask(String seat) {
        boolean choosing = session.sealingLine().isEmpty();
        JDialog dialog = new JDialog(owner, m.get("es.pin.title", seat), JDialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("pinDialog");
        JPanel panel = new JPanel(new MigLayout("wrap 2, insets 16, gap 8", "[][grow,fill]"));
        panel.add(new JLabel(m.get(choosing ? "es.pin.choose" : "es.pin.enter", seat)), "span 2");
        JPasswordField pin = new JPasswordField(12);
        pin.setName("pinField");
        panel.add(new JLabel("PIN"));
        panel.add(pin);
        JPasswordField again = new JPasswordField(12);
        again.setName("pinAgain");
        if (choosing) {
            panel.add(new JLabel(m.get("es.pin.again")));
            panel.add(again);
        }
        JLabel problem = new JLabel(" ");
        problem.setName("pinProblem");
        problem.setForeground(org.caissier.ui.Contrast.onPanel(new Color(0xC62828)));
        panel.add(problem, "span 2, wmax 480");
        JButton open = new JButton(m.get("es.pin.open"));
        open.setName("pinOpen");
        JButton cancel = new JButton(m.get("es.cancel"));
        cancel.setName("pinCancel");
        panel.add(open, "span 2, split 2, tag ok, gaptop 8");
        panel.add(cancel, "tag cancel");
        LineSeal[] opened = new LineSeal[1];
        open.addActionListener(e -> {
            char[] typed = pin.getPassword();
            char[] twice = again.getPassword();
            try {
                if (choosing && !Arrays.equals(typed, twice)) {
                    problem.setText(m.get("es.pin.mismatch"));
                    return;
                }
                opened[0] = choosing ? choose(Pin.of(new String(typed))) : session.unlock(Pin.of(new String(typed)));
                dialog.dispose();
            } catch (IllegalArgumentException x) {
                problem.setText(m.get("es.pin.form"));
            } catch (SealException x) {
                problem.setText(m.get("es.pin.wrong"));
                pin.setText("");
            } catch (IOException x) {
                problem.setText(x.getMessage());
            } finally {
                Arrays.fill(typed, '\0');
                Arrays.fill(twice, '\0');
            }
        });
        cancel.addActionListener(e -> dialog.dispose());
        dialog.getRootPane().setDefaultButton(open);
        dialog.setContentPane(panel);
        dialog.pack();
        dialog.setLocationRelativeTo(owner);
        dialog.setVisible(true);
        return Optional.ofNullable(opened[0]);
    }

    private LineSeal choose(Pin pin) throws IOException {
        LineSeal seal = LineSeal.create(pin, random);
        session.adoptSeal(seal);
        return seal;
    }
}
