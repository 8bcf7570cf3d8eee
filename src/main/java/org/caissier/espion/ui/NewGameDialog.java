package org.caissier.espion.ui;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.caissier.espion.EspionModule;
import org.caissier.table.French;
import org.caissier.table.RuleViolation;
import org.caissier.table.Words;
import org.caissier.ui.game.UiContext;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.ModalAnswer;
import org.caissier.ui.kit.ShortenedLine;

/** A new Espion game: the spy, the hunter, the map's scale and the territory's width. */
final class NewGameDialog {
    private final UiContext context;
    private final Messages m;
    private final JTextField spy = new JTextField(16);
    private final JTextField hunter = new JTextField(16);
    private final JTextField scale = new JTextField(10);
    private final JTextField territory = new JTextField(6);
    private final JLabel problem = ShortenedLine.problem("newGameProblem");
    /** The game's random id, on its game line: each sealed line is bound to it (a line from another game is refused). */
    private final String gameId;

    NewGameDialog(UiContext context) {
        this.context = context;
        this.m = context.messages();
        byte[] id = new byte[12];
        new SecureRandom().nextBytes(id);
        this.gameId = HexFormat.of().formatHex(id);
        scale.setText(m.french() ? French.number(200_000) : "200000");
    }

    Optional<String> ask() {
        JDialog dialog = new JDialog(context.window(), m.get("es.new.title"), JDialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("newEspionDialog");
        JPanel panel = new JPanel(new MigLayout("wrap 2, insets 16, gap 8", "[][grow,fill]"));
        JLabel title = new JLabel(m.get("es.new.title"));
        title.putClientProperty("FlatLaf.styleClass", "h2");
        panel.add(title, "span 2");
        spy.setName("spyName");
        hunter.setName("hunterName");
        scale.setName("mapScale");
        territory.setName("territoryWidth");
        panel.add(new JLabel(m.get("es.new.spy")));
        panel.add(spy);
        panel.add(new JLabel(m.get("es.new.hunter")));
        panel.add(hunter);
        panel.add(new JLabel(m.get("es.new.scale")));
        panel.add(scale);
        panel.add(new JLabel(m.get("es.new.territory")));
        panel.add(territory);
        panel.add(new JLabel(m.get("es.new.pinLater")), "span 2");
        panel.add(problem, "span 2, growx, wmax 520");
        ModalAnswer answer =
                new ModalAnswer(dialog, m.get("es.new.start"), "startGame", m.get("es.cancel"), "cancelNewGame");
        answer.addTo(panel, 2);
        for (JTextField f : List.of(spy, hunter, scale, territory)) {
            f.getDocument().addDocumentListener(new DocumentListener() {
                @Override
                public void insertUpdate(DocumentEvent e) {
                    check(answer.ok());
                }

                @Override
                public void removeUpdate(DocumentEvent e) {
                    check(answer.ok());
                }

                @Override
                public void changedUpdate(DocumentEvent e) {
                    check(answer.ok());
                }
            });
        }
        check(answer.ok());
        return answer.showOver(context.window(), panel) ? Optional.of(gameLine()) : Optional.empty();
    }

    /** The rules read the line as it would be played: what they refuse is said under the form. */
    private void check(JButton start) {
        try {
            List<String> words = Words.split(gameLine());
            new EspionModule().start(words.subList(2, words.size()), null);
            problem.setText(" ");
            start.setEnabled(true);
        } catch (RuleViolation v) {
            problem.setText(spy.getText().isBlank() || hunter.getText().isBlank() ? " " : v.message(m.locale()));
            start.setEnabled(false);
        }
    }

    private String gameLine() {
        List<String> words = new ArrayList<>(List.of(
                "game", EspionModule.ID, spy.getText().strip(), hunter.getText().strip()));
        if (!scale.getText().isBlank()) {
            // "200 000" as French writes it is one number: the spaces between thousands go.
            words.add("scale=" + scale.getText().replaceAll("[\\s\u00A0\u202F]", ""));
        }
        if (!territory.getText().isBlank()) {
            words.add("territory=" + territory.getText().strip());
        }
        words.add("id=" + gameId);
        return Words.join(words.stream().map(w -> w.replace('"', '\'')).toList());
    }
}
