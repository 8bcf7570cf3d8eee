package org.caissier.cup.ui;

import java.awt.Component;
import java.util.List;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import org.caissier.ui.kit.CancelFirst;
import org.caissier.ui.kit.Messages;
import org.caissier.ui.kit.SwingHtml;

/**
 * Asks before an action that changes the event for good (a withdrawal, the end of the round robin, a result
 * replaced). "Cancel" has the focus, so a stray Enter plays nothing.
 */
class CupAsk {
    private final Component owner;
    private final Messages m;

    CupAsk(Component owner, Messages m) {
        this.owner = owner;
        this.m = m;
    }

    /** Whether the scorer confirmed {@code question}; {@code yesKey} names the action on its button. */
    boolean confirm(String question, String yesKey) {
        return show(
                new JLabel("<html><body style='width: 360px'>" + SwingHtml.text(question) + "</body></html>"), yesKey);
    }

    /** One of {@code choices}, picked and confirmed, or nothing. */
    Optional<String> choose(String question, List<String> choices, String yesKey) {
        JComboBox<String> box = new JComboBox<>(choices.toArray(String[]::new));
        box.setName("askChoice");
        JPanel panel = new JPanel(new MigLayout("wrap 1, insets 0"));
        panel.add(new JLabel("<html><body style='width: 360px'>" + SwingHtml.text(question) + "</body></html>"));
        panel.add(box);
        return show(panel, yesKey) ? Optional.ofNullable((String) box.getSelectedItem()) : Optional.empty();
    }

    private boolean show(Object content, String yesKey) {
        return CancelFirst.asked(
                owner, content, m.get("cup.ask.title"), m.get(yesKey), m.get("cup.ask.cancel"), "cupAskDialog");
    }
}
