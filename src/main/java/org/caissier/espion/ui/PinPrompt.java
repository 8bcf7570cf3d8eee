package org.caissier.espion.ui;

import java.awt.Window;
import java.io.IOException;
import java.nio.CharBuffer;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import org.caissier.table.LineSeal;
import org.caissier.table.Pin;
import org.caissier.table.SealException;
import org.caissier.table.SealKdf;
import org.caissier.table.Session;
import org.caissier.ui.kit.EscapeCloses;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ShortenedLine;
import org.caissier.ui.kit.WrappingLabel;

/**
 * Asks one seat's PIN and gives the key of the game's sealed lines. A game without a key yet takes a new PIN,
 * typed twice; a wrong PIN opens nothing, says so, and leaves the dialog open for another try. The key is derived
 * on a worker thread (Argon2id takes a second or so): the screen keeps answering meanwhile.
 */
final class PinPrompt {
    private final Window owner;
    private final Messages m;
    private final Session<?, ?> session;
    private final SecureRandom random;
    /** How a new PIN becomes a key (a PIN typed for a saved game is derived as its sealing line says). */
    private final SealKdf sealing;

    PinPrompt(Window owner, Messages m, Session<?, ?> session, SecureRandom random, SealKdf sealing) {
        this.owner = owner;
        this.m = m;
        this.session = session;
        this.random = random;
        this.sealing = sealing;
    }

    /** The key, or nothing when the seat gave up. */
    Optional<LineSeal> ask(String seat) {
        boolean choosing = session.sealingLine().isEmpty();
        JDialog dialog = new JDialog(owner, m.get("es.pin.title", seat), JDialog.ModalityType.APPLICATION_MODAL);
        EscapeCloses.install(dialog);
        dialog.setName("pinDialog");
        JPanel panel = new JPanel(new MigLayout("wrap 2, insets 16, gap 8", "[][grow,fill]"));
        // It names the spy, whose name may be 40 letters long: it wraps rather than widen the dialog past the screen.
        WrappingLabel ask = WrappingLabel.oneLine(1);
        ask.setText(m.get(choosing ? "es.pin.choose" : "es.pin.enter", seat));
        panel.add(ask, "span 2, growx");
        JPasswordField pin = new JPasswordField(12);
        pin.setName("pinField");
        panel.add(new JLabel(m.get("es.pin.label")));
        panel.add(pin);
        JPasswordField again = new JPasswordField(12);
        again.setName("pinAgain");
        if (choosing) {
            panel.add(new JLabel(m.get("es.pin.again")));
            panel.add(again);
        }
        JLabel problem = ShortenedLine.problem("pinProblem");
        panel.add(problem, "span 2, growx, wmax 480");
        JButton open = new JButton(m.get("es.pin.open"));
        open.setName("pinOpen");
        JButton cancel = new JButton(m.get("es.cancel"));
        cancel.setName("pinCancel");
        panel.add(open, "span 2, split 2, tag ok, gaptop 8");
        panel.add(cancel, "tag cancel");
        LineSeal[] opened = new LineSeal[1];
        Optional<String> sealingLine = session.sealingLine();
        open.addActionListener(e -> {
            char[] typed = pin.getPassword();
            char[] twice = again.getPassword();
            try {
                if (choosing && !Arrays.equals(typed, twice)) {
                    problem.setText(m.get("es.pin.mismatch"));
                    return;
                }
                Pin typedPin = Pin.of(CharBuffer.wrap(typed));
                // A second or so of Argon2id: on a worker, the dialog waiting, never the screen's thread.
                busy(true, open, pin, again);
                problem.setText(m.get("es.pin.working"));
                new SwingWorker<LineSeal, Void>() {
                    @Override
                    protected LineSeal doInBackground() throws Exception {
                        return choosing
                                ? LineSeal.create(typedPin, random, sealing)
                                : LineSeal.unlock(typedPin, sealingLine.orElseThrow(), random);
                    }

                    @Override
                    protected void done() {
                        busy(false, open, pin, again);
                        try {
                            LineSeal seal = get();
                            if (choosing) {
                                session.adoptSeal(seal);
                            }
                            opened[0] = seal;
                            dialog.dispose();
                        } catch (ExecutionException x) {
                            if (x.getCause() instanceof SealException) {
                                problem.setText(m.get("es.pin.wrong"));
                                pin.setText("");
                            } else {
                                problem.setText(m.get("es.pin.form"));
                            }
                        } catch (IOException x) {
                            problem.setText(x.getMessage());
                        } catch (InterruptedException x) {
                            Thread.currentThread().interrupt();
                        }
                    }
                }.execute();
            } catch (IllegalArgumentException x) {
                problem.setText(m.get("es.pin.form"));
            } finally {
                Arrays.fill(typed, '\0');
                Arrays.fill(twice, '\0');
            }
        });
        cancel.addActionListener(e -> dialog.dispose());
        dialog.getRootPane().setDefaultButton(open);
        dialog.setContentPane(panel);
        FirstPlace.pack(dialog, owner);
        dialog.setVisible(true);
        return Optional.ofNullable(opened[0]);
    }

    private static void busy(boolean working, JButton open, JPasswordField... fields) {
        open.setEnabled(!working);
        for (JPasswordField f : fields) {
            f.setEnabled(!working);
        }
    }
}
