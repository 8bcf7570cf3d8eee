package org.caissier.espion.ui;

import java.awt.Color;
import java.awt.Font;
import java.awt.Window;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.Optional;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.Timer;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.caissier.espion.Circle;
import org.caissier.espion.Cm;
import org.caissier.espion.EspionCommand;
import org.caissier.espion.EspionState;
import org.caissier.espion.Leg;
import org.caissier.espion.Phase;
import org.caissier.table.LineSeal;
import org.caissier.table.RuleViolation;
import org.caissier.table.Said;
import org.caissier.table.SealException;
import org.caissier.table.Session;
import org.caissier.ui.kit.Contrast;
import org.caissier.ui.kit.EscapeCloses;
import org.caissier.ui.kit.FirstPlace;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ShortenedLine;
import org.caissier.ui.kit.WrappingLabel;

/**
 * The spy's own view, opened with his PIN: his route so far, and his start or his move with the ES-MOVE-2 check
 * before he commits. It seals what he enters, then closes by itself; it also closes after an idle time, so the
 * route is not left on the screen for the hunter.
 */
final class SpyDialog {
    private final Window owner;
    private final Messages m;
    private final Session<EspionState, EspionCommand> session;
    private final LineSeal seal;
    private final int idleMillis;
    private final JDialog dialog;
    private final JTextField place = new JTextField(20);
    private final JTextField distance = new JTextField(6);
    private final JLabel check = new JLabel(" ");
    private final JLabel problem = ShortenedLine.problem("spyProblem");
    private final JButton commit = new JButton();

    SpyDialog(Window owner, Messages m, Session<EspionState, EspionCommand> session, LineSeal seal, int idleMillis) {
        this.owner = owner;
        this.m = m;
        this.session = session;
        this.seal = seal;
        this.idleMillis = idleMillis;
        this.dialog = new JDialog(
                owner, m.get("es.pin.title", session.state().spy()), JDialog.ModalityType.APPLICATION_MODAL);
        EscapeCloses.install(this.dialog);
        dialog.setName("spyDialog");
    }

    void show() {
        EspionState known;
        try {
            known = session.stateWith(seal);
        } catch (SealException e) {
            problem.setText(e.message(m.locale()));
            known = session.state();
        }
        EspionState state = known;
        JPanel panel = new JPanel(new MigLayout("wrap 2, insets 16, gap 8", "[][grow,fill]"));
        JLabel title = new JLabel(m.get("es.spy.route"));
        title.putClientProperty("FlatLaf.styleClass", "h2");
        panel.add(title, "span 2");
        JList<String> route = new JList<>(routeLines(state));
        route.setName("spyRoute");
        // Read only: the keyboard opens in the field he types next, his start or his move, not here.
        route.setFocusable(false);
        route.setVisibleRowCount(Math.max(3, Math.min(8, state.route().size())));
        panel.add(new JScrollPane(route), "span 2, growx");
        // What the view found of his lines: a file cut before his last move is seen by the one who knows it.
        JLabel found = new JLabel(found(state));
        found.setName("spyFound");
        panel.add(found, "span 2");
        state.latestCircle().ifPresent(c -> {
            JLabel latest =
                    new JLabel(m.get("es.spy.latest", Texts.distance(c.radius(), state, m), Texts.answer(c, m)));
            latest.setName("spyLatestCircle");
            panel.add(latest, "span 2");
        });
        place.setName(state.phase() == Phase.START ? "startPlace" : "movePlace");
        distance.setName("moveDistance");
        check.setName("moveCheck");
        check.setFont(check.getFont().deriveFont(Font.BOLD));
        commit.setName(state.phase() == Phase.START ? "commitStart" : "commitMove");
        commit.setEnabled(false);
        if (state.phase() == Phase.START) {
            panel.add(new JLabel(m.get("es.spy.startPlace")), "span 2");
            panel.add(place, "span 2");
            commit.setText(m.get("es.spy.commitStart"));
            panel.add(commit, "span 2, tag ok");
        } else if (state.phase() == Phase.ROADBLOCKS || state.phase() == Phase.MOVE) {
            // Each field under its label: side by side, in French at 32 pt, they made the dialog wider than a
            // laptop's screen, the field he types in scrolled half out of sight.
            panel.add(new JLabel(m.get("es.spy.place")), "span 2");
            panel.add(place, "span 2");
            panel.add(new JLabel(m.get("es.spy.distance")), "span 2");
            panel.add(distance, "span 2, growx 0");
            panel.add(check, "span 2");
            commit.setText(m.get("es.spy.commitMove"));
            panel.add(commit, "span 2, tag ok");
        }
        panel.add(problem, "span 2, growx, wmax 560");
        WrappingLabel closesAlone = new WrappingLabel(1, 0);
        closesAlone.setText(m.get("es.spy.closesAlone", idleMillis / 1000));
        panel.add(closesAlone, "span 2, wmin 0");
        JButton close = new JButton(m.get("es.route.close"));
        close.setName("spyClose");
        close.addActionListener(e -> dialog.dispose());
        panel.add(close, "span 2, tag cancel");

        Timer idle = new Timer(idleMillis, e -> dialog.dispose());
        idle.setRepeats(false);
        DocumentListener typed = new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                changed(state, idle);
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                changed(state, idle);
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                changed(state, idle);
            }
        };
        place.getDocument().addDocumentListener(typed);
        distance.getDocument().addDocumentListener(typed);
        commit.addActionListener(e -> commit(state));
        dialog.getRootPane().setDefaultButton(commit);
        dialog.setContentPane(panel);
        FirstPlace.pack(dialog, owner);
        idle.start();
        dialog.setVisible(true);
        idle.stop();
    }

    /** How many of his lines the view found, and his last one ("your move of turn 4"). */
    private String found(EspionState state) {
        if (state.route().isEmpty()) {
            return m.get("es.spy.foundNone");
        }
        Leg last = state.route().get(state.route().size() - 1);
        return m.get(
                "es.spy.found",
                state.route().size(),
                last.turn() == 0 ? m.get("es.spy.lastStart") : m.get("es.spy.lastMove", last.turn()));
    }

    private DefaultListModel<String> routeLines(EspionState state) {
        DefaultListModel<String> lines = new DefaultListModel<>();
        for (Leg leg : state.route()) {
            if (leg instanceof Leg.Known k) {
                lines.addElement(
                        k.turn() == 0
                                ? m.get("es.spy.start", k.place())
                                : m.get("es.spy.move", k.turn(), k.place(), Texts.distance(k.distance(), state, m)));
            } else {
                lines.addElement(
                        leg.turn() == 0
                                ? m.get("es.spy.start", m.get("es.spy.hidden"))
                                : m.get("es.spy.move", leg.turn(), m.get("es.spy.hidden"), ""));
            }
        }
        return lines;
    }

    /** The move check, shown as the spy types: his distance against the latest radius (ES-MOVE-2). */
    private void changed(EspionState state, Timer idle) {
        idle.restart();
        problem.setText(" ");
        if (state.phase() == Phase.START) {
            commit.setEnabled(!place.getText().isBlank());
            return;
        }
        Optional<BigDecimal> cm = typedDistance();
        BigDecimal radius = state.latestCircle().map(Circle::radius).orElse(BigDecimal.ZERO);
        if (cm.isEmpty()) {
            check.setText(m.get("es.spy.noDistance"));
            commit.setEnabled(false);
            return;
        }
        boolean within = cm.get().compareTo(radius) <= 0;
        String said = Texts.distance(cm.get(), state, m);
        String limit = Cm.text(radius) + " cm";
        check.setText(
                m.get(within ? "es.spy.within" : "es.spy.farther", said, m.french() ? limit.replace('.', ',') : limit));
        check.setForeground(Contrast.onPanel(within ? new Color(0x2E7D32) : new Color(0xC62828)));
        commit.setEnabled(within && !place.getText().isBlank());
    }

    private Optional<BigDecimal> typedDistance() {
        try {
            return Optional.of(Cm.parse(distance.getText().strip(), Said.of("espion.word.distance")));
        } catch (RuleViolation e) {
            return Optional.empty();
        }
    }

    private void commit(EspionState state) {
        String spy = state.spy();
        String where = place.getText().strip().replace('"', '\'');
        try {
            EspionCommand command = state.phase() == Phase.START
                    ? new EspionCommand.Start(spy, where)
                    : new EspionCommand.Move(spy, where, typedDistance().orElseThrow());
            session.submitSealed(command, seal);
            dialog.dispose();
        } catch (RuleViolation v) {
            problem.setText(v.ruleId() + " : " + v.message(m.locale()));
        } catch (IOException e) {
            problem.setText(e.getMessage());
        }
    }
}
